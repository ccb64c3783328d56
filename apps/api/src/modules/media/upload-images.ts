// POST /upload/car-images/ (contract 5.1): check, re-encode, store, record; with carId the images
// join that listing at once, after its existing ones.
import { randomUUID } from 'node:crypto';
import { LIMITS } from '@gaadi/domain/constants';
import { UPLOAD_MESSAGES, type UploadedImage } from '@gaadi/domain/schemas/seller';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { imageWork } from '../../platform/image-work.ts';
import type {} from './media-events.ts'; // the events it publishes (declaration merging)
import { requireAccess } from '../access/access-policy.ts';
import { findListing, lockListing } from '../listing-store/listing-rows.ts';
import { sniffImage } from './file-types.ts';
import { inspectImage, processImage } from './image-pipeline.ts';
import { perceptualHash } from './perceptual-hash.ts';
import { makeRenditions } from './renditions.ts';
import type { Upload } from './multipart-reader.ts';
import { imageSlots, insertImages, type NewImageRow } from './queries.ts';
import { removeStoredFiles, storeAll, type StoredFile } from './stored-files.ts';

const listingFull = () => new AppError(400, 'TOO_MANY_FILES', UPLOAD_MESSAGES.listingFull);

/** The carId field, checked before any pixel is decoded. */
export async function targetListing(ctx: AppContext, actor: Actor, carId: string | undefined) {
  if (!carId) return null;
  const listing = isUuid(carId) ? await findListing(ctx.db, carId) : null;
  requireAccess(actor, 'listing.addMedia', listing);
  return listing;
}

export async function uploadImages(ctx: AppContext, actor: Actor, upload: Upload): Promise<UploadedImage[]> {
  const listing = await targetListing(ctx, actor, upload.fields.carId);
  if (!upload.files.length) throw new AppError(400, 'NO_FILES', UPLOAD_MESSAGES.noFiles);
  for (const f of upload.files) {
    if (!sniffImage(f.head)) throw new AppError(400, 'INVALID_FILE_TYPE', UPLOAD_MESSAGES.notImage(f.filename));
  }
  // Every header before any pixel: a bomb among ten photos costs nothing.
  const { maxPixelsPerByte } = ctx.config.images;
  for (const f of upload.files) await inspectImage(f.path, { name: f.filename, field: f.fieldname, bytes: f.size, maxPixelsPerByte });
  if (listing && (await imageSlots(ctx.db, listing.id)).count + upload.files.length > LIMITS.maxImagesPerListing) throw listingFull();

  const rows: NewImageRow[] = [];
  const files: StoredFile[] = [];
  for (const f of upload.files) {
    const id = randomUUID();
    const keys = { full: `cars/${id}.jpg`, thumb: `cars/${id}-w800.jpg`, small: `cars/${id}-w320.webp` };
    // In the process-wide image queue (issue 24), one photo at a time per request.
    const { img, hash, renditions } = await imageWork(async () => {
      const img = await processImage(f.path, f.filename);
      // From the cleaned full-size copy, like every rendition (issue 15's duplicate-photo flag;
      // issue 12's widths).
      return { img, hash: await perceptualHash(img.full.data), renditions: await makeRenditions(img.full.data, keys.full) };
    });
    files.push(
      { key: keys.full, data: img.full.data, contentType: 'image/jpeg' },
      { key: keys.thumb, data: img.thumbnail.data, contentType: 'image/jpeg' },
      // The 320 px WebP rendition is the small one clients already know (thumbnail_small).
      ...(renditions.set.widths.includes(320) ? [] : [{ key: keys.small, data: img.small.data, contentType: 'image/webp' }]),
      ...renditions.files,
    );
    rows.push({
      id,
      uploaderUserId: actor.kind === 'user' ? actor.id : null,
      uploaderAdminId: actor.kind === 'admin' ? actor.id : null,
      storageKey: keys.full,
      thumbnailKey: keys.thumb,
      smallKey: keys.small,
      renditions: renditions.set,
      width: img.full.width,
      height: img.full.height,
      sizeBytes: img.full.data.length,
      perceptualHash: hash,
    });
  }

  await storeAll(ctx, files);
  try {
    const saved = await ctx.events.transaction(async (w) => {
      if (listing) {
        if (!(await lockListing(w.tx, listing.id))) throw notFound(UPLOAD_MESSAGES.listingNotFound);
        const slots = await imageSlots(w.tx, listing.id);
        if (slots.count + rows.length > LIMITS.maxImagesPerListing) throw listingFull();
        rows.forEach((r, i) => Object.assign(r, { listingId: listing.id, position: slots.maxPosition + 1 + i }));
      }
      const inserted = await insertImages(w.tx, rows);
      if (listing) await w.publish({ type: 'media.listing_photos_changed', listingId: listing.id });
      return inserted;
    });
    return saved.map((r) => ({
      id: r.id,
      url: ctx.storage.url(r.storageKey),
      thumbnail: ctx.storage.url(r.thumbnailKey),
      thumbnail_small: r.smallKey ? ctx.storage.url(r.smallKey) : null,
      size: r.sizeBytes,
      dimensions: { width: r.width, height: r.height },
    }));
  } catch (e) {
    await removeStoredFiles(ctx, files.map((f) => f.key));
    throw e;
  }
}
