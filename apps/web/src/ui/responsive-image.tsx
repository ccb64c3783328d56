// A listing photo at the width its slot needs: WebP candidates with a JPEG fallback (issue 12).
import type { ImgHTMLAttributes } from 'react';
import { pictureSources, type ImageLike } from '@/lib/image-sources';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes'> & {
  image: ImageLike | undefined;
  sizes: string;
};

/** The browser takes the smallest candidate its slot (`sizes`) needs at its pixel density. */
export function ResponsiveImage({ image, sizes, alt, ...img }: Props) {
  const { src, webp, jpeg } = pictureSources(image);
  if (!webp && !jpeg) return <img src={src} alt={alt} {...img} />;
  return (
    <picture>
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      <img src={src} srcSet={jpeg || undefined} sizes={jpeg ? sizes : undefined} alt={alt} {...img} />
    </picture>
  );
}
