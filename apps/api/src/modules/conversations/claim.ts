// A buyer who wrote signed out finds their conversations once they prove the e-mail or phone they
// gave (issue 21): a listener of 'account.identity_proven' (a sign-in by one-time code, or a new
// address verified), in that transaction.
import type { DomainEvent, Write } from '../../platform/domain-events.ts';
import type {} from '../users/account-events.ts'; // the event it listens to (declaration merging)
import { claimFor } from './queries.ts';

export async function claimConversations(w: Write, e: DomainEvent<'account.identity_proven'>) {
  await claimFor(w.tx, e.userId, e.identity);
}
