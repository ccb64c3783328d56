// DELETE /upload/files/{id}/ and DELETE /cars/{id}/images/{imageId}/ (contract 5.3, 5.4).
import { UPLOAD_MESSAGES } from '@gaadi/domain/schemas/seller';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type {} from './media-events.ts'; // the events it publishes (declaration merging)
import { requireAccess } from '../access/access-policy.ts';
import { findListing } from '../listing-store/listing-rows.ts';
import { deleteImageRow, deleteVideoRow, findImage, findVideo, imageKeys } from './queries.ts';
import { removeStoredFiles } from './stored-files.ts';

const fileNotFound = () => notFound(UPLOAD_MESSAGES.fileNotFound);

/** Seller of the listing a file belongs to; null when unattached. */
async function sellerOf(ctx: AppContext, listingId: string | null): Promise<string | null> {
  return listingId ? ((await findListing(ctx.db, listingId))?.sellerId ?? null) : null;
}

/** Removes an image or video; with `listingId` only an image of that listing. Returns the message. */
export async function deleteUploadedFile(ctx: AppContext, actor: Actor, opts: { id: string; listingId?: string }): Promise<string> {
  if (!isUuid(opts.id) || (opts.listingId !== undefined && !isUuid(opts.listingId))) throw fileNotFound();
  const image = await findImage(ctx.db, opts.id);
  if (image) {
    if (opts.listingId !== undefined && image.listingId !== opts.listingId) throw fileNotFound();
    requireAccess(actor, 'file.delete', { ...image, listingSellerId: await sellerOf(ctx, image.listingId) });
    await ctx.events.transaction(async (w) => {
      await deleteImageRow(w.tx, image.id);
      if (image.listingId) await w.publish({ type: 'media.listing_photos_changed', listingId: image.listingId });
    });
    await removeStoredFiles(ctx, imageKeys(image));
    return UPLOAD_MESSAGES.imageDeleted;
  }
  const video = opts.listingId === undefined ? await findVideo(ctx.db, opts.id) : null;
  if (!video) throw fileNotFound();
  requireAccess(actor, 'file.delete', { ...video, listingSellerId: await sellerOf(ctx, video.listingId) });
  await deleteVideoRow(ctx.db, video.id);
  await removeStoredFiles(ctx, [video.storageKey]);
  return UPLOAD_MESSAGES.videoDeleted;
}
