// Renders generated car photos with sharp (no downloads): a 1600×1200 JPEG and an 800-px-wide
// thumbnail, the sizes uploads produce (contract 2.4: thumbnails at least about 800 px wide).
import sharp from 'sharp';
import { H, W, photoSvg, type PhotoSpec } from './photo-svg.ts';

export const THUMB_WIDTH = 800;

export interface RenderedPhoto {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/** Both sizes are rasterised straight from the SVG: cheaper than decoding and resizing the JPEG. */
export async function renderPhoto(spec: PhotoSpec): Promise<RenderedPhoto> {
  const [full, thumb] = await Promise.all([
    sharp(Buffer.from(photoSvg(spec, W))).jpeg({ quality: 80 }).toBuffer(),
    sharp(Buffer.from(photoSvg(spec, THUMB_WIDTH))).jpeg({ quality: 78 }).toBuffer(),
  ]);
  return { full, thumb, width: W, height: H };
}

/** Renders each distinct spec once; concurrent callers of one spec share the same promise. */
export function createPhotoCache() {
  const cache = new Map<string, Promise<RenderedPhoto>>();
  return (spec: PhotoSpec): Promise<RenderedPhoto> => {
    const key = JSON.stringify(spec);
    let hit = cache.get(key);
    if (!hit) cache.set(key, (hit = renderPhoto(spec)));
    return hit;
  };
}

/** Runs `fn` over `items` with at most `limit` in flight (the machines have two cores). */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
