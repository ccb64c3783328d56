// Inquiries a seller received (contract 6.6, 6.9).
import type { z } from 'zod';
import type { inquiriesResponse, Inquiry, respondBody, respondResponse } from '@gaadi/domain/schemas/inquiries';
import type { Answer } from '@/lib/api/answer';
import { api } from '@/lib/api/client';
import { queryOptions } from '@/lib/api/query-options';
import { queryKeys } from '@/lib/query-keys';

export async function fetchInquiries(limit: number): Promise<Inquiry[]> {
  return (await api.get<Answer<typeof inquiriesResponse>>('/inquiries/', { query: { limit } })).data?.inquiries ?? [];
}

export const inquiriesQuery = (limit: number) => queryOptions({ queryKey: [...queryKeys.inquiries, limit] as const, queryFn: () => fetchInquiries(limit) });

export function respondToInquiry(id: string, body: z.input<typeof respondBody>) {
  return api.post<z.infer<typeof respondResponse>>(`/inquiries/${id}/respond/`, body);
}
