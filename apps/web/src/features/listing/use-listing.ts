import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '@/lib/api/client';
import type { PublicCar } from '@/lib/car-types';

export const LISTING_NOT_FOUND = 'Car listing not found';
export const LISTING_LOAD_FAILED = 'Failed to load car details. Please try again.';

export class ListingNotFound extends Error {}

export async function fetchListing(id: string, signal?: AbortSignal): Promise<PublicCar> {
  const body = await api.get<{ data?: PublicCar }>(`/cars/${encodeURIComponent(id)}/`, { auth: 'none', signal });
  if (!body.data || typeof body.data !== 'object') throw new ListingNotFound(LISTING_NOT_FOUND);
  return body.data;
}

/** Not found → "Car listing not found"; another server error → its text; else the generic text. */
export function listingErrorMessage(error: unknown): string {
  if (error instanceof ListingNotFound) return LISTING_NOT_FOUND;
  if (error instanceof ApiError) {
    if (error.isNotFound) return LISTING_NOT_FOUND;
    if (!error.isNetwork) return error.message;
  }
  return LISTING_LOAD_FAILED;
}

export function useListing(id: string) {
  return useQuery({
    queryKey: ['car', id],
    queryFn: ({ signal }) => fetchListing(id, signal),
    retry: (count, error) => count < 1 && error instanceof ApiError && error.isNetwork,
  });
}
