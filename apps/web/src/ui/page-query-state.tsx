import { lazy, Suspense } from 'react';
import { ApiError } from '@/lib/api/client';
import { t } from '@/lib/i18n/i18n';
import { Link } from '@/lib/router';
import { buttonClasses } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';

const NotFoundScreen = lazy(() => import('@/ui/not-found-screen').then((m) => ({ default: m.NotFoundScreen })));

/**
 * What a public page shows while its query has no data: Page Not Found for a 404, skeleton lines
 * while it loads, else the failure with a way on to /buy (the landing and dealer pages). The
 * labels come in the page's language (the caller's t()).
 */
export function PageQueryState({ error, loadingLabel, failedText, lines }: { error: unknown; loadingLabel: string; failedText: string; lines: string[] }) {
  if (error instanceof ApiError && error.isNotFound)
    return (
      <Suspense fallback={null}>
        <NotFoundScreen />
      </Suspense>
    );
  if (!error)
    return (
      <div role="status" aria-label={loadingLabel} className="mx-auto max-w-7xl space-y-4 px-4 py-8">
        {lines.map((size, i) => (
          <Skeleton key={i} className={size} />
        ))}
      </div>
    );
  return (
    <div role="alert" className="mx-auto max-w-lg px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{failedText}</h1>
      <Link to="/buy" className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('Browse Cars')}
      </Link>
    </div>
  );
}
