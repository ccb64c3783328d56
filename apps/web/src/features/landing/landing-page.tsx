// /used-cars/{city}, /used-cars/{city}/{brand}, /used-cars/brand/{brand} (issue 12): the first
// cars of a city or brand, the live count, a summary from the data and links to neighbouring pages.
import ArrowRight from '@/ui/icons/arrow-right';
import ChevronRight from '@/ui/icons/chevron-right';
import { useQuery } from '@tanstack/react-query';
import { landingQuery, type LandingPage as Landing } from '@/lib/api/landing';
import { availableText } from '@/lib/count-text';
import { Link, useParams } from '@/lib/router';
import { deferred } from '@/lib/deferred';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { buttonClasses } from '@/ui/button';
import { CarCard } from '@/ui/car-card';
import { PageQueryState } from '@/ui/page-query-state';
import { landingDescription, landingHeading, landingSummary } from '@/features/landing/landing-text';
import { t } from '@/lib/i18n/i18n';

// A page with no cars (issue 25): cities with cars and a "tell me when" alert, in its own chunk.
const LandingEmpty = deferred('landing-empty', () => import('@/features/landing/landing-empty'));

// Only an address that names no city or brand shows it.

function Links({ id, title, links }: { id: string; title: string; links: Landing['brands'] }) {
  if (!links.length) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {links.map((l) => (
          <li key={l.path}>
            {/* index.css: one class each, not twelve (a page has up to 90 of them). */}
            <Link to={l.path} className="link-chip">
              {l.name}
              <span>{`(${l.count})`}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Breadcrumb({ page }: { page: Landing }) {
  const crumbs: Array<{ name: string; to?: string }> = [{ name: t('Home'), to: '/' }];
  if (page.kind === 'city-brand') crumbs.push({ name: landingHeading({ city: page.city, brand: null }), to: `/used-cars/${page.city!.slug}` });
  crumbs.push({ name: page.kind === 'city-brand' ? page.brand!.name : landingHeading(page) });
  return (
    <nav aria-label={t('Breadcrumb')}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-gray-600 dark:text-gray-400">
        {crumbs.map((c, i) => (
          <li key={c.name} className="flex items-center gap-1" aria-current={c.to ? undefined : 'page'}>
            {i > 0 && <ChevronRight className="h-4 w-4" aria-hidden="true" />}
            {c.to ? (
              <Link to={c.to} className="hover:underline">
                {c.name}
              </Link>
            ) : (
              <span className="font-medium text-gray-900 dark:text-gray-100">{c.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function LandingView({ page }: { page: Landing }) {
  const heading = landingHeading(page);
  useDocumentMeta(heading, landingDescription(page));
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <Breadcrumb page={page} />
      <header className="mt-4">
        <h1 className="text-3xl font-bold">{heading}</h1>
        <p className="mt-1 text-gray-700 dark:text-gray-300">{availableText(page.total)}</p>
        <p className="mt-3 max-w-3xl text-gray-700 dark:text-gray-300">{landingSummary(page)}</p>
      </header>
      {page.cars.length > 0 && (
        <section aria-label={t('Cars')} className="mt-6">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {page.cars.map((car, i) => (
              <CarCard key={car.id} car={car} priority={i === 0} heading="h2" />
            ))}
          </div>
        </section>
      )}
      {page.total > 0 ? (
        <div className="mt-6">
          <Link to={page.browse_path} className={buttonClasses('outline')}>
            {t('View all {count} cars', { count: page.total })}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
      ) : (
        <LandingEmpty page={page} />
      )}
      <Links
        id="brands-heading"
        title={page.kind === 'city-brand' ? t('Other brands in {city}', { city: page.city!.name }) : t('Brands in {city}', { city: page.city?.name ?? '' })}
        links={page.brands}
      />
      <Links
        id="cities-heading"
        title={page.kind === 'city-brand' ? t('{brand} cars in other cities', { brand: page.brand!.name }) : t('{brand} cars by city', { brand: page.brand?.name ?? '' })}
        links={page.cities}
      />
    </div>
  );
}

export default function LandingPage() {
  const { city, brand } = useParams<'city' | 'brand'>();
  const { data, error } = useQuery({ ...landingQuery({ city, brand }), retry: false, retryOnMount: false });
  if (data) return <LandingView page={data} />;
  return <PageQueryState error={error} loadingLabel={t('Loading cars')} failedText={t('Failed to load cars. Please try again.')} lines={['h-9 w-1/2', 'h-5 w-1/3', 'h-64 w-full']} />;
}
