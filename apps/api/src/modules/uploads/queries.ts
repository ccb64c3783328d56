// SQL of listing_images and listing_videos: uploads, attachment, removal, orphan sweep.
import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { listingImages, listings, listingVideos } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export type NewImageRow = typeof listingImages.$inferInsert;
export type NewVideoRow = typeof listingVideos.$inferInsert;
export type ImageRecord = typeof listingImages.$inferSelect;
export type VideoRecord = typeof listingVideos.$inferSelect;

export const imageKeys = (r: Pick<ImageRecord, 'storageKey' | 'thumbnailKey' | 'smallKey'>) =>
  [r.storageKey, r.thumbnailKey, r.smallKey].filter((k): k is string => !!k);

export async function insertImages(tx: DbOrTx, rows: NewImageRow[]) {
  if (!rows.length) return [];
  return tx.insert(listingImages).values(rows).returning();
}

export async function insertVideo(tx: DbOrTx, row: NewVideoRow) {
  const [video] = await tx.insert(listingVideos).values(row).returning();
  return video!;
}

/** The listing row locked for a media change, so that two uploads never exceed the image limit. */
export async function lockListing(tx: DbOrTx, listingId: string) {
  const [row] = await tx
    .select({ id: listings.id, sellerId: listings.sellerId, status: listings.status })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for('update');
  return row ?? null;
}

export async function imageSlots(db: DbOrTx, listingId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, maxPosition: sql<number>`coalesce(max(${listingImages.position}), -1)::int` })
    .from(listingImages)
    .where(eq(listingImages.listingId, listingId));
  return row ?? { count: 0, maxPosition: -1 };
}

export interface FileWithOwner<T> {
  file: T;
  /** Seller of the listing the file belongs to (null when unattached). */
  listingSellerId: string | null;
}

export async function findImage(db: DbOrTx, id: string): Promise<FileWithOwner<ImageRecord> | null> {
  const [row] = await db
    .select({ file: listingImages, listingSellerId: listings.sellerId })
    .from(listingImages)
    .leftJoin(listings, eq(listings.id, listingImages.listingId))
    .where(eq(listingImages.id, id));
  return row ?? null;
}

export async function findVideo(db: DbOrTx, id: string): Promise<FileWithOwner<VideoRecord> | null> {
  const [row] = await db
    .select({ file: listingVideos, listingSellerId: listings.sellerId })
    .from(listingVideos)
    .leftJoin(listings, eq(listings.id, listingVideos.listingId))
    .where(eq(listingVideos.id, id));
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
