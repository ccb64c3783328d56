// Inquiries sent signed out become the account's once it proves the e-mail or phone they gave
// (issue 21): the seller's later answer then reaches the buyer (6.13's inquiry_response). A listener
// of 'account.identity_proven', in its transaction.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { inquiries } from '../../db/schema.ts';
import type { DomainEvent, Write } from '../../platform/domain-events.ts';
import type {} from '../users/account-events.ts'; // the event it listens to (declaration merging)

export async function claimInquiries({ tx }: Write, e: DomainEvent<'account.identity_proven'>) {
  const { identity } = e;
  const match = identity.kind === 'email' ? sql`lower(${inquiries.buyerEmail}) = ${identity.value.toLowerCase()}` : eq(inquiries.buyerPhone, identity.value);
  await tx
    .update(inquiries)
    .set({ buyerUserId: e.userId })
    .where(and(isNull(inquiries.buyerUserId), match, ne(inquiries.sellerId, e.userId)));
}
