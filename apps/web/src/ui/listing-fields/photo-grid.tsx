// Photos of a listing being made or edited: cover first, each removable and movable left or right.
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { mediaUrl } from '@/lib/media-url';
import { t } from '@/lib/i18n/i18n';

export interface GridPhoto {
  id: string;
  url: string;
  thumbnail?: string | null;
}

const iconButton =
  'rounded-full bg-white/90 p-1 text-gray-900 shadow hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 disabled:opacity-40';

export function PhotoGrid({
  images,
  label,
  onRemove,
  onMove,
  busy = false,
}: {
  images: readonly GridPhoto[];
  label: string;
  onRemove: (id: string) => void;
  /** Omitted when the order cannot change. */
  onMove?: (index: number, offset: -1 | 1) => void;
  /** While a change is being saved the order stays put. */
  busy?: boolean;
}) {
  if (images.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label={label}>
      {images.map((img, i) => (
        <li key={img.id} className="relative overflow-hidden rounded-lg border border-gray-200 dark:border-gray-700">
          {/* "Photo 2" is the photo's name, the one its Remove and Move buttons use. */}
          <img src={mediaUrl(img.thumbnail || img.url)} alt={t('Photo {n}', { n: i + 1 })} width={300} height={200} className="aspect-[3/2] w-full object-cover" />
          {i === 0 && <span className="absolute left-1 top-1 rounded bg-blue-600 px-1.5 py-0.5 text-xs font-semibold text-white">{t('Cover')}</span>}
          <button type="button" className={`${iconButton} absolute right-1 top-1`} aria-label={t('Remove photo {n}', { n: i + 1 })} onClick={() => onRemove(img.id)}>
            <X className="h-4 w-4" aria-hidden="true" />
          </button>
          {onMove && (
            <div className="absolute bottom-1 left-1 right-1 flex justify-between">
              <button type="button" className={iconButton} aria-label={t('Move photo {n} left', { n: i + 1 })} disabled={busy || i === 0} onClick={() => onMove(i, -1)}>
                <ChevronLeft className="h-4 w-4" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={iconButton}
                aria-label={t('Move photo {n} right', { n: i + 1 })}
                disabled={busy || i === images.length - 1}
                onClick={() => onMove(i, 1)}
              >
                <ChevronRight className="h-4 w-4" aria-hidden="true" />
              </button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
