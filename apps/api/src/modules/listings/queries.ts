import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { listingImages, listings, users } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';
import type { SellerAccount } from './serialize.ts';

export interface ImageRow {
  id: string;
  listingId: string | null;
  storageKey: string;
  thumbnailKey: string;
  position: number;
}

const imageColumns = {
  id: listingImages.id,
  listingId: listingImages.listingId,
  storageKey: listingImages.storageKey,
  thumbnailKey: listingImages.thumbnailKey,
  position: listingImages.position,
};

/** Images of many listings in one query (no N+1); `firstOnly` keeps each listing's cover. */
export async function imagesFor(db: DbOrTx, listingIds: string[], opts: { firstOnly?: boolean } = {}) {
  const byListing = new Map<string, ImageRow[]>();
  if (!listingIds.length) return byListing;
  const rows: ImageRow[] = opts.firstOnly
    ? (
        await db.execute<{ id: string; listing_id: string; storage_key: string; thumbnail_key: string; position: number }>(sql`
          select distinct on (listing_id) id, listing_id, storage_key, thumbnail_key, position
          from listing_images where listing_id in ${listingIds}
          order by listing_id, position, created_at`)
      ).rows.map((r) => ({ id: r.id, listingId: r.listing_id, storageKey: r.storage_key, thumbnailKey: r.thumbnail_key, position: r.position }))
    : await db
        .select(imageColumns)
        .from(listingImages)
        .where(inArray(listingImages.listingId, listingIds))
        .orderBy(asc(listingImages.position), asc(listingImages.createdAt));
  for (const r of rows) {
    const list = byListing.get(r.listingId!) ?? [];
    list.push(r);
    byListing.set(r.listingId!, list);
  }
  return byListing;
}

/** Owning accounts of many listings in one query. */
export async function sellersFor(db: DbOrTx, sellerIds: string[]) {
  const map = new Map<string, SellerAccount>();
  if (!sellerIds.length) return map;
  const rows = await db
    .select({ id: users.id, name: users.name, phone_number: users.phoneNumber })
    .from(users)
    .where(inArray(users.id, [...new Set(sellerIds)]));
  for (const r of rows) map.set(r.id, r);
  return map;
}

export async function findListing(db: DbOrTx, id: string) {
  const [row] = await db.select().from(listings).where(eq(listings.id, id));
  return row ?? null;
}

export async function findPublicListing(db: DbOrTx, id: string) {
  const [row] = await db.select().from(listings).where(and(eq(listings.id, id), eq(listings.status, 'approved')));
  return row ?? null;
}


/**
 * Counts one view per viewer ('u:<userId>' or 'ip:<address>') in one statement: the view row is
 * inserted only if new, and the counter moves only when it was. Returns the new count, or null
 * when this viewer had already been counted (or the listing vanished meanwhile).
 */
export async function recordView(db: DbOrTx, listingId: string, viewerKey: string): Promise<number | null> {
  try {
    const { rows } = await db.execute<{ views_count: number }>(sql`
      with seen as (
        insert into listing_views (listing_id, viewer_key) values (${listingId}, ${viewerKey})
        on conflict do nothing returning listing_id)
      update listings set views_count = views_count + 1
      where id in (select listing_id from seen) returning views_count`);
    return rows[0]?.views_count ?? null;
  } catch (e) {
    if ((e as { code?: string }).code === '23503') return null; // deleted between read and count
    throw e;
  }
}
