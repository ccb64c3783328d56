// /sell: the authentication gate, the form data the wizard needs, then the wizard.
import { useQueries } from '@tanstack/react-query';
import { LIMITS } from '@gaadi/domain/constants';
import { Link } from '@/lib/router';
import { useSession } from '@/lib/session';
import { GATE_MESSAGES, useAuthGate } from '@/lib/auth-gate';
import { brandsQuery, citiesQuery } from '@/lib/api/catalogue';
import { featuresQuery, formLimitsQuery } from '@/lib/api/catalogue-forms';
import { Skeleton } from '@/ui/skeleton';
import { SellWizard } from './sell-wizard';
import { msg, t } from '@/lib/i18n/i18n';
import { withPageMessages } from '@/lib/i18n/page-messages';

const FORM_DATA_ERROR = msg('Failed to load form data. Please refresh and try again.');

function SellPage() {
  const allowed = useAuthGate(GATE_MESSAGES.sell);
  const session = useSession();
  const [cities, brands, features, config] = useQueries({
    queries: [
      { ...citiesQuery, enabled: allowed },
      { ...brandsQuery, enabled: allowed },
      { ...featuresQuery, enabled: allowed },
      { ...formLimitsQuery, enabled: allowed },
    ],
  });
  const all = [cities, brands, features, config];
  const loading = all.some((q) => q.isPending && !q.isError);
  const failed = all.some((q) => q.isError);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="mb-2 text-3xl font-bold text-gray-900 dark:text-gray-100">{t('Sell Your Car')}</h1>
      <p className="text-gray-700 dark:text-gray-300">{t('List your car in four simple steps and reach genuine buyers.')}</p>
      <p className="mb-6 mt-1 text-sm text-gray-700 dark:text-gray-300">
        {t('Not sure what to ask?')}{' '}
        <Link to="/car-valuation" className="font-medium text-blue-700 underline underline-offset-2 dark:text-blue-300">
          {t('See what your car is worth')}
        </Link>
        {t('.')}
      </p>
      {!allowed ? null : loading ? (
        <div role="status" aria-label={t('Loading form')} className="space-y-4">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-80 w-full" />
        </div>
      ) : (
        <>
          {failed && (
            <p role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
              {t(FORM_DATA_ERROR)}
            </p>
          )}
          <SellWizard
            brands={brands.data ?? []}
            cities={cities.data ?? []}
            features={features.data ?? {}}
            maxImages={config.data?.maxImagesPerListing ?? LIMITS.maxImagesPerListing}
            user={session.user}
            userId={session.user?.id}
          />
        </>
      )}
    </div>
  );
}

// The wizard's Hindi, and the feature names its first step lists (hi-features.ts, their own chunk).
export default withPageMessages(
  SellPage,
  () => import('@/lib/i18n/hi-sell'),
  () => import('@/lib/i18n/hi-features'),
);
