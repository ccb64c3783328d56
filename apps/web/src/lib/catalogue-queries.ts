// Catalogue reads shared by the sell wizard and the seller's edit form (contract 4.3–4.6).
// Each reads the nesting the contract names and falls back quietly (contract 2.9).
import { queryOptions } from '@tanstack/react-query';
import { LIMITS } from '@gaadi/domain/constants';
import type { Brand, City, FeatureCatalogue } from '@gaadi/domain/schemas/catalogue';
import { api } from '@/lib/api/client';
import { queryKeys } from '@/lib/query-keys';

const HOUR = 60 * 60 * 1000;

type Envelope<T> = { success: boolean; data?: T };

export const citiesQuery = queryOptions({
  queryKey: queryKeys.cities,
  staleTime: HOUR,
  queryFn: async (): Promise<City[]> => {
    const body = await api.get<Envelope<{ cities?: City[] }>>('/cars/cities/', { auth: 'none' });
    return body.data?.cities ?? [];
  },
});

export const brandsQuery = queryOptions({
  queryKey: queryKeys.brands,
  staleTime: HOUR,
  queryFn: async (): Promise<Brand[]> => {
    const body = await api.get<Envelope<{ brands?: Brand[]; data?: { brands?: Brand[] } }>>('/cars/brands/', { auth: 'none' });
    return body.data?.data?.brands ?? body.data?.brands ?? [];
  },
});

export const featuresQuery = queryOptions({
  queryKey: queryKeys.features,
  staleTime: HOUR,
  queryFn: async (): Promise<FeatureCatalogue> => {
    const body = await api.get<Envelope<{ data?: { features?: FeatureCatalogue } }>>('/utils/car-features/');
    return body.data?.data?.features ?? {};
  },
});

export interface FormConfig {
  maxImagesPerListing: number;
  maxVideosPerListing: number;
}

export const configQuery = queryOptions({
  queryKey: queryKeys.config,
  staleTime: HOUR,
  queryFn: async (): Promise<FormConfig> => {
    const body = await api.get<Envelope<{ data?: { limits?: Partial<FormConfig> } }>>('/utils/config/');
    const limits = body.data?.data?.limits;
    return {
      maxImagesPerListing: limits?.maxImagesPerListing || LIMITS.maxImagesPerListing,
      maxVideosPerListing: limits?.maxVideosPerListing || LIMITS.maxVideosPerListing,
    };
  },
});

/** Models of the brand named exactly `brand` (the catalogue's spelling). */
export function modelsOf(brands: Brand[], brand: string) {
  return brands.find((b) => b.name === brand)?.models ?? [];
}

/** Variant names of a model; the contract allows variants as objects or plain strings. */
export function variantsOf(brands: Brand[], brand: string, model: string): string[] {
  const found = modelsOf(brands, brand).find((m) => m.name === model);
  return (found?.variants ?? []).map((v) => (typeof v === 'string' ? v : v.name));
}
