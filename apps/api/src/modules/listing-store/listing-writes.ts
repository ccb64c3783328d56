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
 * Counts one view per viewer ('u:<userId>' or 'ip:<address>') in one statement: the view row is
 * inserted only if new, and the counter moves only when it was. Returns the new count, or null
 * when this viewer had already been counted (or the listing vanished meanwhile).
 */
export async function recordView(w: Write, listingId: string, viewerKey: string): Promise<number | null> {
  const { rows } = await w.tx.execute<{ views_count: number }>(sql`
    with seen as (
      insert into listing_views (listing_id, viewer_key)
      select id, ${viewerKey} from listings where id = ${listingId}
      on conflict do nothing returning listing_id)
    update listings set views_count = views_count + 1
    where id in (select listing_id from seen) returning views_count`);
  const viewsCount = rows[0]?.views_count ?? null;
  if (viewsCount !== null) await w.publish({ type: 'listing.viewed', listingId, viewsCount });
  return viewsCount;
}
