// SQL of listing_images and listing_videos: uploads, attachment, removal, orphan sweep.
import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
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

/** Ids of a listing's images, in their current order. */
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
