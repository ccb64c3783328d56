import MapPin from '@/ui/icons/map-pin';
import { Link } from '@/lib/router';
import { HOME_CITY_COUNT } from '@gaadi/domain/public-constants';
import type { CityCount } from '@/lib/api/catalogue';
import { buttonClasses } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { t } from '@/lib/i18n/i18n';

export function CityGrid({ cities, loading }: { cities: CityCount[]; loading: boolean }) {
  return (
    <section aria-labelledby="cities-heading" className="mx-auto max-w-7xl px-4 py-12">
      <h2 id="cities-heading" className="text-2xl font-bold">
        {t('Browse Cars by City')}
      </h2>
      {loading ? (
        <div role="status" aria-label={t('Loading cities')} className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {Array.from({ length: HOME_CITY_COUNT }, (_, i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {cities.map((c) => (
            <li key={c.name}>
              <Link
                to={`/buy?city=${encodeURIComponent(c.name)}`}
                className="flex h-20 flex-col justify-center rounded-xl border border-gray-200 bg-white px-3 hover:border-blue-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:border-gray-700 dark:bg-gray-900"
              >
                <span className="flex items-center gap-1 font-semibold">
                  <MapPin className="h-4 w-4 shrink-0 text-blue-600" aria-hidden="true" />
                  {c.name}
                </span>
                <span className="text-sm text-gray-600 dark:text-gray-400">{t('{count} cars', { count: c.car_count })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6 text-center">
        <Link to="/buy" className={buttonClasses('outline')}>
          {t('View All Cities')}
        </Link>
      </div>
    </section>
  );
}
