// One public listing (contract 4.2). No bearer. (A buyer's message to its seller is in inquiries.ts.)
import { CAR_NOT_FOUND_MESSAGE } from '@gaadi/domain/messages';
import type { carResponse } from '@gaadi/domain/schemas/car';
import type { RecordAnswer } from '@/lib/api/answer';
import type { PublicCar } from '@/lib/api/cars';
import { api } from '@/lib/api/client';
import { queryOptions } from '@/lib/api/query-options';

/** A 200 answer without a listing reads as not found. */
export class ListingNotFound extends Error {
  constructor() {
    super(CAR_NOT_FOUND_MESSAGE);
  }
}

export async function fetchListing(id: string, signal?: AbortSignal): Promise<PublicCar> {
  const body = await api.get<RecordAnswer<typeof carResponse>>(`/cars/${encodeURIComponent(id)}/`, { auth: 'none', signal });
  if (!body.data || typeof body.data !== 'object') throw new ListingNotFound();
  return body.data;
}

export const listingQuery = (id: string) =>
  queryOptions({ queryKey: ['car', id] as const, queryFn: ({ signal }) => fetchListing(id, signal) });

