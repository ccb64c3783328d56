// POST /upload/car-video/ (contract 5.2). One video per listing: a new one with carId replaces the
// old (its file is removed), so the seller never has to delete first. The file streams from disk to
// storage after its personal metadata (the phone's position) is blanked, in every container.
import { randomUUID } from 'node:crypto';
import { UPLOAD_MESSAGES, type UploadedVideo } from '@gaadi/domain/schemas/seller';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { stripAviMetadata } from './avi-metadata.ts';
import { MalformedContainer } from './container-file.ts';
import { sniffVideo, type VideoKind } from './file-types.ts';
import { stripMovieMetadata } from './movie-metadata.ts';
import { stripWebmMetadata } from './webm-metadata.ts';
import type { Upload } from './multipart-reader.ts';
import { lockListing } from '../listing-store/listing-rows.ts';
import { deleteVideoRow, insertVideo, videosOfListing } from './queries.ts';
import { removeStoredFiles } from './stored-files.ts';
import { targetListing } from './upload-images.ts';

/**
 * Every container the upload accepts loses what a player does not need, whatever its size
 * (issue 24); one whose structure does not hold together is refused.
 */
async function stripVideoMetadata(path: string, kind: VideoKind, name: string, field: string): Promise<{ duration: number | null }> {
  try {
    if (kind.ext === 'mp4' || kind.ext === 'mov') return await stripMovieMetadata(path);
    if (kind.ext === 'webm') await stripWebmMetadata(path);
    else await stripAviMetadata(path);
    return { duration: null };
  } catch (e) {
    if (e instanceof MalformedContainer) throw new AppError(400, 'INVALID_FILE_TYPE', UPLOAD_MESSAGES.malformedVideo(name), { [field]: [UPLOAD_MESSAGES.malformedVideo(name)] });
    throw e;
  }
}

export async function uploadVideo(ctx: AppContext, actor: Actor, upload: Upload): Promise<UploadedVideo> {
  const listing = await targetListing(ctx, actor, upload.fields.carId);
  const file = upload.files[0];
  if (!file) throw new AppError(400, 'NO_FILE', UPLOAD_MESSAGES.noVideo);
  const kind = sniffVideo(file.head);
  if (!kind) throw new AppError(400, 'INVALID_FILE_TYPE', UPLOAD_MESSAGES.notVideo(file.filename));
  const { duration } = await stripVideoMetadata(file.path, kind, file.filename, file.fieldname);

  const id = randomUUID();
  const key = `videos/${id}.${kind.ext}`;
  await ctx.storage.putFile(key, file.path, kind.mime);
  const replaced: string[] = [];
  try {
    const row = await ctx.db.transaction(async (tx) => {
      if (listing) {
        if (!(await lockListing(tx, listing.id))) throw notFound(UPLOAD_MESSAGES.listingNotFound);
        for (const old of await videosOfListing(tx, listing.id)) {
          await deleteVideoRow(tx, old.id);
          replaced.push(old.storageKey);
        }
      }
      return insertVideo(tx, {
        id,
        listingId: listing?.id ?? null,
        uploaderUserId: actor.kind === 'user' ? actor.id : null,
        uploaderAdminId: actor.kind === 'admin' ? actor.id : null,
        storageKey: key,
        mimeType: kind.mime,
        sizeBytes: file.size,
      });
    });
    await removeStoredFiles(ctx, replaced);
    return { id: row.id, url: ctx.storage.url(row.storageKey), thumbnail: null, duration, size: row.sizeBytes };
  } catch (e) {
    await removeStoredFiles(ctx, [key]);
    throw e;
  }
}
