// What the server loads for each server-rendered page, through the same query options the pages
// use (so the browser finds the data under the keys it asks for), and the SEO facts of the page.
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { BRAND } from '@gaadi/domain/constants';
import { displayName } from '@gaadi/domain/listing-text';
import { landingPath } from '@gaadi/domain/slug';
import { filtersFromParams, filtersToApiQuery, filtersToParams, hasActiveFilters } from '@/features/browse/filters';
import { featuredOf, homeCarsQuery, popularBrandsQuery } from '@/features/home/use-home-data';
import { carsQuery, type PublicCar } from '@/lib/api/cars';
import { citiesQuery, cityCountsQuery } from '@/lib/api/catalogue';
import { featuresQuery } from '@/lib/api/catalogue-forms';
import { ApiError } from '@/lib/api/client';
import { landingQuery } from '@/lib/api/landing';
import { dealerPageQuery } from '@/lib/api/dealers';
import { listingQuery } from '@/lib/api/listing';
import { t } from '@/lib/i18n/i18n';
import { stripLocale } from '@/lib/i18n/locale';
import { pictureSources } from '@/lib/image-sources';
import { absoluteMediaUrl } from '@/lib/media-url';
import { toWireError } from '@/lib/query-client';
import { matchPath } from '@/lib/router';
import { canValue, valuationAskOf, valuationBrandsQuery, valuationQuery } from '@/lib/api/valuation';
import type { PageSeo } from '@/server/seo';
import { listingPath } from '@/server/seo';

export interface PageData {
  status: number;
  seo: PageSeo;
  /** Source module of the page, for <link rel="modulepreload">. */
  module: string;
  /** The largest image above the fold, preloaded with high priority. */
  lcpImage?: { webp: string; jpeg: string; src: string; sizes: string };
}

const crumbsTo = (...more: Array<{ name: string; path: string }>) => [{ name: t('Home'), path: '/' }, ...more];

/**
 * Server-rendered paths; the rest (sign-in, selling, dashboards, admin, /test, and the buyer's own
 * shortlist and comparison, issue 13) stay client-rendered.
 */
const CLIENT_ONLY = ['/login', '/sell', '/seller/dashboard', '/seller/dealer-profile', '/seller/import', '/dashboard', '/admin/login', '/admin/dashboard', '/test', '/shortlist', '/compare'];
/** Issue 21: the signed-in person's conversations (/messages and /messages/{id}) too. */
export const isServerRendered = (pathname: string) => {
  const path = stripLocale(pathname).replace(/\/+$/, '') || '/';
  return !CLIENT_ONLY.includes(path) && path !== '/messages' && !path.startsWith('/messages/');
};

const match = (pattern: string, pathname: string) => matchPath(pattern.split('/').filter(Boolean), pathname);
const statusOf = (error: unknown) => (error instanceof ApiError ? (error.isNotFound ? 404 : error.status || 502) : error ? 500 : 200);
const ogOf = (car: PublicCar | undefined) => {
  const img = car?.images?.[0];
  return img ? absoluteMediaUrl(img.og_image || img.url) : undefined;
};
/** A list's link preview: the first car that has a photo. */
const ogOfList = (cars: PublicCar[] | undefined) => ogOf(cars?.find((c) => c.images?.length));

function lcpOf(car: PublicCar | undefined, sizes: string): PageData['lcpImage'] {
  const img = car?.images?.[0];
  return img ? { ...pictureSources(img), sizes } : undefined;
}

export async function loadPage(qc: QueryClient, pathname: string, search: string, sizes: Record<'card' | 'cardStrip' | 'gallery', string>): Promise<PageData> {
  if (pathname === '/') {
    await Promise.all([qc.prefetchQuery(cityCountsQuery), qc.prefetchQuery(popularBrandsQuery), qc.prefetchQuery(homeCarsQuery)]);
    const cars = qc.getQueryData(homeCarsQuery.queryKey)?.cars ?? [];
    const site = {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: BRAND.name,
      potentialAction: { '@type': 'SearchAction', target: '/buy?search={search_term_string}', 'query-input': 'required name=search_term_string' },
    };
    // The first featured car's photo is the largest paint on a phone (under the hero): preloaded
    // as /buy's first card is, it no longer waits for the page's code to be found (issue 23).
    return {
      status: 200,
      module: 'src/features/home/home-page.tsx',
      lcpImage: lcpOf(featuredOf(cars)[0], sizes.cardStrip),
      seo: { canonical: '/', crumbs: crumbsTo(), ogImage: ogOfList(cars), extra: [site] },
    };
  }

  if (pathname === '/buy') {
    const filters = filtersFromParams(new URLSearchParams(search));
    const query = carsQuery(filtersToApiQuery(filters));
    await qc.prefetchQuery(query);
    const state = qc.getQueryState(query.queryKey);
    const data = qc.getQueryData(query.queryKey);
    const cars = data?.cars ?? [];
    // Sorting shows the same cars: one canonical address per filter set and page. A city or brand
    // alone is its landing page, when that city or brand has public cars.
    const params = filtersToParams({ ...filters, sortBy: 'created_desc' });
    const has = (list: string[] | undefined, v: string) => !!list?.some((x) => x.toLowerCase() === v.toLowerCase());
    const only = [...params.keys()].every((k) => k === 'city' || k === 'brand');
    const { city, brand } = filters;
    const landingOk = only && (!city || has(data?.filters?.availableCities, city)) && (!brand || has(data?.filters?.availableBrands, brand));
    const canonical =
      landingOk && city && brand ? landingPath.cityBrand(city, brand) : landingOk && city ? landingPath.city(city) : landingOk && brand ? landingPath.brand(brand) : `/buy${params.size ? `?${params}` : ''}`;
    return {
      status: statusOf(state?.error),
      module: 'src/features/browse/browse-page.tsx',
      lcpImage: lcpOf(cars[0], sizes.card),
      seo: {
        canonical,
        // Internal search results and empty lists are not pages to land on from a search engine.
        noindex: !!filters.search || (hasActiveFilters(filters) && cars.length === 0),
        crumbs: crumbsTo({ name: t('Buy Cars'), path: '/buy' }),
        items: cars,
        ogImage: ogOfList(cars),
      },
    };
  }

  const listing = match('/listing/:id', pathname);
  if (listing) {
    const query = listingQuery(listing.id!);
    // The feature catalogue groups the listing's features by category (car-specs.tsx).
    await Promise.all([qc.prefetchQuery(query), qc.prefetchQuery(featuresQuery)]);
    const car = qc.getQueryData(query.queryKey);
    const error = qc.getQueryState(query.queryKey)?.error;
    return {
      status: car ? 200 : statusOf(error ?? new ApiError('Not found', 404)),
      module: 'src/features/listing/listing-page.tsx',
      lcpImage: lcpOf(car, sizes.gallery),
      seo: {
        canonical: listingPath(listing.id!),
        noindex: !car,
        crumbs: crumbsTo({ name: t('Buy Cars'), path: '/buy' }, ...(car ? [{ name: displayName(car), path: listingPath(car.id) }] : [])),
        car,
        ogImage: ogOf(car),
        ogType: car ? 'product' : 'website',
      },
    };
  }

  const brandPage = match('/used-cars/brand/:brand', pathname);
  const cityPage = brandPage ? null : (match('/used-cars/:city', pathname) ?? match('/used-cars/:city/:brand', pathname));
  const slugs = brandPage ?? cityPage;
  if (slugs) {
    const query = landingQuery({ city: slugs.city, brand: slugs.brand });
    await qc.prefetchQuery(query);
    const page = qc.getQueryData(query.queryKey);
    const error = qc.getQueryState(query.queryKey)?.error;
    const path = page ? (page.city && page.brand ? landingPath.cityBrand(page.city.name, page.brand.name) : page.city ? landingPath.city(page.city.name) : landingPath.brand(page.brand!.name)) : pathname;
    const crumbs = crumbsTo();
    if (page?.kind === 'city-brand') crumbs.push({ name: t('Used cars in {city}', { city: page.city!.name }), path: landingPath.city(page.city!.name) });
    if (page) {
      const name =
        page.kind === 'city-brand'
          ? page.brand!.name
          : page.brand
            ? page.city
              ? t('Used {brand} cars in {city}', { brand: page.brand.name, city: page.city.name })
              : t('Used {brand} cars', { brand: page.brand.name })
            : t('Used cars in {city}', { city: page.city!.name });
      crumbs.push({ name, path });
    }
    return {
      status: page ? 200 : statusOf(error),
      module: 'src/features/landing/landing-page.tsx',
      lcpImage: lcpOf(page?.cars[0], sizes.card),
      seo: { canonical: path, noindex: !page || page.total === 0, crumbs, items: page?.cars, ogImage: ogOfList(page?.cars) },
    };
  }

  // Issue 22: a dealer's page, its cars paged (?page=N is its own canonical address).
  const dealerMatch = match('/dealers/:slug', pathname);
  if (dealerMatch) {
    const pageNo = Number(new URLSearchParams(search).get('page'));
    const page = Number.isInteger(pageNo) && pageNo > 1 ? pageNo : 1;
    const query = dealerPageQuery(dealerMatch.slug!, page);
    await qc.prefetchQuery(query);
    const data = qc.getQueryData(query.queryKey);
    const error = qc.getQueryState(query.queryKey)?.error;
    const path = data ? `${data.dealer.path}${page > 1 ? `?page=${page}` : ''}` : pathname;
    const crumbs = crumbsTo(...(data ? [{ name: data.dealer.business_name, path: data.dealer.path }] : []));
    return {
      status: data ? 200 : statusOf(error),
      module: 'src/features/dealers/dealer-page.tsx',
      lcpImage: lcpOf(data?.cars[0], sizes.card),
      seo: { canonical: path, noindex: !data, crumbs, items: data?.cars, ogImage: data?.dealer.logo_url ? absoluteMediaUrl(data.dealer.logo_url) : ogOfList(data?.cars), dealer: data?.dealer },
    };
  }

  if (pathname === '/privacy' || pathname === '/terms') {
    const name = pathname === '/privacy' ? 'Privacy Policy' : 'Terms of Service';
    const module = pathname === '/privacy' ? 'src/features/legal/privacy-page.tsx' : 'src/features/legal/terms-page.tsx';
    return { status: 200, module, seo: { canonical: pathname, crumbs: crumbsTo({ name, path: pathname }) } };
  }

  if (pathname === '/car-valuation') {
    const ask = valuationAskOf(new URLSearchParams(search));
    const loads: Promise<unknown>[] = [qc.prefetchQuery(valuationBrandsQuery), qc.prefetchQuery(citiesQuery)];
    if (canValue(ask)) loads.push(qc.prefetchQuery(valuationQuery(ask)));
    await Promise.all(loads);
    // One indexable page; each answer (its query) is for the visitor, not for a search engine.
    const seo = { canonical: pathname, noindex: search.length > 1, crumbs: crumbsTo({ name: t('Car valuation'), path: pathname }) };
    return { status: 200, module: 'src/features/valuation/valuation-page.tsx', seo };
  }

  if (pathname === '/fair-price') {
    const seo = { canonical: pathname, crumbs: crumbsTo({ name: t('How we rate prices'), path: pathname }) };
    return { status: 200, module: 'src/features/fair-price/fair-price-page.tsx', seo };
  }

  return { status: 404, module: 'src/features/not-found/not-found-page.tsx', seo: { canonical: pathname, noindex: true, crumbs: crumbsTo() } };
}

/**
 * What a card never shows, left out of a list's handover (decision 043): only the listing page
 * reads a car's description and features, from its own query. The home page's twelve cars are
 * 1.4 KB lighter compressed, which keeps its document inside a slow connection's first round trip.
 */
const NOT_ON_CARDS = ['description', 'features'] as const;

/** The handover: successful queries, and API errors in a form JSON keeps. */
export function dehydrateForClient(qc: QueryClient) {
  const state = dehydrate(qc, { shouldDehydrateQuery: (q) => q.state.status === 'success' || toWireError(q.state.error) !== null });
  for (const q of state.queries) {
    if (q.state.error) (q.state as { error: unknown }).error = toWireError(q.state.error);
    const data = q.state.data as { cars?: unknown } | undefined;
    if (Array.isArray(data?.cars)) (q.state as { data: unknown }).data = { ...data, cars: data.cars.map((car: Record<string, unknown>) => omit(car, NOT_ON_CARDS)) };
  }
  return state;
}

function omit(car: Record<string, unknown>, keys: readonly string[]) {
  const kept = { ...car };
  for (const key of keys) delete kept[key];
  return kept;
}
