// The comparison itself: one column per car, one row per specification and per feature. On a phone
// the labels stay in view (sticky first column) while three cars scroll sideways.
import { useEffect, useRef, useState } from 'react';
import X from '@/ui/icons/x';
import { displayName } from '@gaadi/domain/listing-text';
import type { PublicCar } from '@/lib/api/cars';
import { Link } from '@/lib/router';
import { cn } from '@/lib/cn';
import { t } from '@/lib/i18n/i18n';
import { ResponsiveImage } from '@/ui/responsive-image';
import { compareMarks, featureRows, NOT_LISTED, specRows, type CompareRow } from '@/features/compare/compare-rows';

/** A car's column: a third of the table beside the labels, about 150 px on a phone. */
const PHOTO_SIZES = '(min-width: 1280px) 360px, (min-width: 640px) 28vw, 150px';

const cell = 'border-t border-gray-200 px-3 py-2 text-sm align-top dark:border-gray-700';
const labelCell = cn(cell, 'sticky left-0 z-10 w-24 text-left font-medium text-gray-600 sm:w-48 dark:text-gray-300');

function Rows({ rows, onlyDiffs }: { rows: CompareRow[]; onlyDiffs: boolean }) {
  return rows
    .filter((r) => !onlyDiffs || r.differs)
    .map((r) => (
      <tr key={r.label} className={cn(r.differs && 'bg-amber-50 dark:bg-amber-950/30')}>
        <th scope="row" className={cn(labelCell, r.differs ? 'bg-amber-50 dark:bg-amber-950' : 'bg-white dark:bg-gray-900')}>
          {r.label}
          {r.differs && <span className="sr-only">{t(' (differs)')}</span>}
        </th>
        {r.values.map((v, i) => (
          <td key={i} className={cn(cell, v === t(NOT_LISTED) ? 'text-gray-600 italic dark:text-gray-400' : r.differs && 'font-semibold text-gray-900 dark:text-white')}>
            {v}
          </td>
        ))}
      </tr>
    ));
}

/** True while the table runs on past the right edge of its box (a phone with three cars). */
function useMoreToTheRight(count: number) {
  const box = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const check = () => setMore(el.scrollLeft + el.clientWidth < el.scrollWidth - 8);
    check();
    el.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      el.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [count]);
  return { box, more };
}

export function CompareTable({ cars, onRemove }: { cars: PublicCar[]; onRemove: (id: string) => void }) {
  const [onlyDiffs, setOnlyDiffs] = useState(false);
  const { box, more } = useMoreToTheRight(cars.length);
  const marks = compareMarks(cars);
  const specs = specRows(cars);
  // Feature names in the page's language (hi-features.ts on /hi/compare); a seller's own stays as written.
  const features = featureRows(cars).map((r) => ({ ...r, label: t(r.label) }));
  return (
    <>
      <label className="mt-6 inline-flex items-center gap-2 text-sm">
        <input type="checkbox" checked={onlyDiffs} onChange={(e) => setOnlyDiffs(e.target.checked)} className="h-4 w-4 accent-blue-600" />
        {t('Show only differences')}
      </label>
      {/* Said in words for those who see the table; a screen reader walks its cells anyway. */}
      <p aria-hidden="true" data-testid="compare-more" className={cn('mt-2 text-sm text-gray-600 dark:text-gray-400', !more && 'invisible')}>
        {t('Swipe sideways to see all {count} cars →', { count: cars.length })}
      </p>
      <div ref={box} className="relative mt-1 overflow-x-auto rounded-xl border border-gray-200 bg-white dark:border-gray-700 dark:bg-gray-900">
        {/* About 8rem a car beside 6rem of labels: two cars fit a phone, three scroll sideways. */}
        <table className="w-full table-fixed border-collapse" style={{ minWidth: `${6 + cars.length * 8}rem` }}>
          <caption className="sr-only">{t('Comparison of {cars}', { cars: cars.map((c) => displayName(c)).join(', ') })}</caption>
          <thead>
            <tr>
              <td className="sticky left-0 z-10 w-24 bg-white sm:w-48 dark:bg-gray-900" />
              {cars.map((car) => {
                const name = displayName(car);
                const image = car.images?.[0];
                return (
                  <th key={car.id} scope="col" className="px-3 py-3 text-left align-top font-normal">
                    <div className="relative">
                      <div className="aspect-[4/3] overflow-hidden rounded-lg bg-gray-100 dark:bg-gray-800">
                        {image && <ResponsiveImage image={image} sizes={PHOTO_SIZES} alt="" width={320} height={240} loading="lazy" className="h-full w-full object-cover" />}
                      </div>
                      <button
                        type="button"
                        onClick={() => onRemove(car.id)}
                        aria-label={t('Remove {name} from comparison', { name })}
                        className="absolute right-1 top-1 inline-flex h-8 w-8 items-center justify-center rounded-full bg-white/90 text-gray-800 shadow hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:bg-gray-900/90 dark:text-gray-100"
                      >
                        <X className="h-4 w-4" />
                      </button>
                    </div>
                    <Link to={`/listing/${car.id}`} className="mt-2 block font-semibold text-gray-900 [overflow-wrap:anywhere] hover:underline dark:text-white">
                      {name}
                    </Link>
                    <div className="mt-1 flex flex-wrap gap-1">
                      {marks.cheapest.has(car.id) && <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800 dark:bg-green-900/60 dark:text-green-200">{t('Lowest price')}</span>}
                      {marks.lowestKm.has(car.id) && <span className="rounded-full bg-blue-100 px-2 py-0.5 text-xs font-semibold text-blue-800 dark:bg-blue-900/60 dark:text-blue-200">{t('Lowest km')}</span>}
                    </div>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            <Rows rows={specs} onlyDiffs={onlyDiffs} />
          </tbody>
          {features.length > 0 && (
            <tbody>
              <tr>
                <th scope="colgroup" colSpan={cars.length + 1} className={cn(cell, 'bg-gray-50 text-left text-base font-semibold dark:bg-gray-800')}>
                  {/* Stays in view beside the labels when the cars scroll sideways. */}
                  <span className="sticky left-3">{t('Features')}</span>
                </th>
              </tr>
              <Rows rows={features} onlyDiffs={onlyDiffs} />
            </tbody>
          )}
        </table>
      </div>
    </>
  );
}
