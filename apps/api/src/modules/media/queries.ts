// SQL of listing_images and listing_videos: uploads, attachment, removal, orphan sweep.
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { listingImages, listingVideos } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';
import { renditionKeys } from './renditions.ts';

export type NewImageRow = typeof listingImages.$inferInsert;
export type NewVideoRow = typeof listingVideos.$inferInsert;
export type ImageRecord = typeof listingImages.$inferSelect;
export type VideoRecord = typeof listingVideos.$inferSelect;

/** Every stored file of a photo: original, thumbnail, small WebP and its responsive renditions. */
export const imageKeys = (r: Pick<ImageRecord, 'storageKey' | 'thumbnailKey' | 'smallKey' | 'renditions'>) => [
  ...new Set([r.storageKey, r.thumbnailKey, r.smallKey, ...renditionKeys(r.storageKey, r.renditions)].filter((k): k is string => !!k)),
];

export async function insertImages(tx: DbOrTx, rows: NewImageRow[]) {
  if (!rows.length) return [];
  return tx.insert(listingImages).values(rows).returning();
}

export async function insertVideo(tx: DbOrTx, row: NewVideoRow) {
  const [video] = await tx.insert(listingVideos).values(row).returning();
  return video!;
}

export async function imageSlots(db: DbOrTx, listingId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, maxPosition: sql<number>`coalesce(max(${listingImages.position}), -1)::int` })
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId));
  return row ?? { count: 0, maxPosition: -1 };
}

export async function findImage(db: DbOrTx, id: string): Promise<ImageRecord | null> {
  const [row] = await db.select().from(listingImages).where(eq(listingImages.id, id));
  return row ?? null;
}

export async function findVideo(db: DbOrTx, id: string): Promise<VideoRecord | null> {
  const [row] = await db.select().from(listingVideos).where(eq(listingVideos.id, id));
  return row ?? null;
}

export async function deleteImageRow(db: DbOrTx, id: string) {
  await db.delete(listingImages).where(eq(listingImages.id, id));
}

export async function deleteVideoRow(db: DbOrTx, id: string) {
  await db.delete(listingVideos).where(eq(listingVideos.id, id));
}

export async function videosOfListing(db: DbOrTx, listingId: string) {
  return db.select().from(listingVideos).where(eq(listingVideos.listingId, listingId));
}

/**
 * Attaches the caller's unattached images to a listing in the given order. Returns false (and
 * changes nothing) unless every id is such an image.
 */
export async function claimImages(tx: DbOrTx, opts: { ids: string[]; userId: string; listingId: string; firstPosition?: number }) {
  if (!opts.ids.length) return true;
  const rows = await tx
    .select({ id: listingImages.id })
    .from(listingImages)
    .where(and(inArray(listingImages.id, opts.ids), eq(listingImages.uploaderUserId, opts.userId), isNull(listingImages.listingId)))
    .for('update');
  if (rows.length !== opts.ids.length) return false;
  const first = opts.firstPosition ?? 0;
  for (const [i, id] of opts.ids.entries()) {
    await tx.update(listingImages).set({ listingId: opts.listingId, position: first + i }).where(eq(listingImages.id, id));
  }
  return true;
}

/** Same for one unattached video; any video the listing had is detached and returned for removal. */
export async function claimVideo(tx: DbOrTx, opts: { id: string; userId: string; listingId: string }) {
  const [row] = await tx
    .select()
    .from(listingVideos)
    .where(and(eq(listingVideos.id, opts.id), eq(listingVideos.uploaderUserId, opts.userId), isNull(listingVideos.listingId)))
    .for('update');
  if (!row) return null;
  const previous = await tx.delete(listingVideos).where(eq(listingVideos.listingId, opts.listingId)).returning();
  await tx.update(listingVideos).set({ listingId: opts.listingId }).where(eq(listingVideos.id, opts.id));
  return previous;
}

/** Storage keys of every file of a listing (read before the listing row goes; rows cascade). */
export async function mediaKeysOfListing(db: DbOrTx, listingId: string): Promise<string[]> {
  const images = await db.select().from(listingImages).where(eq(listingImages.listingId, listingId)).orderBy(asc(listingImages.position));
  const videos = await videosOfListing(db, listingId);
  return [...images.flatMap(imageKeys), ...videos.map((v) => v.storageKey)];
}

/** Removes uploads never attached to a listing since `before`; returns their storage keys. */
export async function deleteOrphans(db: DbOrTx, before: Date): Promise<string[]> {
  const images = await db
    .delete(listingImages)
    .where(and(isNull(listingImages.listingId), lt(listingImages.createdAt, before)))
    .returning();
  const videos = await db
    .delete(listingVideos)
    .where(and(isNull(listingVideos.listingId), lt(listingVideos.createdAt, before)))
    .returning();
  return [...images.flatMap(imageKeys), ...videos.map((v) => v.storageKey)];
}

export interface ImageRow {
  id: string;
  listingId: string | null;
  storageKey: string;
  thumbnailKey: string;
  position: number;
  /** Responsive renditions (issue 12) and the photo's size; absent on older photos. */
  renditions?: { widths: number[]; og: boolean } | null;
  width?: number | null;
  height?: number | null;
}

const imageColumns = {
  id: listingImages.id,
  listingId: listingImages.listingId,
  storageKey: listingImages.storageKey,
  thumbnailKey: listingImages.thumbnailKey,
  position: listingImages.position,
  renditions: listingImages.renditions,
  width: listingImages.width,
  height: listingImages.height,
};

/** Images of many listings in one query (no N+1); `firstOnly` keeps each listing's cover. */
export async function imagesFor(db: DbOrTx, listingIds: string[], opts: { firstOnly?: boolean } = {}) {
  const byListing = new Map<string, ImageRow[]>();
  if (!listingIds.length) return byListing;
  const rows: ImageRow[] = opts.firstOnly
    ? (
        await db.execute<{
          id: string;
          listing_id: string;
          storage_key: string;
          thumbnail_key: string;
          position: number;
          renditions: ImageRow['renditions'];
          width: number;
          height: number;
        }>(sql`
          select distinct on (listing_id) id, listing_id, storage_key, thumbnail_key, position, renditions, width, height
          from listing_images where listing_id in ${listingIds}
          order by listing_id, position, created_at`)
      ).rows.map((r) => ({
        id: r.id,
        listingId: r.listing_id,
        storageKey: r.storage_key,
        thumbnailKey: r.thumbnail_key,
        position: r.position,
        renditions: r.renditions,
        width: r.width,
        height: r.height,
      }))
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

/** Ids of a listing's images, in their current order. */
/** How many photos each listing has (one grouped index-only read for all; listings without any are absent). */
export async function imageCountsFor(db: DbOrTx, listingIds: string[]): Promise<Map<string, number>> {
  if (!listingIds.length) return new Map();
  const { rows } = await db.execute<{ listing_id: string; n: number }>(sql`
    select listing_id, count(*)::int as n from listing_images where listing_id in ${listingIds} group by listing_id`);
  return new Map(rows.map((r) => [r.listing_id, r.n]));
}

export async function imageIdsOfListing(db: DbOrTx, listingId: string): Promise<string[]> {
  const rows = await db.select({ id: listingImages.id }).from(listingImages).where(eq(listingImages.listingId, listingId)).orderBy(asc(listingImages.position));
  return rows.map((r) => r.id);
}

/** Gives each image its index in `ids` as position (the caller checked they are the listing's). */
export async function setImagePositions(tx: DbOrTx, listingId: string, ids: string[]) {
  for (const [position, id] of ids.entries()) {
    await tx.update(listingImages).set({ position }).where(and(eq(listingImages.id, id), eq(listingImages.listingId, listingId)));
  }
}
