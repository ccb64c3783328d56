// Image gallery: wrap-around arrows, up to 8 thumbnails, swipe on touch (pointer events) and
// arrow keys when focused.
import ChevronLeft from '@/ui/icons/chevron-left';
import ChevronRight from '@/ui/icons/chevron-right';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { GALLERY_MAX_THUMBNAILS } from '@gaadi/domain/public-constants';
import type { CarImage } from '@gaadi/domain/schemas/car';
import { IMAGE_SIZES } from '@/lib/image-sources';
import { ResponsiveImage } from '@/ui/responsive-image';
import { cn } from '@/lib/cn';
import { t } from '@/lib/i18n/i18n';

const SWIPE_PX = 40;
const arrowClass =
  'absolute top-1/2 -translate-y-1/2 rounded-full bg-black/60 p-2 text-white hover:bg-black/80 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white';

export function Gallery({ images, name }: { images: Partial<CarImage>[]; name: string }) {
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const count = images.length;
  if (count === 0) {
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-xl bg-gray-100 text-7xl dark:bg-gray-800" role="img" aria-label={t('{name}: no photos', { name })}>
        <span aria-hidden="true">🚗</span>
      </div>
    );
  }
  const go = (i: number) => setIndex(((i % count) + count) % count);
  const current = images[Math.min(index, count - 1)]!;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowLeft') go(index - 1);
    if (e.key === 'ArrowRight') go(index + 1);
  };
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') start.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (start.current === null) return;
    const dx = e.clientX - start.current;
    start.current = null;
    if (Math.abs(dx) >= SWIPE_PX) go(dx < 0 ? index + 1 : index - 1);
  };
  return (
    <section aria-roledescription="carousel" aria-label={t('Photos of {name}', { name })}>
      {/* Focused, the viewer takes the arrow keys, as a scrolling region does; Previous and Next are the buttons for everyone else. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- see above */}
      <div
        className="relative aspect-[4/3] touch-pan-y overflow-hidden rounded-xl bg-gray-100 dark:bg-gray-800"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={0}
        role="group"
        aria-label={t('Current photo; use the arrow keys to change it')}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
      >
        <ResponsiveImage
          image={current}
          sizes={IMAGE_SIZES.gallery}
          alt={t('{name} - image {n} of {count}', { name, n: index + 1, count })}
          width={800}
          height={600}
          fetchPriority={index === 0 ? 'high' : undefined}
          draggable={false}
          className="h-full w-full select-none object-cover"
        />
        <span className="absolute left-2 top-2 rounded-full bg-black/60 px-2.5 py-1 text-xs font-medium text-white">
          {count}
          {count === 1 ? t(' photo') : t(' photos')}
        </span>
        {count > 1 && (
          <>
            <button type="button" className={cn(arrowClass, 'left-2')} onClick={() => go(index - 1)} aria-label={t('Previous image')}>
              <ChevronLeft className="h-5 w-5" aria-hidden="true" />
            </button>
            <button type="button" className={cn(arrowClass, 'right-2')} onClick={() => go(index + 1)} aria-label={t('Next image')}>
              <ChevronRight className="h-5 w-5" aria-hidden="true" />
            </button>
            <span className="absolute bottom-2 right-2 rounded-full bg-black/60 px-2 py-0.5 text-xs text-white" aria-live="polite">
              {index + 1} / {count}
            </span>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="mt-3 grid grid-cols-4 gap-2 sm:grid-cols-8">
          {images.slice(0, GALLERY_MAX_THUMBNAILS).map((img, i) => (
            <li key={img.id ?? i}>
              <button
                type="button"
                onClick={() => go(i)}
                aria-label={t('Show image {n}', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className={cn(
                  'block aspect-[4/3] w-full overflow-hidden rounded-md border-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500',
                  i === index ? 'border-blue-600' : 'border-transparent opacity-80 hover:opacity-100',
                )}
              >
                {/* Low: on a slow connection the photo above comes first (decision 043). */}
                <ResponsiveImage image={img} sizes={IMAGE_SIZES.thumb} alt="" width={160} height={120} loading="lazy" fetchPriority="low" className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
