// A listing's first photo on the seller's cards, /dashboard and the admin table, or a car icon
// on grey when it has none.
import CarIcon from '@/ui/icons/car';
import type { CarImage } from '@gaadi/domain/schemas/car';
import { cn } from '@/lib/cn';
import { mediaUrl } from '@/lib/media-url';

export function ListingThumbnail({
  image,
  alt,
  width,
  height,
  className,
  iconClassName,
}: {
  image?: Partial<CarImage>;
  alt: string;
  width: number;
  height: number;
  /** Size and shape, the same for the photo and the placeholder. */
  className: string;
  iconClassName: string;
}) {
  if (image) {
    return <img src={mediaUrl(image.thumbnail || image.url)} alt={alt} width={width} height={height} loading="lazy" className={cn(className, 'object-cover')} />;
  }
  return (
    <div className={cn('flex items-center justify-center bg-gray-100 dark:bg-gray-800', className)} aria-hidden="true">
      <CarIcon className={cn(iconClassName, 'text-gray-400')} />
    </div>
  );
}
