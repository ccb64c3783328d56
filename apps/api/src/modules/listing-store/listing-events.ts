// What a listing write announces (decision 024). The store publishes exactly one of these for each
// write it makes, in the write's transaction (listing-writes.ts); listeners are registered in
// modules/listeners.ts. Every event names its listing, so that caches can be cleared per listing.
import type { ReviewAction } from '@gaadi/domain/schemas/admin';
import type { ChangeLog, ListingRow } from './listing-rows.ts';

/** Who changed a listing: its seller or an admin. */
export type ListingActor = { userId: string; adminId?: undefined } | { adminId: string; userId?: undefined };

declare module '../../platform/domain-events.ts' {
  interface DomainEventMap {
    /** A seller submitted a new listing; it waits for review. */
    'listing.created': { listingId: string; listing: ListingRow };
    /** Rows written by the demo seeder or a test factory: caches clear, nobody is told. */
    'listing.seeded': { listingId: string };
    /** Fields changed by the seller (6.2, back to review) or an admin (7.4). */
    'listing.edited': { listingId: string; before: ListingRow; after: ListingRow; by: ListingActor; changes: ChangeLog };
    /** An admin's review action (7.6); `before` equals `after` when the action changed no field (flag). */
    'listing.reviewed': { listingId: string; before: ListingRow; after: ListingRow; action: ReviewAction; reason: string | null; adminId: string };
    /** An admin recorded the verification checklist (issue 15). */
    'listing.verified': { listingId: string; before: ListingRow; after: ListingRow; adminId: string };
    /** Deleted with everything hanging off it (its rows cascade); `listing` as it was. */
    'listing.removed': { listingId: string; listing: ListingRow; by: ListingActor };
    /** One more counted viewer (views_count). */
    'listing.viewed': { listingId: string; viewsCount: number };
    /** One more inquiry counted (inquiries_count). */
    'listing.inquiry_counted': { listingId: string };
  }
}

/** Every event that changes what the public catalogue shows of a listing (caches listen to these). */
export const LISTING_CHANGES = [
  'listing.created',
  'listing.seeded',
  'listing.edited',
  'listing.reviewed',
  'listing.verified',
  'listing.removed',
  'listing.inquiry_counted',
] as const;
