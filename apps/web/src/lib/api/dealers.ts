// Dealer accounts (issue 22): the public dealer page (no bearer), and the signed-in seller's own
// dealer profile and logo.
import type { DealerBody, dealerLogoResponse, dealerPageResponse, OwnDealer, ownDealerResponse } from '@gaadi/domain/schemas/dealers';
import type { RecordAnswer } from '@/lib/api/answer';
import { api } from '@/lib/api/client';
import { queryOptions } from '@/lib/api/query-options';

export type DealerPageData = NonNullable<RecordAnswer<typeof dealerPageResponse>['data']>;

export async function fetchDealerPage(slug: string, page: number, signal?: AbortSignal): Promise<DealerPageData> {
  const body = await api.get<RecordAnswer<typeof dealerPageResponse>>(`/dealers/${encodeURIComponent(slug)}/`, {
    auth: 'none',
    signal,
    query: page > 1 ? { page } : undefined,
  });
  if (!body.data) throw new Error('Empty dealer answer');
  return body.data;
}

export const dealerPageQuery = (slug: string, page: number) =>
  queryOptions({ queryKey: ['dealer-page', slug, page] as const, queryFn: ({ signal }) => fetchDealerPage(slug, page, signal) });

export async function fetchOwnDealer(signal?: AbortSignal): Promise<OwnDealer | null> {
  return (await api.get<RecordAnswer<typeof ownDealerResponse>>('/dealers/me/', { signal })).data ?? null;
}

export const ownDealerQuery = queryOptions({ queryKey: ['dealers', 'me'] as const, queryFn: ({ signal }) => fetchOwnDealer(signal) });

export async function saveOwnDealer(values: DealerBody): Promise<{ dealer: OwnDealer | null; message: string }> {
  const body = await api.put<RecordAnswer<typeof ownDealerResponse>>('/dealers/me/', values);
  return { dealer: body.data ?? null, message: body.message ?? 'Dealer profile saved' };
}

export async function uploadDealerLogo(file: File): Promise<string> {
  const form = new FormData();
  form.append('logo', file);
  return (await api.post<RecordAnswer<typeof dealerLogoResponse>>('/dealers/me/logo/', form)).data?.logo_url ?? '';
}
