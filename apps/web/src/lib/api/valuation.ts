// "What's my car worth" (issue 22): GET /valuation/. No bearer; the valuation page and the price
// advice of the listing form read it.
import type { Valuation, valuationResponse } from '@gaadi/domain/schemas/valuation';
import type { RecordAnswer } from '@/lib/api/answer';
import { api } from '@/lib/api/client';
import { fetchBrands } from '@/lib/api/catalogue';
import { queryOptions } from '@/lib/api/query-options';
import { currentLocale } from '@/lib/i18n/i18n';
import type { Locale } from '@/lib/i18n/locale';

export type { Valuation };

/** The question, under the endpoint's names; blanks are left out. */
export interface ValuationAsk {
  brand: string;
  model: string;
  year: string;
  km_driven: string;
  fuel_type?: string;
  transmission?: string;
  owners?: string;
  city?: string;
}

export const VALUATION_KEYS = ['brand', 'model', 'year', 'km_driven', 'fuel_type', 'transmission', 'owners', 'city'] as const;

/** Brand, model, a four-digit year and a km figure: enough to ask. */
export const canValue = (a: Partial<ValuationAsk>) =>
  !!a.brand?.trim() && !!a.model?.trim() && /^\d{4}$/.test(a.year?.trim() ?? '') && /^\d[\d,]*$/.test(a.km_driven?.trim() ?? '');

export function valuationParams(a: Partial<ValuationAsk>): URLSearchParams {
  const p = new URLSearchParams();
  for (const k of VALUATION_KEYS) {
    const given = a[k]?.trim();
    const v = k === 'km_driven' ? given?.replace(/,/g, '') : given;
    if (v) p.set(k, v);
  }
  return p;
}

/** The question in an address's query (the valuation page's own). */
export function valuationAskOf(params: URLSearchParams): ValuationAsk {
  const get = (k: string) => params.get(k) ?? '';
  return {
    brand: get('brand'),
    model: get('model'),
    year: get('year'),
    km_driven: get('km_driven'),
    fuel_type: get('fuel_type'),
    transmission: get('transmission'),
    owners: get('owners'),
    city: get('city'),
  };
}

/** The answer's sentences in the page's language (issue 25): `lang=hi` on a Hindi page. */
export async function fetchValuation(a: ValuationAsk, signal?: AbortSignal, lang: Locale = 'en'): Promise<Valuation> {
  const query = { ...Object.fromEntries(valuationParams(a)), ...(lang === 'hi' ? { lang } : {}) };
  const body = await api.get<RecordAnswer<typeof valuationResponse>>('/valuation/', { auth: 'none', query, signal });
  if (!body.data) throw new Error('Empty valuation answer');
  return body.data;
}

export const valuationQuery = (a: ValuationAsk, lang: Locale = currentLocale()) =>
  queryOptions({
    queryKey: ['valuation', valuationParams(a).toString(), lang] as const,
    staleTime: 60_000,
    queryFn: ({ signal }) => fetchValuation(a, signal, lang),
  });

/** Brands with their model names only (the valuation form's choices; no variants, a lighter page). */
export interface BrandModels {
  name: string;
  models: string[];
}

export const valuationBrandsQuery = queryOptions({
  queryKey: ['catalogue', 'brand-models'] as const,
  staleTime: 60 * 60 * 1000,
  queryFn: async (): Promise<BrandModels[]> => {
    return (await fetchBrands()).map((b) => ({ name: b.name, models: b.models.map((m) => m.name) }));
  },
});

/** The sell wizard's address with the answers as its step 1 prefill. */
export function sellPathOf(a: Partial<ValuationAsk>): string {
  const p = new URLSearchParams();
  const map: Array<[keyof ValuationAsk, string]> = [
    ['brand', 'brand_name'],
    ['model', 'model_name'],
    ['year', 'year'],
    ['fuel_type', 'fuel_type'],
    ['transmission', 'transmission'],
    ['km_driven', 'km_driven'],
    ['owners', 'owner_number'],
    ['city', 'city_name'],
  ];
  for (const [from, to] of map) if (a[from]?.trim()) p.set(to, a[from].trim());
  return `/sell${p.size ? `?${p}` : ''}`;
}
