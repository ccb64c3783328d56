// What other modules may read and change of a listing's photos and video (this module owns
// listing_images and listing_videos): the images of listings for their cards and pages, attaching a
// seller's uploads to a new listing, the files to remove with a listing, and the cover-image
// lateral join the public search composes into its page statement (one round trip per page).
import type { DbOrTx } from '../../platform/database.ts';
import { claimImages, imageCountsFor, imagesFor, mediaKeysOfListing, type ImageRow } from './queries.ts';

export type { ImageRow };

/** Images of many listings in one query (no N+1); `firstOnly` keeps each listing's cover. */
export const imagesOfListings = (db: DbOrTx, listingIds: string[], opts: { firstOnly?: boolean } = {}) => imagesFor(db, listingIds, opts);

/** How many photos each listing has, in one query (cards carry only the cover; issue 13's images_count). */
export const imageCountsOfListings = (db: DbOrTx, listingIds: string[]) => imageCountsFor(db, listingIds);

/** Attaches the caller's unattached images in order; false (nothing changed) unless every id is one. */
export const attachUploadedImages = (tx: DbOrTx, opts: { ids: string[]; userId: string; listingId: string; firstPosition?: number }) =>
  claimImages(tx, opts);

/** Storage keys of every file of a listing, read before the listing goes (its rows cascade). */
export const storageKeysOfListing = (db: DbOrTx, listingId: string) => mediaKeysOfListing(db, listingId);

/**
 * `left join lateral (…) cover on true` giving "imageId", "imageKey", "imageThumbnailKey", its renditions and size of the
 * first image, and "imagesCount" (how many photos it has, an index-only count), of the listing whose id is `listingIdSql`, for a statement that reads listing cards.
 */
export const coverImageJoin = (listingIdSql: string) => `left join lateral (
    select i.id as "imageId", i.storage_key as "imageKey", i.thumbnail_key as "imageThumbnailKey",
           i.renditions as "imageRenditions", i.width as "imageWidth", i.height as "imageHeight"
    from listing_images i where i.listing_id = ${listingIdSql} order by i.position, i.created_at limit 1
  ) cover on true
  cross join lateral (select count(*)::int as "imagesCount" from listing_images i where i.listing_id = ${listingIdSql}) photos`;
