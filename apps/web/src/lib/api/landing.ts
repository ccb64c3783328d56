// Landing pages (issue 12): a city, a brand in a city, a brand. No bearer.
import type { landingResponse } from '@gaadi/domain/schemas/landing';
import type { RecordAnswer } from '@/lib/api/answer';
import { api } from '@/lib/api/client';
import { queryOptions } from '@/lib/api/query-options';

export type LandingPage = NonNullable<RecordAnswer<typeof landingResponse>['data']>;
export interface LandingSlugs {
  city?: string;
  brand?: string;
}

export function landingApiPath({ city, brand }: LandingSlugs): string {
  const c = city && encodeURIComponent(city);
  const b = brand && encodeURIComponent(brand);
  if (c && b) return `/landing/cities/${c}/brands/${b}/`;
  if (c) return `/landing/cities/${c}/`;
  return `/landing/brands/${b ?? ''}/`;
}

export async function fetchLanding(slugs: LandingSlugs, signal?: AbortSignal): Promise<LandingPage> {
  const body = await api.get<RecordAnswer<typeof landingResponse>>(landingApiPath(slugs), { auth: 'none', signal });
  if (!body.data) throw new Error('Empty landing answer');
  return body.data;
}

export const landingQuery = (slugs: LandingSlugs) =>
  queryOptions({ queryKey: ['landing', slugs.city ?? '', slugs.brand ?? ''] as const, queryFn: ({ signal }) => fetchLanding(slugs, signal) });
