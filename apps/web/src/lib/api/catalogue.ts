// Catalogue reads (contract 4.3–4.4): cities, brands with models and variants (the forms' feature
// catalogue and upload limits are in catalogue-forms.ts, off the public pages).
// Each reads the nesting the contract names and falls back quietly (contract 2.9).
import type { Brand, brandsResponse, citiesResponse, City } from '@gaadi/domain/schemas/catalogue';
import type { Answer } from '@/lib/api/answer';
import { api } from '@/lib/api/client';
import { queryOptions } from '@/lib/api/query-options';

export const HOUR = 60 * 60 * 1000;

export async function fetchCities(): Promise<City[]> {
  const body = await api.get<Answer<typeof citiesResponse>>('/cars/cities/', { auth: 'none' });
  return body.data?.cities ?? [];
}

export async function fetchBrands(): Promise<Brand[]> {
  const body = await api.get<Answer<typeof brandsResponse>>('/cars/brands/', { auth: 'none' });
  const brands = body.data?.data?.brands ?? body.data?.brands;
  return Array.isArray(brands) ? brands : [];
}

export const citiesQuery = queryOptions({ queryKey: ['catalogue', 'cities'] as const, staleTime: HOUR, queryFn: fetchCities });
export const brandsQuery = queryOptions({ queryKey: ['catalogue', 'brands'] as const, staleTime: HOUR, queryFn: fetchBrands });

/** A city as the home page shows it: its name and how many cars it has. */
export type CityCount = Pick<City, 'name' | 'car_count'>;
/**
 * The home page's cities without their ids and states, which only the forms use: the 61 ids were
 * 1.2 KB of the home document's state, and a document over about 14 KB takes a second round trip
 * on a slow connection (decision 043). A key of its own, so a form never finds these in the cache.
 */
export const cityCountsQuery = queryOptions({
  queryKey: ['catalogue', 'city-counts'] as const,
  staleTime: HOUR,
  queryFn: async (): Promise<CityCount[]> => (await fetchCities()).map((c) => ({ name: c.name, car_count: c.car_count ?? c.carCount ?? 0 })),
});

/** One brand's models (GET /cars/brands/?brand=, contract 4.4): the browse panel's Model choices. */
export async function fetchModelsOf(brand: string): Promise<string[]> {
  const body = await api.get<Answer<typeof brandsResponse>>('/cars/brands/', { auth: 'none', query: { brand } });
  const brands = body.data?.data?.brands ?? body.data?.brands;
  const match = Array.isArray(brands) ? brands.find((b) => b.name.toLowerCase() === brand.toLowerCase()) : undefined;
  return (match?.models ?? []).map((m) => m.name);
}

export const modelsOfBrandQuery = (brand: string) =>
  queryOptions({ queryKey: ['catalogue', 'models', brand.toLowerCase()] as const, staleTime: HOUR, queryFn: () => fetchModelsOf(brand) });
