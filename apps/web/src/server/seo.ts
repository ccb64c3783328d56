// Head tags of a server-rendered page: title, description, canonical address, robots, Open Graph
// and Twitter cards, and schema.org JSON-LD (BreadcrumbList everywhere, ItemList on lists, Car
// with an Offer in INR on a listing).
import { BRAND, FUEL_LABELS, TRANSMISSION_LABELS, type FuelType, type Transmission } from '@gaadi/domain/constants';
import { displayName } from '@gaadi/domain/listing-text';
import type { PublicCar } from '@/lib/api/cars';
import { currentLocale, t } from '@/lib/i18n/i18n';
import { alternates, localizedPath } from '@/lib/i18n/locale';
import { absoluteMediaUrl } from '@/lib/media-url';
import { documentTitle, type DocumentMeta } from '@/lib/use-document-meta';

export interface Crumb {
  name: string;
  path: string;
}

export interface PageSeo {
  /** Site path of the canonical address ("/buy?city=Pune"). */
  canonical: string;
  noindex?: boolean;
  crumbs: Crumb[];
  /** Cars listed on the page, for an ItemList. */
  items?: PublicCar[];
  /** The listing of a detail page. */
  car?: PublicCar;
  ogImage?: string;
  ogType?: 'website' | 'product';
  /** A dealer's page (issue 22): an AutoDealer node. */
  dealer?: SeoDealer;
  /** Extra JSON-LD nodes (WebSite on the home page). */
  extra?: object[];
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: nothing in it can close the element or start a comment. */
const SCRIPT_ESCAPES: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026' };
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/[<>&]/g, (c) => SCRIPT_ESCAPES[c]!);

export const listingPath = (id: string) => `/listing/${encodeURIComponent(id)}`;
/** A site path in the language of the page being rendered. */
const inLocale = (path: string) => localizedPath(path, currentLocale());

function breadcrumbList(origin: string, crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: origin + inLocale(c.path) })),
  };
}

function itemList(origin: string, cars: PublicCar[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: cars.length,
    itemListElement: cars.map((car, i) => ({ '@type': 'ListItem', position: i + 1, url: origin + inLocale(listingPath(car.id)), name: displayName(car) })),
  };
}

/** schema.org Car with its Offer (price in INR), from what the listing page shows. */
export function carJsonLd(origin: string, car: PublicCar) {
  const images = (car.images ?? []).map((i) => absoluteMediaUrl(i.url)).filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: displayName(car),
    url: origin + inLocale(listingPath(car.id)),
    ...(images.length && { image: images }),
    ...(car.description && { description: car.description }),
    ...(car.brand && { brand: { '@type': 'Brand', name: car.brand } }),
    ...(car.car_model && { model: car.car_model }),
    ...(car.year && { vehicleModelDate: String(car.year) }),
    ...(car.km_driven !== undefined && { mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km_driven, unitCode: 'KMT' } }),
    ...(car.fuel_type && { fuelType: t(FUEL_LABELS[car.fuel_type as FuelType] ?? car.fuel_type) }),
    ...(car.transmission && { vehicleTransmission: t(TRANSMISSION_LABELS[car.transmission as Transmission] ?? car.transmission) }),
    itemCondition: 'https://schema.org/UsedCondition',
    offers: {
      '@type': 'Offer',
      price: car.price ?? 0,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/UsedCondition',
      url: origin + inLocale(listingPath(car.id)),
      ...(car.city && { availableAtOrFrom: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: car.city, addressCountry: 'IN' } } }),
    },
  };
}

/** schema.org AutoDealer of a dealer's page (issue 22): name, address, hours as written, logo. */
export interface SeoDealer {
  business_name: string;
  address: string;
  city: string;
  opening_hours: string;
  logo_url: string;
  path: string;
}

export function autoDealerJsonLd(origin: string, d: SeoDealer) {
  const logo = d.logo_url ? absoluteMediaUrl(d.logo_url) : '';
  return {
    '@context': 'https://schema.org',
    '@type': 'AutoDealer',
    name: d.business_name,
    '@id': origin + d.path,
    url: origin + d.path,
    address: { '@type': 'PostalAddress', streetAddress: d.address, addressLocality: d.city, addressCountry: 'IN' },
    ...(d.opening_hours && { openingHours: d.opening_hours }),
    ...(logo && { logo, image: logo }),
  };
}

/**
 * Every tag the server adds to <head> for a page, in its language (decision 040): the canonical
 * address is the page's own language's, and an indexable page names both languages and x-default.
 */
export function headTags(origin: string, meta: DocumentMeta, seo: PageSeo): string {
  const locale = currentLocale();
  const title = documentTitle(meta.title);
  const url = origin + inLocale(seo.canonical);
  const description = meta.description ?? t(BRAND.tagline);
  const links = seo.noindex ? [] : alternates(seo.canonical).map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(origin + a.path)}" />`);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ...links,
    seo.noindex ? '<meta name="robots" content="noindex, follow" />' : '',
    `<meta property="og:site_name" content="${BRAND.name}" />`,
    `<meta property="og:type" content="${seo.ogType ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="${locale === 'hi' ? 'hi_IN' : 'en_IN'}" />`,
    seo.ogImage ? `<meta property="og:image" content="${escapeHtml(seo.ogImage)}" />` : '',
    seo.ogImage ? `<meta name="twitter:card" content="summary_large_image" />` : '<meta name="twitter:card" content="summary" />',
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(description)}" />`,
    seo.ogImage ? `<meta name="twitter:image" content="${escapeHtml(seo.ogImage)}" />` : '',
  ];
  const jsonLd: object[] = [breadcrumbList(origin, seo.crumbs), ...(seo.extra ?? [])];
  if (seo.items?.length) jsonLd.push(itemList(origin, seo.items));
  if (seo.car) jsonLd.push(carJsonLd(origin, seo.car));
  if (seo.dealer) jsonLd.push(autoDealerJsonLd(origin, seo.dealer));
  for (const node of jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(node)}</script>`);
  return tags.filter(Boolean).join('\n    ');
}
