// The compare tray (issue 13): fixed at the bottom of every buyer page while cars are chosen, so
// the choice survives navigation and reload (lib/compare-list.ts keeps it in localStorage).
// Loaded only when the list is not empty (app/buyer-extras.tsx). On a Hindi page its few texts'
// Hindi (hi-compare-tray.ts) comes with it: not in hi.ts, which every Hindi page loads at start
// whether or not a car is chosen (decision 040).
import X from '@/ui/icons/x';
import { displayName } from '@gaadi/domain/listing-text';
import { clearCompare, COMPARE_MAX, comparePath, removeFromCompare, useCompareList } from '@/lib/compare-list';
import { Link, useLocation } from '@/lib/router';
import { cn } from '@/lib/cn';
import { t } from '@/lib/i18n/i18n';
import { withPageMessages } from '@/lib/i18n/page-messages';
import { buttonClasses } from '@/ui/button';

function CompareTray() {
  const cars = useCompareList();
  const { pathname } = useLocation();
  if (cars.length === 0) return null;
  // On a phone the listing page keeps its own bar (price, Contact Seller, Call Now) at the bottom.
  const aboveContactBar = pathname.startsWith('/listing/');
  const ready = cars.length > 1;
  return (
    <>
      <div aria-hidden="true" className={cn('h-20', aboveContactBar && 'max-lg:h-36')} />
      <section
        aria-label={t('Compare tray')}
        className={cn(
          'fixed inset-x-0 z-40 border-t border-gray-200 bg-white/95 shadow-[0_-4px_12px_rgba(0,0,0,0.1)] backdrop-blur dark:border-gray-700 dark:bg-gray-900/95',
          aboveContactBar ? 'bottom-[4.25rem] lg:bottom-0' : 'bottom-0',
        )}
      >
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2 sm:gap-3">
          <p className="shrink-0 text-sm font-semibold">
            {t('Compare')} <span className="font-normal text-gray-600 dark:text-gray-400">{`${cars.length}/${COMPARE_MAX}`}</span>
          </p>
          <ul className="flex min-w-0 flex-1 gap-2 overflow-x-auto">
            {cars.map((car) => {
              const name = displayName(car);
              return (
                <li key={car.id} className="flex max-w-[12rem] shrink-0 items-center gap-1 rounded-full bg-gray-100 py-1 pl-3 pr-1 text-xs dark:bg-gray-800">
                  <span className="truncate">{name}</span>
                  <button
                    type="button"
                    onClick={() => removeFromCompare(car.id)}
                    aria-label={t('Remove {name} from compare', { name })}
                    className="inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full hover:bg-gray-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:hover:bg-gray-700"
                  >
                    <X className="h-3.5 w-3.5" />
                  </button>
                </li>
              );
            })}
          </ul>
          <button type="button" onClick={clearCompare} className={buttonClasses('ghost', 'sm', 'shrink-0 px-2')}>
            {t('Clear')}
          </button>
          {ready ? (
            <Link to={comparePath(cars.map((c) => c.id))} className={buttonClasses('primary', 'sm', 'shrink-0')}>
              {t('Compare')}
            </Link>
          ) : (
            <span className="shrink-0 text-xs text-gray-600 dark:text-gray-400">{t('Add one more car')}</span>
          )}
        </div>
      </section>
    </>
  );
}

const Shown = withPageMessages(CompareTray, () => import('@/lib/i18n/hi-compare-tray'));

/**
 * The tray in the page's language. A component of its own: buyer-extras.tsx loads this module with
 * React.lazy, which cannot resolve to the lazy wrapper a Hindi page gets from withPageMessages.
 */
export default function CompareTrayInLanguage() {
  return <Shown />;
}
