// /seller/listings/{id}/statistics (issue 22): how one of the seller's listings is doing: the last
// 30 days of views, search appearances, inquiries and shortlists, its price among similar cars,
// days on market and advice drawn from those figures.
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Lightbulb } from 'lucide-react';
import type { ListingStatistics } from '@gaadi/domain/schemas/listing-statistics';
import { listingStatisticsQuery } from '@/lib/api/seller-listings';
import { GATE_MESSAGES, useAuthGate } from '@/lib/auth-gate';
import { Link, useParams } from '@/lib/router';
import { Card } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { DayChart } from './day-chart';
import { PriceSpread } from './price-spread';
import { adviceText } from './advice-text';
import { msg, t } from '@/lib/i18n/i18n';
import { serverText } from '@/lib/i18n/server-text';
import { withPageMessages } from '@/lib/i18n/page-messages';

const METRICS = [
  { key: 'views', title: msg('Views'), className: 'fill-blue-600 dark:fill-blue-400' },
  { key: 'appearances', title: msg('Search appearances'), className: 'fill-violet-600 dark:fill-violet-400' },
  { key: 'inquiries', title: msg('Inquiries'), className: 'fill-emerald-600 dark:fill-emerald-400' },
  { key: 'shortlists', title: msg('Shortlists'), className: 'fill-rose-600 dark:fill-rose-400' },
] as const;

export const daysOnMarketText = (days: number | null) =>
  days === null
    ? t('Not on the market yet')
    : days === 0
      ? t('On the market since today')
      : days === 1
        ? t('On the market for 1 day')
        : t('On the market for {count} days', { count: days });

export const viewsText = (n: number) => (n === 1 ? t('1 view in all') : t('{count} views in all', { count: n.toLocaleString('en-IN') }));

function Statistics({ data }: { data: Partial<ListingStatistics> }) {
  const days = data.days ?? [];
  return (
    <>
      <p className="mt-1 text-gray-700 dark:text-gray-300">
        {daysOnMarketText(data.days_on_market ?? null)} · {viewsText(data.views_count ?? 0)}
      </p>
      <section aria-labelledby="last-30-days" className="mt-6">
        <h2 id="last-30-days" className="text-xl font-semibold">
          {t('The last 30 days')}
        </h2>
        <div className="mt-3 grid items-start gap-4 sm:grid-cols-2">
          {METRICS.map((m) => (
            <DayChart key={m.key} title={t(m.title)} className={m.className} values={days.map((d) => ({ day: d.day, value: d[m.key] }))} />
          ))}
        </div>
      </section>
      {data.price && (
        <section aria-labelledby="price-among" className="mt-8">
          <h2 id="price-among" className="text-xl font-semibold">
            {t('Your price among similar cars')}
          </h2>
          <Card className="mt-3 p-4">
            <PriceSpread price={data.price} />
          </Card>
        </section>
      )}
      <section aria-labelledby="advice" className="mt-8">
        <h2 id="advice" className="text-xl font-semibold">
          {t('What could help')}
        </h2>
        {data.advice?.length ? (
          <ul className="mt-3 grid gap-3">
            {data.advice.map((a) => (
              <li key={a.kind} className="flex gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-gray-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50">
                <Lightbulb className="mt-0.5 h-5 w-5 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden="true" />
                <span>{adviceText(a, data)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-gray-700 dark:text-gray-300">{t('Nothing to change: your listing is doing what similar ones do.')}</p>
        )}
      </section>
    </>
  );
}

function ListingStatisticsPage() {
  const allowed = useAuthGate(GATE_MESSAGES.dashboard);
  const { id = '' } = useParams();
  const query = useQuery({ ...listingStatisticsQuery(id), enabled: allowed && !!id, retry: false });
  if (!allowed) return null;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Link to="/seller/dashboard" className="inline-flex items-center gap-1 text-sm text-blue-700 hover:underline dark:text-blue-300">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {t('My Car Listings')}
      </Link>
      <h1 className="mt-3 text-3xl font-bold">{query.data?.title ?? t('Listing statistics')}</h1>
      {query.isPending ? (
        <div className="mt-6 grid gap-4 sm:grid-cols-2" aria-busy="true" aria-label={t('Loading statistics')}>
          {METRICS.map((m) => (
            <Skeleton key={m.key} className="h-44" />
          ))}
        </div>
      ) : query.isError ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-red-800 dark:bg-red-950 dark:text-red-200">
          {query.error instanceof Error ? serverText(query.error.message) : t('Could not load the statistics.')}
        </p>
      ) : (
        <Statistics data={query.data} />
      )}
    </div>
  );
}

// The page's Hindi (its own chunk, loaded with the page on /hi; decision 040).
export default withPageMessages(ListingStatisticsPage, () => import('@/lib/i18n/hi-statistics'));
