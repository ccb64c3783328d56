import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { BRAND } from '@gaadi/domain/constants';
import { CityGrid } from '@/features/home/city-grid';
import { BENEFITS, STATS, STEPS } from '@/features/home/home-content';
import { HeroSearch } from '@/features/home/hero-search';
import { PopularBrands } from '@/features/home/popular-brands';
import { SocialLinks } from '@/features/home/social-links';
import { useHomeData } from '@/features/home/use-home-data';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { buttonClasses } from '@/ui/button';
import { CarCard } from '@/ui/car-card';

function Featured({ cars }: { cars: ReturnType<typeof useHomeData>['featured']['data'] }) {
  if (cars.length === 0) return null;
  return (
    <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex items-center justify-between gap-4">
        <h2 id="featured-heading" className="text-2xl font-bold">
          Featured Cars
        </h2>
        <Link to="/buy" className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 hover:underline dark:text-blue-300">
          View all cars <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cars.map((car) => (
          <CarCard key={car.id} car={car} />
        ))}
      </div>
    </section>
  );
}

function Cards({ id, title, items, numbered }: { id: string; title: string; items: typeof STEPS | typeof BENEFITS; numbered?: boolean }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-12">
      <h2 id={id} className="text-center text-2xl font-bold">
        {title}
      </h2>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map(({ Icon, title: t, text }, i) => (
          <li key={t} className="rounded-xl border border-gray-200 bg-white p-6 text-center dark:border-gray-700 dark:bg-gray-900">
            <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300">
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold">
              {numbered && <span className="sr-only">Step {i + 1}: </span>}
              {t}
            </h3>
            <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export default function HomePage() {
  useDocumentMeta(
    'Buy and sell used cars in India',
    'Buy verified pre-owned cars across India: search by city and brand, compare prices, calculate EMI and contact sellers directly.',
  );
  const { cities, gridCities, brands, featured } = useHomeData();
  return (
    <>
      <section className="bg-gradient-to-br from-blue-700 to-blue-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-100">{BRAND.tagline}</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-extrabold leading-tight sm:text-5xl">Find your perfect pre-owned car</h1>
          <p className="mt-4 max-w-2xl text-lg text-blue-50">
            Verified cars, transparent prices and sellers you can talk to directly — in cities across India.
          </p>
          <div className="mt-8 max-w-4xl">
            <HeroSearch cities={cities.data} />
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <Link to="/buy" className={buttonClasses('light', 'lg')}>
              Browse Cars
            </Link>
            <Link to="/sell" className={buttonClasses('inverse', 'lg')}>
              Sell Your Car
            </Link>
          </div>
          <dl className="mt-10 grid max-w-4xl grid-cols-2 gap-4 sm:grid-cols-4">
            {STATS.map((s) => (
              <div key={s.label} className="rounded-xl bg-white/10 p-4">
                <dt className="text-sm text-blue-100">{s.label}</dt>
                <dd className="text-2xl font-bold">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <SocialLinks />
      <Cards id="how-heading" title="How it works" items={STEPS} numbered />
      <Featured cars={featured.data} />
      <CityGrid cities={gridCities} loading={cities.loading} />
      <PopularBrands brands={brands.data} />
      <Cards id="why-heading" title="Why choose us" items={BENEFITS} />
    </>
  );
}
