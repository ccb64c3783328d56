// The offers table's SQL (this module owns it). Every change is conditional on the offer still being
// open, so that of two racing answers only one changes it (the other finds nothing to change).
import { and, eq } from 'drizzle-orm';
import type { OfferStatus } from '@gaadi/domain/conversation-rules';
import { offers } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';
import type { OfferRow } from './offer-records.ts';

export async function findOffer(db: DbOrTx, id: string): Promise<OfferRow | null> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  return row ?? null;
}

export async function openOfferOf(db: DbOrTx, conversationId: string): Promise<OfferRow | null> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.conversationId, conversationId), eq(offers.status, 'open')));
  return row ?? null;
}

export async function insertOffer(tx: DbOrTx, values: Pick<typeof offers.$inferInsert, 'conversationId' | 'madeBy' | 'amount' | 'askingPrice'>): Promise<OfferRow> {
  const [row] = await tx.insert(offers).values({ ...values, status: 'open' }).returning();
  return row!;
}

/** Ends an open offer (accepted, declined, countered, withdrawn); null when it was no longer open. */
export async function endOffer(tx: DbOrTx, id: string, status: Exclude<OfferStatus, 'open'>): Promise<OfferRow | null> {
  const [row] = await tx
    .update(offers)
    .set({ status, respondedAt: new Date() })
    .where(and(eq(offers.id, id), eq(offers.status, 'open')))
    .returning();
  return row ?? null;
}
