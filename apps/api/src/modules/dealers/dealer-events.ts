// What dealer profile writes announce (decision 024, issue 22): a profile created or changed. Cards
// and pages name the dealer, so the caches of public pages listen (modules/listeners.ts).
declare module '../../platform/domain-events.ts' {
  interface DomainEventMap {
    'dealer.changed': { userId: string; slug: string; listingId?: undefined };
  }
}

export {};
