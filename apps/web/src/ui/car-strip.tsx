// A titled row of car cards (recently viewed, similar cars; issue 13): one column on a phone,
// scrolling sideways from two, four across from lg.
import type { ReactNode } from 'react';
import type { PublicCar } from '@/lib/api/cars';
import { CarCard } from '@/ui/car-card';

/** The strip's card widths below (85% of a phone's width, halves, quarters). */
const STRIP_SIZES = '(min-width: 1280px) 300px, (min-width: 1024px) calc((100vw - 80px) / 4), (min-width: 640px) calc((100vw - 48px) / 2), 85vw';

export function CarStrip({ id, title, cars, action }: { id: string; title: string; cars: PublicCar[]; action?: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="py-6">
      <div className="flex items-center justify-between gap-4">
        <h2 id={`${id}-heading`} className="text-2xl font-bold">
          {title}
        </h2>
        {action}
      </div>
      <ul className="-mx-4 mt-4 flex snap-x gap-4 overflow-x-auto px-4 pb-2">
        {cars.map((car) => (
          <li key={car.id} className="w-[85%] shrink-0 snap-start sm:w-[calc(50%-0.5rem)] lg:w-[calc(25%-0.75rem)]">
            <CarCard car={car} sizes={STRIP_SIZES} />
          </li>
        ))}
      </ul>
    </section>
  );
}
