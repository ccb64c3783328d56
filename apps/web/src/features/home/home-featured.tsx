// Featured cars right after the hero (issue 13: on a phone the first car was four screens down).
// A deferred part like the sections below it: server-rendered, its code loads near the viewport.
import ArrowRight from '@/ui/icons/arrow-right';
import { Link } from '@/lib/router';
import type { useHomeData } from '@/features/home/use-home-data';
import { IMAGE_SIZES } from '@/lib/image-sources';
import { CarCard } from '@/ui/car-card';
import { t } from '@/lib/i18n/i18n';

export default function HomeFeatured({ cars }: { cars: ReturnType<typeof useHomeData>['featured']['data'] }) {
  if (cars.length === 0) return null;
  return (
    <section id="home-featured" aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-6 sm:py-12">
      <div className="flex items-center justify-between gap-4">
        <h2 id="featured-heading" className="text-2xl font-bold">
          {t('Featured Cars')}
        </h2>
        <Link to="/buy" className="inline-flex items-center gap-1 text-sm font-medium text-blue-700 hover:underline dark:text-blue-300">
          {t('View all cars')} <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </div>
      <div className="mt-4 grid gap-4 sm:mt-6 sm:grid-cols-2 lg:grid-cols-4">
        {cars.map((car, i) => (
          <CarCard key={car.id} car={car} sizes={IMAGE_SIZES.cardStrip} priority={i === 0} />
        ))}
      </div>
    </section>
  );
}
