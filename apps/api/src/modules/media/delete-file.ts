// DELETE /upload/files/{id}/ and DELETE /cars/{id}/images/{imageId}/ (contract 5.3, 5.4).
import { UPLOAD_MESSAGES } from '@gaadi/domain/schemas/seller';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { findListing } from '../listings/listing-records.ts';
import { canManageFile } from './file-access.ts';
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
    if (!canManageFile(actor, { ...image, listingSellerId: await sellerOf(ctx, image.listingId) })) throw forbidden('You cannot delete this file');
    await deleteImageRow(ctx.db, image.id);
    await removeStoredFiles(ctx, imageKeys(image));
    if (image.listingId) ctx.events.changed(image.listingId);
    return UPLOAD_MESSAGES.imageDeleted;
  }
  const video = opts.listingId === undefined ? await findVideo(ctx.db, opts.id) : null;
  if (!video) throw fileNotFound();
  if (!canManageFile(actor, { ...video, listingSellerId: await sellerOf(ctx, video.listingId) })) throw forbidden('You cannot delete this file');
  await deleteVideoRow(ctx.db, video.id);
  await removeStoredFiles(ctx, [video.storageKey]);
  return UPLOAD_MESSAGES.videoDeleted;
}
