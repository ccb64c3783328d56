// A dealer's stock import (issue 22): the template's address, the upload, the list and one import
// (polled every second while it runs).
import type { ImportDetail, importDetailResponse, ImportListData, importListResponse, importStartedResponse } from '@gaadi/domain/schemas/dealer-imports';
import type { RecordAnswer } from '@/lib/api/answer';
import { api, API_BASE, ApiError, MESSAGES } from '@/lib/api/client';
import { queryOptions } from '@/lib/api/query-options';
import { queryKeys } from '@/lib/query-keys';

export const IMPORT_TEMPLATE_URL = `${API_BASE}/dealers/me/imports/template.csv`;

export async function startStockImport(file: File, photos: File | null): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  if (photos) form.append('photos', photos);
  const answer = await api.post<RecordAnswer<typeof importStartedResponse>>('/dealers/me/imports/', form);
  if (!answer.data) throw new ApiError(MESSAGES.network, 0);
  return answer.data.id;
}

export const stockImportsQuery = queryOptions({
  queryKey: queryKeys.dealerImports,
  queryFn: async (): Promise<ImportListData> => (await api.get<RecordAnswer<typeof importListResponse>>('/dealers/me/imports/')).data ?? { is_dealer: false, imports: [] },
});

const running = (d: ImportDetail | undefined) => !d || d.status === 'queued' || d.status === 'running';

export const stockImportQuery = (id: string) =>
  queryOptions({
    queryKey: [...queryKeys.dealerImports, id] as const,
    queryFn: async (): Promise<ImportDetail> => {
      const answer = await api.get<RecordAnswer<typeof importDetailResponse>>(`/dealers/me/imports/${id}/`);
      if (!answer.data) throw new ApiError(MESSAGES.network, 0);
      return answer.data;
    },
    // About every second while the job works; then the report stands still.
    refetchInterval: (q) => (running(q.state.data) ? 1000 : false),
  });
