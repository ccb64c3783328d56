// The buyer's pieces of a listing page (issue 13), each inserted with one line so that the page
// itself stays as it is: the shortlist heart and Add to compare under the gallery (which also
// records the visit for Recently viewed), and the sections below the page, whose code loads only
// after hydration, when the end of the page comes near the viewport.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PublicCar } from '@/lib/api/cars';
import { useHydrated } from '@/lib/use-hydrated';
import { CompareCheck } from '@/ui/compare-check';
import { ShortlistHeart } from '@/ui/shortlist-heart';
import { t } from '@/lib/i18n/i18n';

const Sections = lazy(() => import('@/ui/listing-buyer-sections'));

export function ListingBuyerActions({ car, name }: { car: PublicCar; name: string }) {
  useEffect(() => {
    void import('@/lib/recently-viewed').then((m) => m.recordView(car));
  }, [car]);
  return (
    <span className="flex items-center gap-4">
      <ShortlistHeart
        carId={car.id}
        name={name}
        className="inline-flex items-center gap-1.5 rounded-full border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-50 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800"
      >
        {(on) => (on ? t('Shortlisted') : t('Shortlist'))}
      </ShortlistHeart>
      <CompareCheck car={car} name={name} className="inline-flex cursor-pointer items-center gap-2 text-sm" />
    </span>
  );
}

export function ListingBuyerSections({ carId }: { carId: string }) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!hydrated || near || !el) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '200px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [hydrated, near]);
  return (
    <div ref={ref}>
      {hydrated && near && (
        <Suspense fallback={null}>
          <Sections carId={carId} />
        </Suspense>
      )}
    </div>
  );
}
