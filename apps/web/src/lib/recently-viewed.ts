// The last ten listings this browser opened (issue 13), newest first, kept in localStorage as card
// fields (lib/card-car.ts). Shown on the home page and the listing page once hydrated.
import { BRAND } from '@gaadi/domain/brand';
import type { PublicCar } from '@/lib/api/cars';
import { isCardCar, toCardCar, type CardCar } from '@/lib/card-car';
import { storedList, useStoredList } from '@/lib/stored-list';

export const RECENTLY_VIEWED_MAX = 10;

export const recentlyViewed = storedList<CardCar>(`${BRAND.name.toLowerCase()}-recently-viewed`, isCardCar, RECENTLY_VIEWED_MAX);

export const useRecentlyViewed = () => useStoredList(recentlyViewed);

/** Puts the car first (once), keeping at most ten; the stored copy is refreshed (a new price). */
export function recordView(car: PublicCar) {
  const rest = recentlyViewed.read().filter((c) => c.id !== car.id);
  recentlyViewed.write([toCardCar(car), ...rest].slice(0, RECENTLY_VIEWED_MAX));
}

export const clearRecentlyViewed = () => recentlyViewed.write([]);
