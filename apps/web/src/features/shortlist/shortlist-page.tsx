// /shortlist (issue 13): the cars the buyer shortlisted, newest first, a page at a time
// (GET /users/me/favorites/), each marked when its price dropped since it was shortlisted.
// Signed out, the visitor is asked to sign in and comes back here. In Hindi on /hi/shortlist: its
// catalogue (hi-shortlist.ts) comes with this module (withPageMessages: the page is client-rendered,
// and the router every public page loads stays as it was; decision 040).
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import IndianRupee from '@/ui/icons/indian-rupee';
import Trash from '@/ui/icons/trash';
import { displayName } from '@gaadi/domain/listing-text';
import { favoritesPageQuery } from '@/lib/api/favorites';
import { GATE_MESSAGES, useAuthGate } from '@/lib/auth-gate';
import { msg, t } from '@/lib/i18n/i18n';
import { withPageMessages } from '@/lib/i18n/page-messages';
import { Link, useSearchParams } from '@/lib/router';
import { setShortlisted } from '@/lib/shortlist-actions';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { Button, buttonClasses } from '@/ui/button';
import { CarCard } from '@/ui/car-card';
import { Pagination } from '@/ui/pagination';
import { Skeleton } from '@/ui/skeleton';
import { priceDrop, priceDropText } from '@/features/shortlist/price-drop';
import { keepShortlist, keptShortlist } from '@/features/shortlist/kept-shortlist';
import { ApiError } from '@/lib/api/client';
import { session } from '@/lib/session';
import { OfflineNote, OfflineScreen } from '@/ui/offline-state';

export const SHORTLIST_TITLE = msg('My shortlist');

function ShortlistPage() {
  useDocumentMeta(t(SHORTLIST_TITLE));
  const allowed = useAuthGate(GATE_MESSAGES.shortlist);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const answer = useQuery({ ...favoritesPageQuery(page), enabled: allowed, retry: false });
  const userId = allowed ? session.user?.id : undefined;
  // The first page as last loaded is kept in this browser for reading offline (kept-shortlist.ts).
  useEffect(() => {
    if (userId && page === 1 && answer.data && !answer.isPlaceholderData) keepShortlist(userId, answer.data, answer.dataUpdatedAt);
  }, [userId, page, answer.data, answer.dataUpdatedAt, answer.isPlaceholderData]);
  if (!allowed) return null;
  const offline = answer.isPending ? answer.fetchStatus === 'paused' : answer.error instanceof ApiError && answer.error.isNetwork;
  const kept = offline && page === 1 ? keptShortlist(userId) : null;
  if (offline && !kept) return <OfflineScreen onRetry={() => void answer.refetch()} />;
  const { refetch } = answer;
  const data = kept ? kept.page : answer.data;
  const isPending = kept ? false : answer.isPending;
  const error = kept ? null : answer.error;

  const toPage = (p: number) => {
    const next = new URLSearchParams(params);
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    setParams(next);
    window.scrollTo({ top: 0 });
  };
  const cars = data?.cars ?? [];
  const { total, totalPages = 1, hasPrev = page > 1, hasNext = false } = data?.pagination ?? {};
  const pageInfo = { page, totalPages, hasPrev, hasNext };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {kept && <OfflineNote keptUrls={[]} fallbackTime={kept.savedAt} />}
      <h1 className="text-3xl font-bold">{t(SHORTLIST_TITLE)}</h1>
      <p className="mt-1 text-gray-600 dark:text-gray-400">
        {total ? (total === 1 ? t('1 car shortlisted, newest first') : t('{total} cars shortlisted, newest first', { total })) : t('Cars you shortlisted with the heart')}
      </p>
      {isPending ? (
        <div role="status" aria-label={t('Loading shortlist')} className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          <Skeleton className="h-80" />
          <Skeleton className="h-80" />
        </div>
      ) : error ? (
        <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-6 text-center dark:border-red-900 dark:bg-red-950/40">
          <p className="text-red-800 dark:text-red-200">{t('Could not load your shortlist. {error}', { error: error.message })}</p>
          <Button className="mt-3" onClick={() => void refetch()}>
            {t('Try Again')}
          </Button>
        </div>
      ) : cars.length === 0 ? (
        <div className="mt-6 rounded-xl border border-gray-200 bg-white p-10 text-center dark:border-gray-700 dark:bg-gray-900">
          <h2 className="text-xl font-semibold">{t('No shortlisted cars yet')}</h2>
          <p className="mt-1 text-gray-600 dark:text-gray-400">{t('Press the heart on a car to keep it here.')}</p>
          <Link to="/buy" className={buttonClasses('primary', 'md', 'mt-4')}>
            {t('Browse Cars')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {cars.map((car, i) => {
              const drop = priceDrop(car);
              return (
                <li key={car.id} className="flex flex-col gap-2">
                  {drop > 0 && (
                    <p className="flex items-center gap-1 rounded-lg bg-green-50 px-3 py-2 text-sm font-semibold text-green-800 dark:bg-green-950/50 dark:text-green-200">
                      <IndianRupee className="h-4 w-4" aria-hidden="true" />
                      {priceDropText(drop)}
                    </p>
                  )}
                  <CarCard car={car} eager={i < 2} heading="h2" />
                  <Button variant="ghost" size="sm" className="self-start" aria-label={t('Remove from shortlist: {name}', { name: displayName(car) })} onClick={() => void setShortlisted(car.id, false).catch(() => undefined)}>
                    <Trash className="h-4 w-4" aria-hidden="true" />
                    {t('Remove from shortlist')}
                  </Button>
                </li>
              );
            })}
          </ul>
          <Pagination pagination={pageInfo} onPage={toPage} />
        </>
      )}
    </div>
  );
}

export default withPageMessages(ShortlistPage, () => import('@/lib/i18n/hi-shortlist'));
