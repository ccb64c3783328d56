// Every uploaded photo is decoded and re-encoded: orientation applied, metadata (GPS!) dropped,
// full size capped, plus the ~800 px thumbnail clients prefer (contract 2.4) and a small WebP.
import sharp, { type Metadata } from 'sharp';
import { UPLOAD_MESSAGES } from '@gaadi/domain/schemas/seller';
import { AppError, validationError } from '../../platform/errors.ts';
import { tooSparse } from '../../platform/image-work.ts';

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
const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };

export interface ImageCheck {
  /** The file's name, in messages. */
  name: string;
  /** The form field it came in, for the details of a refusal. */
  field: string;
  /** Its size in bytes. */
  bytes: number;
  /** config.images.maxPixelsPerByte. */
  maxPixelsPerByte: number;
}

/**
 * The header alone tells the declared size: refuses non-images, bombs over the pixel ceiling and
 * images far sparser than any photo (issue 24) before a single pixel is decoded.
 */
export async function inspectImage(input: Buffer | string, check: ImageCheck): Promise<void> {
  let meta: Metadata;
  try {
    meta = await sharp(input, options).metadata();
  } catch (e) {
    if (/pixel limit/i.test((e as Error).message)) throw tooManyPixels(check.name);
    throw notImage(check.name);
  }
  if (!meta.width || !meta.height) throw notImage(check.name);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw tooManyPixels(check.name);
  if (tooSparse({ width: meta.width, height: meta.height }, check.bytes, check.maxPixelsPerByte)) {
    throw validationError({ [check.field]: [UPLOAD_MESSAGES.tooManyPixelsForSize(check.name)] });
  }
}

/**
 * `input` is the image's bytes or the path of a file holding them (uploads stream to disk); call
 * inspectImage first, and run this inside imageWork().
 */
export async function processImage(input: Buffer | string, name: string): Promise<ProcessedImage> {
  const render = async (source: Buffer | string, width: number, format: 'jpeg' | 'webp', quality: number): Promise<Rendition> => {
    const pipeline = sharp(source, options)
      .autoOrient()
      .flatten({ background: '#ffffff' })
      .resize({ width, withoutEnlargement: true });
    const out = format === 'jpeg' ? pipeline.jpeg({ quality }) : pipeline.webp({ quality });
    const { data, info } = await out.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  };
  try {
    // The upload is decoded once; the smaller sizes come from the cleaned full-size copy, as the
    // renditions do (a 49-megapixel source decoded three times cost seconds, issue 24).
    const full = await render(input, FULL_MAX_WIDTH, 'jpeg', 85);
    const thumbnail = await render(full.data, THUMB_WIDTH, 'jpeg', 80);
    const small = await render(full.data, SMALL_WIDTH, 'webp', 70);
    return { full, thumbnail, small };
  } catch (e) {
    if (/pixel limit/i.test((e as Error).message)) throw tooManyPixels(name);
    throw notImage(name);
  }
}
