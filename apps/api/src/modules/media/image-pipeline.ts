// Every uploaded photo is decoded and re-encoded: orientation applied, metadata (GPS!) dropped,
// full size capped, plus the ~800 px thumbnail clients prefer (contract 2.4) and a small WebP.
import sharp, { type Metadata } from 'sharp';
import { UPLOAD_MESSAGES } from '@gaadi/domain/schemas/seller';
import { AppError } from '../../platform/errors.ts';

/** Decompression-bomb guard: refuse to decode anything larger (a 12000 x 4000 panorama still fits). */
export const MAX_INPUT_PIXELS = 50_000_000;
export const FULL_MAX_WIDTH = 2048;
export const THUMB_WIDTH = 800;
export const SMALL_WIDTH = 320;

export interface Rendition {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  full: Rendition;
  thumbnail: Rendition;
  small: Rendition;
}

const notImage = (name: string) => new AppError(400, 'INVALID_FILE_TYPE', UPLOAD_MESSAGES.notImage(name));
const tooManyPixels = (name: string) => new AppError(413, 'FILE_TOO_LARGE', UPLOAD_MESSAGES.tooManyPixels(name));

/** `input` is the image's bytes or the path of a file holding them (uploads stream to disk). */
export async function processImage(input: Buffer | string, name: string): Promise<ProcessedImage> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  // The header alone tells the declared size: refuse bombs before decoding a single pixel.
  let meta: Metadata;
  try {
    meta = await sharp(input, options).metadata();
  } catch (e) {
    if (/pixel limit/i.test((e as Error).message)) throw tooManyPixels(name);
    throw notImage(name);
  }
  if (!meta.width || !meta.height) throw notImage(name);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw tooManyPixels(name);

  const render = async (width: number, format: 'jpeg' | 'webp', quality: number): Promise<Rendition> => {
    const pipeline = sharp(input, options)
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .resize({ width, withoutEnlargement: true });
    const out = format === 'jpeg' ? pipeline.jpeg({ quality }) : pipeline.webp({ quality });
    const { data, info } = await out.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  try {
    // One at a time: the machine is small and sharp already uses its own threads.
    const full = await render(FULL_MAX_WIDTH, 'jpeg', 85);
    const thumbnail = await render(THUMB_WIDTH, 'jpeg', 80);
    const small = await render(SMALL_WIDTH, 'webp', 70);
    return { full, thumbnail, small };
  } catch (e) {
    if (/pixel limit/i.test((e as Error).message)) throw tooManyPixels(name);
    throw notImage(name);
  }
}
