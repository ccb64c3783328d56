// What other modules may read and change of a listing's photos and video (this module owns
// listing_images and listing_videos): the images of listings for their cards and pages, attaching a
// seller's uploads to a new listing, the files to remove with a listing, and the cover-image
// lateral join the public search composes into its page statement (one round trip per page).
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { listingImages } from '../../db/schema.ts';
import { preparedQuery, type DbOrTx } from '../../platform/database.ts';
import { imageKeys, videosOfListing } from './queries.ts';

/**
 * Attaches the caller's unattached images to a new listing in the given order. Returns false (and
 * changes nothing) unless every id is such an image.
 */
export async function attachUploadedImages(tx: DbOrTx, opts: { ids: string[]; userId: string; listingId: string; firstPosition?: number }) {
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

/** Storage keys of every file of a listing (read before the listing row goes; rows cascade). */
export async function storageKeysOfListing(db: DbOrTx, listingId: string): Promise<string[]> {
  const images = await db.select().from(listingImages).where(eq(listingImages.listingId, listingId)).orderBy(asc(listingImages.position));
  const videos = await videosOfListing(db, listingId);
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

/** Images of many listings in one query (no N+1); `firstOnly` keeps each listing's cover. */
export async function imagesOfListings(db: DbOrTx, listingIds: string[], opts: { firstOnly?: boolean } = {}) {
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
    : await imagesOfIds(db).execute({ ids: listingIds });
  for (const r of rows) {
    const list = byListing.get(r.listingId!) ?? [];
    list.push(r);
    byListing.set(r.listingId!, list);
  }
  return byListing;
}

/** How many photos each listing has (one grouped index-only read for all; listings without any are absent). */
export async function imageCountsOfListings(db: DbOrTx, listingIds: string[]): Promise<Map<string, number>> {
  if (!listingIds.length) return new Map();
  const { rows } = await db.execute<{ listing_id: string; n: number }>(sql`
    select listing_id, count(*)::int as n from listing_images where listing_id in ${listingIds} group by listing_id`);
  return new Map(rows.map((r) => [r.listing_id, r.n]));
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

/** Every photo of these listings in order: a named prepared statement (decision 044), ids as one array. */
const imagesOfIds = preparedQuery((db) =>
  db
    .select(imageColumns)
    .from(listingImages)
    .where(sql`${listingImages.listingId} = any(${sql.placeholder('ids')}::uuid[])`)
    .orderBy(asc(listingImages.position), asc(listingImages.createdAt))
    .prepare('images_of_listings'),
);

/**
 * `left join lateral (…) cover on true` giving "imageId", "imageKey", "imageThumbnailKey", its
 * renditions and size of the first image, and "imagesCount" (how many photos it has; null when it
 * has none), of the listing whose id is `listingIdSql`, for a statement that reads listing cards.
 * One pass over the listing's entries in listing_images_listing_idx gives both: a second lateral
 * counting them descended the same index again for every card (issue 23).
 */
export const coverImageJoin = (listingIdSql: string) => `left join lateral (
    select i.id as "imageId", i.storage_key as "imageKey", i.thumbnail_key as "imageThumbnailKey",
           i.renditions as "imageRenditions", i.width as "imageWidth", i.height as "imageHeight",
           count(*) over ()::int as "imagesCount"
    from listing_images i where i.listing_id = ${listingIdSql} order by i.position, i.created_at limit 1
  ) cover on true`;

/**
 * `left join lateral (…) images on true` giving "images": every photo of the listing whose id is
 * `listingIdSql`, in order, as JSON (imagesOfJoined reads it), for the statement that reads a
 * listing's page in one round trip (listing-store's listingPageQuery, decision 048).
 */
export const imagesJoin = (listingIdSql: string) => `left join lateral (
    select coalesce(json_agg(json_build_object(
      'id', i.id, 'storageKey', i.storage_key, 'thumbnailKey', i.thumbnail_key, 'position', i.position,
      'renditions', i.renditions, 'width', i.width, 'height', i.height
    ) order by i.position, i.created_at), '[]') as "images"
    from listing_images i where i.listing_id = ${listingIdSql}
  ) images on true`;

/** What imagesJoin adds to a row. */
export interface JoinedImages {
  images: Array<Omit<ImageRow, 'listingId'>>;
}

/** The photos imagesJoin gave, as imagesOfListings gives them. */
export const imagesOfJoined = (listingId: string, { images }: JoinedImages): ImageRow[] => images.map((i) => ({ ...i, listingId }));
