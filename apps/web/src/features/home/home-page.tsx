import { Link } from '@/lib/router';
import { BRAND } from '@gaadi/domain/brand';
import { HeroSearch } from '@/features/home/hero-search';
import { HOME_META } from '@/features/home/home-meta';
import { useHomeData } from '@/features/home/use-home-data';
import { deferred } from '@/lib/deferred';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { buttonClasses } from '@/ui/button';
import { RecentlyViewedSlot } from '@/ui/recently-viewed-slot';
import { msg, t } from '@/lib/i18n/i18n';

/** The hero's figures (public-side 1). */
const STATS = [
  { value: '1,000+', label: msg('Happy Customers') },
  { value: '500+', label: msg('Cars Sold') },
  { value: '99%', label: msg('Satisfaction') },
  { value: '200+', label: msg('Quality Checks') },
] as const;

const HomeFeatured = deferred('home-featured', () => import('@/features/home/home-featured'));
const HomeMore = deferred('home-more', () => import('@/features/home/home-more'));

export default function HomePage() {
  useDocumentMeta(t(HOME_META.title), t(HOME_META.description));
  const { cities, gridCities, brands, featured } = useHomeData();
  return (
    <>
      <section className="bg-gradient-to-br from-blue-700 to-blue-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:py-20">
          <p className="text-sm font-semibold uppercase tracking-wide text-blue-100">{t(BRAND.tagline)}</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-extrabold leading-tight sm:text-5xl">{t('Find your perfect pre-owned car')}</h1>
          <p className="mt-3 max-w-2xl text-blue-50 sm:mt-4 sm:text-lg">
            {t('Verified cars, transparent prices and sellers you can talk to directly — in cities across India.')}
          </p>
          <div className="mt-6 max-w-4xl sm:mt-8">
            <HeroSearch cities={cities.data} />
          </div>
          <div className="mt-4 flex flex-wrap gap-3 sm:mt-6">
            <Link to="/buy" className={buttonClasses('light', 'lg')}>
              {t('Browse Cars')}
            </Link>
            <Link to="/sell" className={buttonClasses('inverse', 'lg')}>
              {t('Sell Your Car')}
            </Link>
            <Link to="/car-valuation" className="self-center rounded text-sm font-semibold text-white underline underline-offset-4 hover:text-blue-100 sm:text-base">
              {t("What's my car worth?")}
            </Link>
          </div>
          <dl className="mt-6 grid max-w-4xl grid-cols-4 gap-2 sm:mt-10 sm:gap-4">
            {STATS.map((s) => (
              <div key={s.label} className="rounded-xl bg-white/10 p-2 sm:p-4">
                <dt className="text-xs text-blue-100 sm:text-sm">{t(s.label)}</dt>
                <dd className="text-lg font-bold sm:text-2xl">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      {/* The spec's featured cars right after the hero search (issue 13), before the other sections; the
          hero is shorter on phones so that the first car starts on the first screen. */}
      <HomeFeatured cars={featured.data} />
      <RecentlyViewedSlot className="mx-auto max-w-7xl px-4" />
      <HomeMore gridCities={gridCities} citiesLoading={cities.loading} brands={brands.data} />
    </>
  );
}
