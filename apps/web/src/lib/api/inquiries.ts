// A buyer's message to a seller (contract 4.7) and the inquiries a seller received (6.6, 6.9).
import type { z } from 'zod';
import type { contactSellerBody, contactSellerResponse } from '@gaadi/domain/schemas/car';
import type { inquiriesResponse, Inquiry, respondBody, respondResponse } from '@gaadi/domain/schemas/inquiries';
import type { Answer } from '@/lib/api/answer';
import { api, ApiError } from '@/lib/api/client';
import { queryOptions } from '@/lib/api/query-options';
import { signedInAuth } from '@/lib/api/signed-in-bearer';
import { queryKeys } from '@/lib/query-keys';

/**
 * Public, with the signed-in buyer's bearer so that the inquiry is theirs and the seller's reply
 * reaches them (the API links a valid user bearer and ignores any other). The API never refuses
 * a bearer here; should a 401 come all the same, the message goes again without one.
 */
export async function contactSeller(carId: string, body: z.input<typeof contactSellerBody>) {
  const path = `/cars/${encodeURIComponent(carId)}/contact/`;
  const send = (auth: 'user' | 'none') => api.post<Answer<typeof contactSellerResponse>>(path, body, { auth });
  const auth = await signedInAuth();
  try {
    return await send(auth);
  } catch (e) {
    if (auth === 'user' && e instanceof ApiError && e.status === 401) return send('none');
    throw e;
  }
}

export async function fetchInquiries(limit: number): Promise<Inquiry[]> {
  return (await api.get<Answer<typeof inquiriesResponse>>('/inquiries/', { query: { limit } })).data?.inquiries ?? [];
}

export const inquiriesQuery = (limit: number) => queryOptions({ queryKey: [...queryKeys.inquiries, limit] as const, queryFn: () => fetchInquiries(limit) });

export function respondToInquiry(id: string, body: z.input<typeof respondBody>) {
  return api.post<z.infer<typeof respondResponse>>(`/inquiries/${id}/respond/`, body);
}
