// POST /users/me/avatar/ (contract 3.9): one image under any field name, checked by its bytes,
// re-encoded (orientation applied, EXIF/GPS dropped) and stored as avatars/<uuid>.jpg.
import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import sharp from 'sharp';
import { LIMITS } from '@gaadi/domain/constants';
import type { AppContext } from '../../platform/context.ts';
import { AppError, validationError } from '../../platform/errors.ts';
import { imageWork, tooSparse } from '../../platform/image-work.ts';
import { unreadableUpload } from '../media/multipart-reader.ts';
import { getUserRow } from './profile.ts';
import { updateUser } from './queries.ts';

export const AVATAR_MESSAGES = {
  required: 'Please choose an image to upload',
  type: 'Only JPEG, PNG or WebP images are allowed',
  size: `Image must be at most ${LIMITS.maxAvatarBytes / (1024 * 1024)} MB`,
  sparse: 'This image has too many pixels for its file size to be a photo',
} as const;

const AVATAR_SIZE = 512;

/** JPEG, PNG or WebP by their magic bytes; the declared type and file name are not trusted. */
export function isSupportedImage(b: Buffer): boolean {
  const jpeg = b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
  const png = b.length > 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const webp = b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP';
  return jpeg || png || webp;
}

/** Reads the upload (at most 5 MB); a file over the limit is a 413 FILE_TOO_LARGE (contract 1.7). */
export async function readAvatarUpload(file: MultipartFile | undefined): Promise<Buffer> {
  if (!file) throw new AppError(400, 'FILE_REQUIRED', AVATAR_MESSAGES.required);
  let data: Buffer;
  try {
    data = await file.toBuffer();
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'FILE_TOO_LARGE', AVATAR_MESSAGES.size);
    throw unreadableUpload(); // cut short or garbled: the client's fault, never a 500
  }
  if (!data.length) throw new AppError(400, 'FILE_REQUIRED', AVATAR_MESSAGES.required);
  return data;
}

interface ImageShape {
  /** 'cover': a square crop (avatars); 'inside': the whole image within the square (a dealer's logo). */
  fit: 'cover' | 'inside';
  /** The field that names the upload in a 400's details. */
  field: string;
}

async function reencode(data: Buffer, maxPixelsPerByte: number, shape: ImageShape = { fit: 'cover', field: 'avatar' }): Promise<Buffer> {
  const input = { limitInputPixels: 50_000_000 };
  const meta = await sharp(data, input)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw new AppError(400, 'INVALID_FILE_TYPE', AVATAR_MESSAGES.type);
  // Far more pixels than the bytes explain: refused from the header, as photos are (issue 24).
  if (tooSparse({ width: meta.width, height: meta.height }, data.length, maxPixelsPerByte)) throw validationError({ [shape.field]: [AVATAR_MESSAGES.sparse] });
  try {
    // rotate() applies the EXIF orientation; without withMetadata() sharp writes no metadata at all.
    return await imageWork(() =>
      sharp(data, input)
        .rotate()
        .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: shape.fit, withoutEnlargement: true })
        .flatten(shape.fit === 'inside' ? { background: '#ffffff' } : false) // a transparent logo on white, not black
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer(),
    );
  } catch {
    throw new AppError(400, 'INVALID_FILE_TYPE', AVATAR_MESSAGES.type); // damaged or not really an image
  }
}

/**
 * Checks, re-encodes and stores an uploaded image as `<prefix>/<uuid>.jpg` (the avatar's pipeline,
 * reused for dealers' logos); answers the storage key.
 */
export async function storeUploadedImage(ctx: AppContext, data: Buffer, opts: ImageShape & { prefix: string }): Promise<string> {
  if (!isSupportedImage(data)) throw new AppError(400, 'INVALID_FILE_TYPE', AVATAR_MESSAGES.type);
  const key = `${opts.prefix}/${randomUUID()}.jpg`;
  await ctx.storage.put(key, await reencode(data, ctx.config.images.maxPixelsPerByte, opts), 'image/jpeg');
  return key;
}

export async function replaceAvatar(ctx: AppContext, userId: string, data: Buffer): Promise<string> {
  const current = await getUserRow(ctx, userId);
  const key = await storeUploadedImage(ctx, data, { prefix: 'avatars', fit: 'cover', field: 'avatar' });
  await updateUser(ctx.db, userId, { avatarKey: key });
  if (current.avatarKey) await ctx.storage.delete(current.avatarKey).catch(() => {});
  return ctx.storage.url(key);
}
