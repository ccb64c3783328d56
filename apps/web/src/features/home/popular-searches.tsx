// Links to the landing pages (issue 12) of the cities in the grid and the popular brands: the way
// search engines and people reach "Used cars in Pune" from the home page.
import type { CityCount } from '@/lib/api/catalogue';
import { POPULAR_BRANDS } from '@gaadi/domain/public-constants';
import { landingPath } from '@gaadi/domain/slug';
import { Link } from '@/lib/router';
import { t } from '@/lib/i18n/i18n';

const linkClass = 'text-blue-700 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:text-blue-300';

export function PopularSearches({ cities }: { cities: Pick<CityCount, 'name'>[] }) {
  return (
    <section aria-labelledby="searches-heading" className="mx-auto max-w-7xl px-4 py-8">
      <h2 id="searches-heading" className="text-xl font-bold">
        {t('Popular Searches')}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {cities.map((c) => (
          <li key={c.name}>
            <Link to={landingPath.city(c.name)} className={linkClass}>
              {t('Used cars in {city}', { city: c.name })}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {POPULAR_BRANDS.map((name) => (
          <li key={name}>
            <Link to={landingPath.brand(name)} className={linkClass}>
              {t('Used {brand} cars', { brand: name })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
