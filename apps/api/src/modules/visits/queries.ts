// The SQL of visiting hours and visits (this module owns visit_availability and visits). A seller
// holds a slot while a visit there is requested or confirmed: the partial unique index
// visits_seller_slot_uq refuses a second one. Status changes are conditional on the status they
// leave, so that of two racing changes one wins.
import { and, asc, eq, gt, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { VisitStatus } from '@gaadi/domain/conversation-rules';
import { visitAvailability, visits } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';
import type { VisitRow } from './visit-records.ts';
import type { Window } from './visit-time.ts';

export type AvailabilityRow = typeof visitAvailability.$inferSelect;

/** Statuses that hold the seller's slot. */
export const PLANNED: VisitStatus[] = ['requested', 'confirmed'];

export async function availabilityOf(db: DbOrTx, sellerId: string): Promise<AvailabilityRow[]> {
  return db
    .select()
    .from(visitAvailability)
    .where(eq(visitAvailability.sellerId, sellerId))
    .orderBy(sql`${visitAvailability.listingId} is not null`, asc(visitAvailability.updatedAt));
}

/** The car's own hours and the seller's general ones (either may be missing). */
export async function hoursFor(db: DbOrTx, sellerId: string, listingId: string) {
  const rows = await db
    .select()
    .from(visitAvailability)
    .where(and(eq(visitAvailability.sellerId, sellerId), or(eq(visitAvailability.listingId, listingId), isNull(visitAvailability.listingId))));
  return { own: rows.find((r) => r.listingId === listingId) ?? null, general: rows.find((r) => r.listingId === null) ?? null };
}

export async function saveAvailability(tx: DbOrTx, v: { sellerId: string; listingId: string | null; location: string; windows: Window[] }) {
  await tx
    .insert(visitAvailability)
    .values(v)
    .onConflictDoUpdate({
      target: [visitAvailability.sellerId, visitAvailability.listingId],
      set: { location: v.location, windows: v.windows, updatedAt: new Date() },
    });
}

export async function deleteAvailability(tx: DbOrTx, sellerId: string, listingId: string) {
  await tx.delete(visitAvailability).where(and(eq(visitAvailability.sellerId, sellerId), eq(visitAvailability.listingId, listingId)));
}

/** Starts (epoch ms) of the slots the seller holds between two instants, on any of their cars. */
export async function heldSlots(db: DbOrTx, sellerId: string, from: Date, to: Date): Promise<Set<number>> {
  const rows = await db
    .select({ startsAt: visits.startsAt })
    .from(visits)
    .where(and(eq(visits.sellerId, sellerId), inArray(visits.status, PLANNED), gte(visits.startsAt, from), lte(visits.startsAt, to)));
  return new Set(rows.map((r) => r.startsAt.getTime()));
}

export async function findVisit(db: DbOrTx, id: string): Promise<VisitRow | null> {
  const [row] = await db.select().from(visits).where(eq(visits.id, id));
  return row ?? null;
}

export async function insertVisit(tx: DbOrTx, values: typeof visits.$inferInsert): Promise<VisitRow> {
  const [row] = await tx.insert(visits).values(values).returning();
  return row!;
}

/** Moves a visit on from one of the given statuses; null when it had left them meanwhile. */
export async function setVisitStatus(tx: DbOrTx, id: string, from: VisitStatus[], to: { status: VisitStatus; reason?: string | null }): Promise<VisitRow | null> {
  const [row] = await tx
    .update(visits)
    .set({ status: to.status, ...(to.reason !== undefined ? { reason: to.reason } : {}), updatedAt: new Date() })
    .where(and(eq(visits.id, id), inArray(visits.status, from)))
    .returning();
  return row ?? null;
}

/** A person's visits as buyer or seller, soonest first; upcoming: planned and not yet over. */
export async function visitsOfUser(db: DbOrTx, userId: string, scope: 'upcoming' | 'all', now: Date): Promise<VisitRow[]> {
  return db
    .select()
    .from(visits)
    .where(
      and(
        or(eq(visits.sellerId, userId), eq(visits.buyerUserId, userId)),
        scope === 'upcoming' ? and(inArray(visits.status, PLANNED), gt(visits.endsAt, now)) : undefined,
      ),
    )
    .orderBy(asc(visits.startsAt), asc(visits.createdAt))
    .limit(500);
}

/**
 * Marks a confirmed visit reminded, once: only while it is still confirmed at the time the reminder
 * was queued for and nobody has reminded it yet (a compare-and-set across every API process).
 */
export async function markReminded(tx: DbOrTx, id: string, startsAt: Date, now: Date): Promise<VisitRow | null> {
  const [row] = await tx
    .update(visits)
    .set({ remindedAt: now })
    .where(and(eq(visits.id, id), eq(visits.status, 'confirmed'), eq(visits.startsAt, startsAt), isNull(visits.remindedAt)))
    .returning();
  return row ?? null;
}
