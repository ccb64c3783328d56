// The listing store's writes. Each takes the write's transaction with its publish (a `Write` from
// ctx.events.transaction) and announces exactly one typed event in that transaction
// (listing-events.ts): a listing cannot change without the change being announced, and a
// rolled-back write announces nothing. Callers apply the rules; these only write and announce.
import { and, eq, sql } from 'drizzle-orm';
import type { DomainEventMap, Write } from '../../platform/domain-events.ts';
import { listingChanges, listings } from '../../db/schema.ts';
import type { ListingActor } from './listing-events.ts';
import type { ChangeLog, ListingRow, ListingSet, NewListing } from './listing-rows.ts';

type Without<E, K extends string> = E extends unknown ? Omit<E, K> : never;
/** The event an update announces, without what the store fills in (the listing and its two states). */
export type UpdateCause = Without<
  | ({ type: 'listing.edited' } & DomainEventMap['listing.edited'])
  | ({ type: 'listing.reviewed' } & DomainEventMap['listing.reviewed'])
  | ({ type: 'listing.verified' } & DomainEventMap['listing.verified']),
  'listingId' | 'before' | 'after'
>;

/** A new listing: a seller's submission, or rows of the demo seeder and test factories. */
export async function insertListing(w: Write, values: NewListing, cause: 'listing.created' | 'listing.seeded' = 'listing.created'): Promise<ListingRow> {
  const [row] = await w.tx.insert(listings).values(values).returning();
  await w.publish(cause === 'listing.created' ? { type: cause, listingId: row!.id, listing: row! } : { type: cause, listingId: row!.id });
  return row!;
}

/**
 * Writes fields of a listing the caller has locked (`before`), with the audit row of an edit's
 * changes, and announces the cause. Returns the row as it is now.
 */
export async function updateListing(w: Write, before: ListingRow, set: ListingSet, cause: UpdateCause): Promise<ListingRow> {
  const [after] = await w.tx.update(listings).set(set).where(eq(listings.id, before.id)).returning();
  if (!after) throw new Error('listing vanished during its update'); // callers hold its row lock
  if (cause.type === 'listing.edited' && Object.keys(cause.changes).length) await recordChanges(w, before.id, cause.by, cause.changes);
  await w.publish({ ...cause, listingId: before.id, before, after } as Parameters<Write['publish']>[0]);
  return after;
}

async function recordChanges(w: Write, listingId: string, by: ListingActor, changes: ChangeLog) {
  await w.tx.insert(listingChanges).values({ listingId, actorUserId: by.userId ?? null, actorAdminId: by.adminId ?? null, changes });
}

/** Deletes a listing (images, inquiries and reviews cascade); false when it was already gone. */
export async function deleteListing(w: Write, listing: ListingRow, by: ListingActor): Promise<boolean> {
  const rows = await w.tx.delete(listings).where(eq(listings.id, listing.id)).returning({ id: listings.id });
  if (!rows.length) return false;
  await w.publish({ type: 'listing.removed', listingId: listing.id, listing, by });
  return true;
}

/**
 * Counts an inquiry on the listing, only while it is public: one statement checks and bumps, so a
 * listing withdrawn meanwhile cannot receive one. Null (nothing changed) when it is not public.
 */
export async function countInquiry(w: Write, listingId: string) {
  const [row] = await w.tx
    .update(listings)
    .set({ inquiriesCount: sql`${listings.inquiriesCount} + 1` })
    .where(and(eq(listings.id, listingId), eq(listings.status, 'approved')))
    .returning({
      id: listings.id,
      sellerId: listings.sellerId,
      year: listings.year,
      brandName: listings.brandName,
      modelName: listings.modelName,
      urgency: listings.urgency,
      title: listings.title,
    });
  if (row) await w.publish({ type: 'listing.inquiry_counted', listingId });
  return row ?? null;
}

/**
 * Counts a batch of views of one day (India time): each viewer once a day per listing, whichever
 * process saw them (the day's viewers table decides), in one statement; the new viewers raise
 * views_count and the day's count. Announces 'listing.viewed' for each listing that rose, and
 * returns the new counts. The day's rows are written in listing order: two processes flushing views
 * of the same listings took their row locks in different orders and deadlocked (the soak of
 * 2026-11-28; the flush kept its views and wrote them at the next one).
 */
export async function recordViews(w: Write, day: string, views: Array<{ listingId: string; viewer: bigint }>): Promise<Map<string, number>> {
  if (!views.length) return new Map();
  const { rows } = await w.tx.execute<{ id: string; views_count: number }>(sql`
    with input as (
      select * from unnest(${`{${views.map((v) => v.listingId).join(',')}}`}::uuid[], ${`{${views.map((v) => v.viewer).join(',')}}`}::int8[]) as t(listing_id, viewer)),
    seen as (
      insert into listing_viewers (listing_id, day, viewer)
      select i.listing_id, ${day}::date, i.viewer from input i join listings l on l.id = i.listing_id
      on conflict do nothing returning listing_id),
    counts as (select listing_id, count(*)::int as n from seen group by listing_id order by listing_id),
    days as (
      insert into listing_daily_stats (listing_id, day, views)
      select listing_id, ${day}::date, n from counts order by listing_id
      on conflict (listing_id, day) do update set views = listing_daily_stats.views + excluded.views)
    update listings l set views_count = l.views_count + c.n from counts c where l.id = c.listing_id
    returning l.id, l.views_count`);
  for (const r of rows) await w.publish({ type: 'listing.viewed', listingId: r.id, viewsCount: r.views_count });
  return new Map(rows.map((r) => [r.id, r.views_count]));
}

