// What other modules may read and change of visits (this module owns visits and visit_availability;
// issue 21): a conversation's visits and visits by id with their car and people, the one serializer,
// and cancelling what is planned when a conversation closes.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { VisitStatus } from '@gaadi/domain/conversation-rules';
import type { Visit } from '@gaadi/domain/schemas/conversations';
import { visits } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';
import { conversationsByIds, type ConversationRow, type Side } from '../conversations/conversation-records.ts';
import { accountContacts } from '../users/accounts.ts';

export type VisitRow = typeof visits.$inferSelect;

/** A visit with what its answers show: the car's title and both people's names. */
export interface VisitView extends VisitRow {
  carTitle: string;
  buyerName: string;
  sellerName: string;
}

export const calendarPath = (visitId: string) => `/api/v1/visits/${visitId}/calendar.ics`;

export function toVisit(v: VisitView, reader: Side): Visit {
  return {
    id: v.id,
    conversation_id: v.conversationId,
    car: { id: v.listingId, title: v.carTitle },
    role: reader,
    other_party: { name: reader === 'buyer' ? v.sellerName : v.buyerName },
    starts_at: v.startsAt.toISOString(),
    ends_at: v.endsAt.toISOString(),
    status: v.status as VisitStatus,
    requested_by: v.requestedBy as Side,
    from_windows: v.fromWindows,
    location: v.location,
    note: v.note,
    reason: v.reason,
    calendar_url: calendarPath(v.id),
    created_at: v.createdAt.toISOString(),
  };
}

/** The views of these visits, in their order (three queries whatever their number). */
export async function visitViews(db: DbOrTx, rows: VisitRow[], known: ConversationRow[] = []): Promise<VisitView[]> {
  if (!rows.length) return [];
  const given = new Map(known.map((c) => [c.id, c]));
  const missing = rows.map((r) => r.conversationId).filter((id) => !given.has(id));
  const [fetched, people] = await Promise.all([
    conversationsByIds(db, missing),
    accountContacts(db, rows.flatMap((r) => [r.sellerId, r.buyerUserId])),
  ]);
  const name = (id: string) => people.get(id)?.name.trim() ?? '';
  return rows.map((r) => {
    const c = given.get(r.conversationId) ?? fetched.get(r.conversationId);
    return {
      ...r,
      carTitle: c?.carTitle ?? '',
      buyerName: c?.buyerName || name(r.buyerUserId) || 'Buyer',
      sellerName: name(r.sellerId) || 'Seller',
    };
  });
}

/** Every visit of a conversation (planned, past, declined, cancelled, moved), soonest first, for one side. */
export async function visitsOf(db: DbOrTx, conversationId: string, readerSide: Side): Promise<Visit[]> {
  const rows = await db.select().from(visits).where(eq(visits.conversationId, conversationId)).orderBy(asc(visits.startsAt), asc(visits.createdAt));
  return (await visitViews(db, rows)).map((v) => toVisit(v, readerSide));
}

/** Visits by id (messages carry visit_id), in one go; serialize each with toVisit(view, reader). */
export async function visitById(db: DbOrTx, ids: string[]): Promise<Map<string, VisitView>> {
  if (!ids.length) return new Map();
  const rows = await db.select().from(visits).where(inArray(visits.id, [...new Set(ids)]));
  return new Map((await visitViews(db, rows)).map((v) => [v.id, v]));
}

/**
 * The conversation closed (its car sold or removed): its planned visits are cancelled, which frees
 * the seller's slots and stops their reminders. Call in the transaction that closes it; returns them.
 */
export async function closeVisits(tx: DbOrTx, conversationId: string, reason: string | null = null): Promise<VisitRow[]> {
  return tx
    .update(visits)
    .set({ status: 'cancelled' satisfies VisitStatus, reason, updatedAt: new Date() })
    .where(and(eq(visits.conversationId, conversationId), inArray(visits.status, ['requested', 'confirmed'] satisfies VisitStatus[])))
    .returning();
}
