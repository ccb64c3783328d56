import { useQuery } from '@tanstack/react-query';
import { CAR_NOT_FOUND_MESSAGE } from '@gaadi/domain/messages';
import { listingQuery, ListingNotFound } from '@/lib/api/listing';
import { ApiError } from '@/lib/api/client';

const LISTING_LOAD_FAILED = 'Failed to load car details. Please try again.';

/** Not found → "Car listing not found"; another server error → its text; else the generic text. */
export function listingErrorMessage(error: unknown): string {
  if (error instanceof ListingNotFound) return CAR_NOT_FOUND_MESSAGE;
  if (error instanceof ApiError) {
    if (error.isNotFound) return CAR_NOT_FOUND_MESSAGE;
    if (!error.isNetwork) return error.message;
  }
  return LISTING_LOAD_FAILED;
}

export function useListing(id: string) {
  return useQuery({
    ...listingQuery(id),
    retry: (count, error) => count < 1 && error instanceof ApiError && error.isNetwork,
    // A server-rendered "not found" stays as rendered (no second request, no skeleton flash).
    retryOnMount: false,
    // Asks even while the browser says offline: the service worker may answer from its kept copy
    // (docs/decisions/036); a failed try then waits for the network (the page says so).
    networkMode: 'offlineFirst',
  });
}
