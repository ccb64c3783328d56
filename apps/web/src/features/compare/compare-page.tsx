// /compare?ids=a,b,c (issue 13): up to three cars side by side, shareable by its address. Each car
// is GET /cars/{id}/ (the listing page's own query, so a car seen there is not asked for again).
// Every specification in one row, rows that differ highlighted, the cheapest car and the one with
// the fewest kilometres marked. In Hindi on /hi/compare: its catalogues (hi-compare.ts and the
// feature names' hi-features.ts) come with this module (withPageMessages: the page is
// client-rendered, and the router every public page loads stays as it was; decision 040).
import { useQueries } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { displayName } from '@gaadi/domain/listing-text';
import { listingQuery } from '@/lib/api/listing';
import type { PublicCar } from '@/lib/api/cars';
import { comparePath, removeFromCompare, useCompareList } from '@/lib/compare-list';
import { msg, t } from '@/lib/i18n/i18n';
import { withPageMessages } from '@/lib/i18n/page-messages';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { buttonClasses } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { CompareTable } from '@/features/compare/compare-table';
import { parseCompareIds } from '@/features/compare/compare-rows';

export const COMPARE_TITLE = msg('Compare cars');

function EmptyCompare() {
  const tray = useCompareList();
  return (
    <div className="mt-6 rounded-xl border border-gray-200 bg-white p-10 text-center dark:border-gray-700 dark:bg-gray-900">
      <p className="text-5xl" aria-hidden="true">
        ⚖️
      </p>
      <h2 className="mt-3 text-xl font-semibold">{t('No cars to compare yet')}</h2>
      <p className="mt-1 text-gray-600 dark:text-gray-400">{t('Tick “Add to compare” on up to three cars, then press Compare.')}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        {tray.length > 0 && (
          <Link to={comparePath(tray.map((c) => c.id))} className={buttonClasses('primary')}>
            {tray.length === 1 ? t('Compare the car you chose') : t('Compare the {count} cars you chose', { count: tray.length })}
          </Link>
        )}
        <Link to="/buy" className={buttonClasses(tray.length ? 'outline' : 'primary')}>
          {t('Browse Cars')}
        </Link>
      </div>
    </div>
  );
}

function ComparePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ids = parseCompareIds(params.get('ids'));
  const results = useQueries({ queries: ids.map((id) => ({ ...listingQuery(id), retry: false })) });
  const cars = results.map((r) => r.data).filter((c): c is PublicCar => !!c);
  useDocumentMeta(
    cars.length > 1 ? t('Compare cars: {cars}', { cars: cars.map((c) => displayName(c)).join(t(' vs ')) }) : t(COMPARE_TITLE),
    t('Compare used cars side by side: price, EMI, year, kilometres, owners, condition and features.'),
  );

  const remove = (gone: string[]) => {
    gone.forEach(removeFromCompare);
    const rest = ids.filter((x) => !gone.includes(x));
    // Commas as they are: the address stays readable and shareable.
    void navigate(rest.length ? comparePath(rest) : '/compare', { replace: true });
  };

  const pending = results.some((r) => r.isPending);
  const missing = ids.filter((_, i) => results[i]?.isError);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t(COMPARE_TITLE)}</h1>
      <p className="mt-1 text-gray-600 dark:text-gray-400">{t('Up to three cars side by side. Rows that differ are highlighted.')}</p>
      {ids.length === 0 ? (
        <EmptyCompare />
      ) : pending ? (
        <div role="status" aria-label={t('Loading cars')} className="mt-6 grid grid-cols-3 gap-4">
          {ids.map((id) => (
            <Skeleton key={id} className="h-64" />
          ))}
        </div>
      ) : (
        <>
          {missing.length > 0 && (
            <div role="alert" className="mt-6 flex flex-wrap items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
              {missing.length === 1 ? t('One car is no longer available.') : t('{count} cars are no longer available.', { count: missing.length })}
              <button type="button" className="font-medium underline" onClick={() => remove(missing)}>
                {missing.length === 1 ? t('Remove it') : t('Remove them')}
              </button>
            </div>
          )}
          {cars.length === 0 ? <EmptyCompare /> : <CompareTable cars={cars} onRemove={(id) => remove([id])} />}
        </>
      )}
    </div>
  );
}

// On /hi/compare its Hindi and the feature names' (hi-features.ts) come with the page, which only
// the browser renders; an English page is the page itself and fetches nothing more.
export default withPageMessages(ComparePage, () => import('@/lib/i18n/hi-compare'), () => import('@/lib/i18n/hi-features'));
