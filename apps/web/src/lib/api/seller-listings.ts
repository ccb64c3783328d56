// A seller's own listings (contract 6.1–6.5): create, edit, delete, list and count.
import type { z } from 'zod';
import type { Car } from '@gaadi/domain/schemas/car';
import type {
  carWithSellerResponse,
  createListingBody,
  createListingResponse,
  SellerCar,
  sellerListingsResponse,
  sellerStatsResponse,
  updateListingBody,
} from '@gaadi/domain/schemas/seller';
import type { okMessage } from '@gaadi/domain/schemas/envelope';
import type { draftResponse, SellDraft } from '@gaadi/domain/schemas/listing-drafts';
import type { ListingStatistics, listingStatisticsResponse } from '@gaadi/domain/schemas/listing-statistics';
import type { Answer, DataOf, RecordAnswer } from '@/lib/api/answer';
import { api } from '@/lib/api/client';
import { queryOptions } from '@/lib/api/query-options';
import { queryKeys } from '@/lib/query-keys';

export function createListing(body: z.input<typeof createListingBody>) {
  return api.post<Answer<typeof createListingResponse>>('/cars/seller/create/', body);
}

/** PUT /cars/{id}/: the updated listing, when the answer carries it. */
export async function updateListing(id: string, body: z.input<typeof updateListingBody>): Promise<Partial<Car>> {
  const answer = await api.put<RecordAnswer<typeof carWithSellerResponse>>(`/cars/${id}/`, body);
  return answer.data ?? {};
}

/** POST /cars/{id}/sold/ (issue 22): the listing as it is now, sold. */
export async function markListingSold(id: string): Promise<Partial<Car>> {
  const answer = await api.post<RecordAnswer<typeof carWithSellerResponse>>(`/cars/${id}/sold/`, {});
  return answer.data ?? {};
}

export function deleteListing(id: string) {
  return api.delete<z.infer<typeof okMessage>>(`/cars/seller/${id}/delete/`);
}

/** A seller's own listing as 6.4 sends it: a Car, with the reviewer's reason when it was rejected. */
export type SellerListing = Car & Partial<Pick<SellerCar, 'rejection_reason'>>;

/** The newest `limit` listings of the signed-in seller (`listings`, or `cars` as the contract also names them). */
export async function fetchSellerListings(limit: number): Promise<SellerListing[]> {
  const body = await api.get<Answer<typeof sellerListingsResponse>>('/cars/seller/listings/', { query: { limit } });
  return body.data?.listings ?? body.data?.cars ?? [];
}

export const sellerListingsQuery = (limit: number) =>
  queryOptions({ queryKey: [...queryKeys.sellerListings, limit] as const, queryFn: () => fetchSellerListings(limit) });

export type SellerListingCounts = DataOf<typeof sellerStatsResponse>['listings'];

export async function fetchSellerStats(): Promise<Partial<SellerListingCounts> | null> {
  return (await api.get<Answer<typeof sellerStatsResponse>>('/cars/seller/stats/')).data?.listings ?? null;
}

export const sellerStatsQuery = queryOptions({ queryKey: queryKeys.sellerStats, queryFn: fetchSellerStats });

/** GET /cars/seller/{id}/statistics/ (issue 22): one listing's last 30 days, its price against similar cars, advice. */
export async function fetchListingStatistics(id: string, signal?: AbortSignal): Promise<Partial<ListingStatistics>> {
  return (await api.get<Answer<typeof listingStatisticsResponse>>(`/cars/seller/${encodeURIComponent(id)}/statistics/`, { signal })).data ?? {};
}

export const listingStatisticsQuery = (id: string) =>
  queryOptions({ queryKey: ['seller', 'statistics', id] as const, queryFn: ({ signal }) => fetchListingStatistics(id, signal) });

/** GET /cars/seller/draft/ (issue 22): the signed-in seller's wizard draft kept on the server, or null. */
export async function fetchSellDraft(): Promise<SellDraft | null> {
  const d = (await api.get<Answer<typeof draftResponse>>('/cars/seller/draft/')).data;
  return d && typeof d.step === 'number' && d.values && typeof d.saved_at === 'string' ? { step: d.step, values: d.values, saved_at: d.saved_at } : null;
}

/** PUT /cars/seller/draft/: keeps the answers and the step for the account's other devices. */
export function saveSellDraft(step: number, values: Record<string, unknown>, opts: { keepalive?: boolean } = {}) {
  return api.put<Answer<typeof draftResponse>>('/cars/seller/draft/', { step, values }, opts);
}

export function deleteSellDraft() {
  return api.delete<z.infer<typeof okMessage>>('/cars/seller/draft/');
}
