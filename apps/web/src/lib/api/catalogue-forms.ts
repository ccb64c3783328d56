// What the listing forms read from the catalogue (contract 4.5–4.6): features and upload limits.
import { LIMITS } from '@gaadi/domain/constants';
import type { configResponse, FeatureCatalogue, featuresResponse, SystemConfig } from '@gaadi/domain/schemas/catalogue';
import type { Answer } from '@/lib/api/answer';
import { HOUR } from '@/lib/api/catalogue';
import { api } from '@/lib/api/client';
import { queryOptions } from '@/lib/api/query-options';

export async function fetchFeatures(): Promise<FeatureCatalogue> {
  const body = await api.get<Answer<typeof featuresResponse>>('/utils/car-features/');
  return body.data?.data?.features ?? {};
}

export type FormLimits = Pick<SystemConfig['limits'], 'maxImagesPerListing' | 'maxVideosPerListing'>;

/** The upload limits of the forms; a missing or zero limit falls back to the spec's. */
export async function fetchFormLimits(): Promise<FormLimits> {
  const body = await api.get<Answer<typeof configResponse>>('/utils/config/');
  const limits: Partial<FormLimits> | undefined = body.data?.data?.limits;
  return {
    maxImagesPerListing: limits?.maxImagesPerListing || LIMITS.maxImagesPerListing,
    maxVideosPerListing: limits?.maxVideosPerListing || LIMITS.maxVideosPerListing,
  };
}

export const featuresQuery = queryOptions({ queryKey: ['catalogue', 'features'] as const, staleTime: HOUR, queryFn: fetchFeatures });
export const formLimitsQuery = queryOptions({ queryKey: ['catalogue', 'config'] as const, staleTime: HOUR, queryFn: fetchFormLimits });
