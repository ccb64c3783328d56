// The cars a buyer shortlisted (favourites), as on the Buy page.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/lib/router';
import { favoritesQuery } from '@/lib/api/favorites';
import { buttonClasses } from '@/ui/button';
import { CarCard } from '@/ui/car-card';
import { Skeleton } from '@/ui/skeleton';
import { EmptyState } from './empty-state';
import { t } from '@/lib/i18n/i18n';
import { serverText } from '@/lib/i18n/server-text';

export function ShortlistTab({ enabled }: { enabled: boolean }) {
  const { data: cars = [], isPending, error } = useQuery({ ...favoritesQuery, enabled, retry: false });
  if (isPending && enabled)
    return (
      <div role="status" aria-label={t('Loading shortlist')}>
        <Skeleton className="h-40 w-full" />
      </div>
    );
  if (error) return <EmptyState title={t('Could not load your shortlist')}>{serverText(error.message)}</EmptyState>;
  if (cars.length === 0)
    return (
      <EmptyState title={t('No shortlisted cars yet')}>
        <Link to="/buy" className={buttonClasses('primary', 'sm')}>
          {t('Browse Cars')}
        </Link>
      </EmptyState>
    );
  return (
    <div className="space-y-4">
      {/* The whole list, with price drops and pages, is /shortlist (issue 13). */}
      <Link to="/shortlist" className={buttonClasses('outline', 'sm')}>
        {t('Open my shortlist')}
      </Link>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cars.map((car) => (
          <CarCard key={car.id} car={car} />
        ))}
      </div>
    </div>
  );
}
