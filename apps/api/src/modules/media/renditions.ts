// Responsive renditions of a listing photo (issue 12): the widths the web app displays, each as
// WebP with a JPEG fallback, and a 1200×630 JPEG for link previews (og:image). Made once, when
// the photo is uploaded (or seeded), and stored beside the original under predictable keys:
//   cars/<id>.jpg → cars/<id>-w160.webp, cars/<id>-w160.jpg, … cars/<id>-w960.jpg, cars/<id>-og.jpg
// listing_images.renditions records which exist; older photos without it keep url/thumbnail only.
import sharp from 'sharp';

/** Thumbnails (160, 2× an 85 px box), cards (320–640) and the gallery (640–960). */
export const RENDITION_WIDTHS = [160, 320, 480, 640, 960] as const;
export const OG_SIZE = { width: 1200, height: 630 } as const;

export interface RenditionSet {
  /** Widths made in both formats (never wider than the photo itself, at least the smallest). */
  widths: number[];
  og: boolean;
}

export interface RenditionFile {
  key: string;
  data: Buffer;
  contentType: string;
}

/** Renditions of one image, before they are named after a photo (the seed stores one set many times). */
export interface Renditions {
  set: RenditionSet;
  files: Array<{ suffix: string; data: Buffer; contentType: string }>;
}

const baseOf = (storageKey: string) => storageKey.replace(/\.[a-z]+$/i, '');
const widthSuffix = (width: number, format: 'webp' | 'jpg') => `-w${width}.${format}`;
const OG_SUFFIX = '-og.jpg';
export const renditionKey = (storageKey: string, width: number, format: 'webp' | 'jpg') => baseOf(storageKey) + widthSuffix(width, format);
export const ogKey = (storageKey: string) => baseOf(storageKey) + OG_SUFFIX;

/** The files of a rendition set, named after the photo stored under `storageKey`. */
export const renditionFiles = (r: Renditions, storageKey: string): RenditionFile[] =>
  r.files.map((f) => ({ key: baseOf(storageKey) + f.suffix, data: f.data, contentType: f.contentType }));

/** Every key a rendition set adds to a photo (for deletion with the photo). */
export function renditionKeys(storageKey: string, set: RenditionSet | null | undefined): string[] {
  if (!set) return [];
  return [...set.widths.flatMap((w) => [renditionKey(storageKey, w, 'webp'), renditionKey(storageKey, w, 'jpg')]), ...(set.og ? [ogKey(storageKey)] : [])];
}

/**
 * Makes the renditions of an image that is already oriented and free of metadata (the stored
 * full-size JPEG). The pixels are decoded once; every width is resized from that copy.
 */
export async function renderRenditions(image: Buffer): Promise<Renditions> {
  const base = await sharp(image).flatten({ background: '#ffffff' }).resize({ width: RENDITION_WIDTHS.at(-1), withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } } as const;
  const widths = RENDITION_WIDTHS.filter((w, i) => i === 0 || w <= base.info.width);
  const files: Renditions['files'] = [];
  for (const width of widths) {
    const resized = await sharp(base.data, raw).resize({ width, withoutEnlargement: true }).toBuffer({ resolveWithObject: true });
    const px = { raw: { width: resized.info.width, height: resized.info.height, channels: resized.info.channels } } as const;
    files.push(
      { suffix: widthSuffix(width, 'webp'), data: await sharp(resized.data, px).webp({ quality: 72 }).toBuffer(), contentType: 'image/webp' },
      { suffix: widthSuffix(width, 'jpg'), data: await sharp(resized.data, px).jpeg({ quality: 75, progressive: true }).toBuffer(), contentType: 'image/jpeg' },
    );
  }
  const og = await sharp(image).flatten({ background: '#ffffff' }).resize(OG_SIZE.width, OG_SIZE.height, { fit: 'cover' }).jpeg({ quality: 78, progressive: true }).toBuffer();
  files.push({ suffix: OG_SUFFIX, data: og, contentType: 'image/jpeg' });
  return { set: { widths: [...widths], og: true }, files };
}

/** Renditions of a photo stored under `storageKey`, named after it. */
export async function makeRenditions(image: Buffer, storageKey: string): Promise<{ set: RenditionSet; files: RenditionFile[] }> {
  const r = await renderRenditions(image);
  return { set: r.set, files: renditionFiles(r, storageKey) };
}
