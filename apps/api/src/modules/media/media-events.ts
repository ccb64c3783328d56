// What a media write announces (decision 024): a listing's photos changed (added, removed or
// reordered), which changes its cards and page, so caches listen (modules/listeners.ts).
declare module '../../platform/domain-events.ts' {
  interface DomainEventMap {
    'media.listing_photos_changed': { listingId: string };
  }
}

export {};
