// The compare tray's cars (issue 13): at most three, kept in localStorage so that the tray survives
// navigation and reload. Card fields only (lib/card-car.ts).
import { BRAND } from '@gaadi/domain/brand';
import type { PublicCar } from '@/lib/api/cars';
import { isCardCar, toCardCar, type CardCar } from '@/lib/card-car';
import { storedList, useStoredList } from '@/lib/stored-list';

export const COMPARE_MAX = 3;
/** Shown through t() with { max: COMPARE_MAX }. */
export const COMPARE_FULL_MESSAGE = 'You can compare up to {max} cars. Remove one to add another.';

export const compareList = storedList<CardCar>(`${BRAND.name.toLowerCase()}-compare`, isCardCar, COMPARE_MAX);

export const useCompareList = () => useStoredList(compareList);

export type AddResult = 'added' | 'removed' | 'full';

/** Adds the car, or removes it when it is there already; 'full' when three are chosen. */
export function toggleCompare(car: PublicCar): AddResult {
  const now = compareList.read();
  if (now.some((c) => c.id === car.id)) {
    compareList.write(now.filter((c) => c.id !== car.id));
    return 'removed';
  }
  if (now.length >= COMPARE_MAX) return 'full';
  compareList.write([...now, toCardCar(car)]);
  return 'added';
}

export const removeFromCompare = (id: string) => compareList.write(compareList.read().filter((c) => c.id !== id));
export const clearCompare = () => compareList.write([]);

/** The shareable address of a comparison. */
export const comparePath = (ids: string[]) => `/compare?ids=${ids.map(encodeURIComponent).join(',')}`;
