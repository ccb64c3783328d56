// The home page below its hero: hydrated when it comes near the viewport (lib/deferred), so the
// home page's first JavaScript holds only what the hero needs (issue 12).
import { CityGrid } from '@/features/home/city-grid';
import { BENEFITS, STEPS } from '@/features/home/home-content';
import { PopularBrands } from '@/features/home/popular-brands';
import { PopularSearches } from '@/features/home/popular-searches';
import { SocialLinks } from '@/features/home/social-links';
import type { useHomeData } from '@/features/home/use-home-data';
import { msg, t } from '@/lib/i18n/i18n';

function Cards({ id, title, items, numbered }: { id: string; title: string; items: typeof STEPS | typeof BENEFITS; numbered?: boolean }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 py-12">
      <h2 id={id} className="text-center text-2xl font-bold">
        {t(title)}
      </h2>
      <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map(({ Icon, title, text }, i) => (
          <li key={title} className="rounded-xl border border-gray-200 bg-white p-6 text-center dark:border-gray-700 dark:bg-gray-900">
            <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300">
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 font-semibold">
              {numbered && <span className="sr-only">{t('Step {n}: ', { n: i + 1 })}</span>}
              {t(title)}
            </h3>
            <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{t(text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

type HomeData = ReturnType<typeof useHomeData>;

export default function HomeMore({ gridCities, citiesLoading, brands }: { gridCities: HomeData['gridCities']; citiesLoading: boolean; brands: HomeData['brands']['data'] }) {
  return (
    <div id="home-more">
      <SocialLinks />
      <Cards id="how-heading" title={msg('How it works')} items={STEPS} numbered />
      <CityGrid cities={gridCities} loading={citiesLoading} />
      <PopularBrands brands={brands} />
      <PopularSearches cities={gridCities} />
      <Cards id="why-heading" title={msg('Why choose us')} items={BENEFITS} />
    </div>
  );
}
