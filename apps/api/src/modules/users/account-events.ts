// What account writes announce (decision 024): an address proven by a one-time code (a sign-in,
// or a new e-mail or phone verified), which links what was written with it signed out (issue 21).
import type { Identity } from './accounts.ts';

declare module '../../platform/domain-events.ts' {
  interface DomainEventMap {
    'account.identity_proven': { userId: string; identity: Identity };
  }
}

export {};
