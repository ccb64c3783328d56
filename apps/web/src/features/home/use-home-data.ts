// Home loads cities, brands and featured cars on entry (the server renders them and hands them
// over); failures leave the lists silently empty (public-side 2).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { HOME_CITY_COUNT, POPULAR_BRANDS } from '@gaadi/domain/public-constants';
import type { Brand, City } from '@gaadi/domain/schemas/catalogue';
import { carsQuery, type PublicCar } from '@/lib/api/cars';
import { cityCountsQuery, fetchBrands, type CityCount } from '@/lib/api/catalogue';
import { queryOptions } from '@/lib/api/query-options';

export interface HomeData<T> {
  data: T;
  loading: boolean;
}

/** Cities without duplicate lower-cased names, in the server's order. */
export function uniqueCities<C extends Pick<City, 'name'>>(cities: C[]): C[] {
  const seen = new Set<string>();
  return cities.filter((c) => {
    const key = c.name?.toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The newest twelve, from which the featured strip is taken. */
export const homeCarsQuery = carsQuery({ sortBy: 'created_desc', page: 1, limit: 12 });

/** Featured listings first, then the newest, four in all. */
export function featuredOf(cars: PublicCar[]): PublicCar[] {
  return [...cars.filter((c) => c.featured), ...cars.filter((c) => !c.featured)].slice(0, 4);
}

/**
 * Only the popular brands' names and logos: the whole brand tree (models, variants) is 95 KB the
 * home page would otherwise carry in its handed-over state.
 */
export const popularBrandsQuery = queryOptions({
  queryKey: ['catalogue', 'popular-brands'] as const,
  staleTime: 60 * 60 * 1000,
  queryFn: async (): Promise<Brand[]> => {
    const wanted = new Set<string>(POPULAR_BRANDS.map((b) => b.toLowerCase()));
    return (await fetchBrands()).filter((b) => wanted.has(b.name.toLowerCase())).map((b) => ({ name: b.name, logo: b.logo, models: [] }));
  },
});

const NO_CITIES: CityCount[] = [];
const NO_BRANDS: Brand[] = [];
const NO_CARS: PublicCar[] = [];

export function useHomeData() {
  const cities = useQuery({ ...cityCountsQuery, retry: false });
  const brands = useQuery({ ...popularBrandsQuery, retry: false });
  const cars = useQuery({ ...homeCarsQuery, retry: false });
  // Stable lists: the lower sections hydrate later and must not see new props meanwhile.
  const cityList = useMemo(() => (cities.data ? uniqueCities(cities.data) : NO_CITIES), [cities.data]);
  const gridCities = useMemo(() => cityList.slice(0, HOME_CITY_COUNT), [cityList]);
  const featured = useMemo(() => (cars.data?.cars ? featuredOf(cars.data.cars) : NO_CARS), [cars.data]);
  return {
    cities: { data: cityList, loading: cities.isPending },
    gridCities,
    brands: { data: brands.data ?? NO_BRANDS, loading: brands.isPending },
    featured: { data: featured, loading: cars.isPending },
  };
}
