// Responsive photos (issue 12): each uploaded photo comes in several widths as WebP with a JPEG
// fallback (image.sources, contract 2.4 additions); the browser picks the width its slot needs.
import type { CarImage } from '@gaadi/domain/schemas/car';
import { mediaSrcset, mediaUrl } from '@/lib/media-url';

export type ImageLike = Partial<CarImage>;

/** How wide each kind of slot is displayed (Tailwind breakpoints of the grids that hold them). */
export const IMAGE_SIZES = {
  /** Browse and landing grids: 1, 2, 3, then 4 columns in a 1280 px container. */
  card: '(min-width: 1280px) 300px, (min-width: 1024px) calc((100vw - 96px) / 3), (min-width: 640px) calc((100vw - 48px) / 2), calc(100vw - 32px)',
  /** Home's featured strip: 1, 2, then 4 columns. */
  cardStrip: '(min-width: 1280px) 300px, (min-width: 1024px) calc((100vw - 112px) / 4), (min-width: 640px) calc((100vw - 48px) / 2), calc(100vw - 32px)',
  /** Listing gallery: two thirds of the container from lg up. */
  gallery: '(min-width: 1280px) 816px, (min-width: 1024px) calc((100vw - 56px) * 2 / 3), calc(100vw - 32px)',
  /** Gallery thumbnails: 4 per row, 8 from sm up. */
  thumb: '(min-width: 1280px) 96px, (min-width: 640px) calc((100vw - 88px) / 8), calc((100vw - 56px) / 4)',
} as const;

export interface PictureSources {
  /** The <img> fallback: the JPEG thumbnail (about 800 px) every client understands. */
  src: string;
  /** WebP candidates for <source type="image/webp">, empty when the photo has none. */
  webp: string;
  /** JPEG candidates for the <img srcset>. */
  jpeg: string;
}

/** Candidates of a photo (the site's own uploads as paths, lib/media-url); without renditions, its thumbnail. */
export function pictureSources(image: ImageLike | undefined): PictureSources {
  const srcset = (type: string) => mediaSrcset(image?.sources?.find((s) => s.type === type)?.srcset ?? '');
  return { src: mediaUrl(image?.thumbnail || image?.url), webp: srcset('image/webp'), jpeg: srcset('image/jpeg') };
}
