// Home loads cities, brands and featured cars on entry. Plain fetches (no TanStack Query) keep
// the home page inside its JS budget; failures leave the lists silently empty (public-side 2).
import { useEffect, useState } from 'react';
import { HOME_CITY_COUNT } from '@gaadi/domain/constants';
import { api } from '@/lib/api/client';
import type { CarsResponse, PublicBrand, PublicCar, PublicCity } from '@/lib/car-types';

export interface HomeData<T> {
  data: T;
  loading: boolean;
}

function useLoad<T>(load: () => Promise<T>, empty: T): HomeData<T> {
  const [state, setState] = useState<HomeData<T>>({ data: empty, loading: true });
  useEffect(() => {
    let live = true;
    load()
      .then((data) => live && setState({ data, loading: false }))
      .catch(() => live && setState({ data: empty, loading: false }));
    return () => {
      live = false;
    };
    // Loaded once on entry.
  }, []);
  return state;
}

/** Cities without duplicate lower-cased names, in the server's order. */
export function uniqueCities(cities: PublicCity[]): PublicCity[] {
  const seen = new Set<string>();
  return cities.filter((c) => {
    const key = c.name?.toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export const loadCities = async () =>
  uniqueCities((await api.get<{ data?: { cities?: PublicCity[] } }>('/cars/cities/', { auth: 'none' })).data?.cities ?? []);

export async function loadBrands(): Promise<PublicBrand[]> {
  const body = await api.get<{ data?: { brands?: PublicBrand[]; data?: { brands?: PublicBrand[] } } }>('/cars/brands/', { auth: 'none' });
  const brands = body.data?.data?.brands ?? body.data?.brands;
  return Array.isArray(brands) ? brands : [];
}

/** Featured listings first, then the newest, four in all. */
export async function loadFeatured(): Promise<PublicCar[]> {
  const body = await api.get<CarsResponse>('/cars/', { auth: 'none', query: { sortBy: 'created_desc', page: 1, limit: 12 } });
  const cars = body.data?.cars ?? [];
  return [...cars.filter((c) => c.featured), ...cars.filter((c) => !c.featured)].slice(0, 4);
}

export function useHomeData() {
  const cities = useLoad(loadCities, [] as PublicCity[]);
  const brands = useLoad(loadBrands, [] as PublicBrand[]);
  const featured = useLoad(loadFeatured, [] as PublicCar[]);
  return { cities, gridCities: cities.data.slice(0, HOME_CITY_COUNT), brands, featured };
}
