// SQL of the alert tables: saved_search_alerts (dedupe and digest waiting list),
// price_drop_alerts (dedupe) and alert_mail_opt_outs.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alertMailOptOuts, priceDropAlerts, savedSearchAlerts } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export type SavedSearchAlertRow = typeof savedSearchAlerts.$inferSelect;

/** Inserts the alerts not recorded before; returns only the new ones (a retried job gets none). */
export async function recordSavedSearchAlerts(tx: DbOrTx, rows: Array<typeof savedSearchAlerts.$inferInsert>): Promise<SavedSearchAlertRow[]> {
  if (!rows.length) return [];
  return tx.insert(savedSearchAlerts).values(rows).onConflictDoNothing().returning();
}

/** Marks alerts as told; returns those this call marked (another process may have been first). */
export async function markAlertsSent(tx: DbOrTx, ids: string[]): Promise<SavedSearchAlertRow[]> {
  if (!ids.length) return [];
  return tx
    .update(savedSearchAlerts)
    .set({ sentAt: sql`now()` })
    .where(and(inArray(savedSearchAlerts.id, ids), isNull(savedSearchAlerts.sentAt)))
    .returning();
}

/** Users with digest alerts waiting, for one frequency (saved_search_alerts_digest_idx). */
export async function usersWithPendingDigest(db: DbOrTx, frequency: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: savedSearchAlerts.userId })
    .from(savedSearchAlerts)
    .where(and(eq(savedSearchAlerts.frequency, frequency), isNull(savedSearchAlerts.sentAt)));
  return rows.map((r) => r.userId);
}

/** Takes one user's waiting digest alerts (locked, so two digest runs never both send them). */
export async function takePendingDigest(tx: DbOrTx, userId: string, frequency: string): Promise<SavedSearchAlertRow[]> {
  const pending = await tx
    .select({ id: savedSearchAlerts.id })
    .from(savedSearchAlerts)
    .where(and(eq(savedSearchAlerts.userId, userId), eq(savedSearchAlerts.frequency, frequency), isNull(savedSearchAlerts.sentAt)))
    .for('update', { skipLocked: true });
  return markAlertsSent(
    tx,
    pending.map((p) => p.id),
  );
}

export async function recordPriceDrops(tx: DbOrTx, listingId: string, price: number, userIds: string[]): Promise<string[]> {
  if (!userIds.length) return [];
  const rows = await tx
    .insert(priceDropAlerts)
    .values(userIds.map((userId) => ({ userId, listingId, price })))
    .onConflictDoNothing()
    .returning({ userId: priceDropAlerts.userId });
  return rows.map((r) => r.userId);
}

export async function priceDropMailsOff(db: DbOrTx, userIds: string[]): Promise<Set<string>> {
  if (!userIds.length) return new Set();
  const rows = await db
    .select({ userId: alertMailOptOuts.userId })
    .from(alertMailOptOuts)
    .where(and(inArray(alertMailOptOuts.userId, userIds), eq(alertMailOptOuts.priceDropMailsOff, true)));
  return new Set(rows.map((r) => r.userId));
}

export async function turnOffPriceDropMails(db: DbOrTx, userId: string): Promise<void> {
  await db
    .insert(alertMailOptOuts)
    .values({ userId, priceDropMailsOff: true })
    .onConflictDoUpdate({ target: alertMailOptOuts.userId, set: { priceDropMailsOff: true, updatedAt: sql`now()` } });
}
