// Texts of a landing page, shared by the page (document title) and the server's head tags; in the
// page's language (issue 25: hi-places.ts).
import { formatPrice } from '@gaadi/domain/format';
import type { LandingPage } from '@/lib/api/landing';
import { t } from '@/lib/i18n/i18n';

type Names = Pick<LandingPage, 'city' | 'brand'>;

/** "Used cars in Pune", "Used Maruti Suzuki cars in Pune", "Used Maruti Suzuki cars". */
export function landingHeading({ city, brand }: Names): string {
  if (!brand) return t('Used cars in {city}', { city: city?.name ?? '' });
  return city ? t('Used {brand} cars in {city}', { brand: brand.name, city: city.name }) : t('Used {brand} cars', { brand: brand.name });
}

const list = (names: string[]) => (names.length < 2 ? names.join('') : t('{names} and {last}', { names: names.slice(0, -1).join(', '), last: names.at(-1)! }));

/** The factual summary under the heading, computed from the live data. */
export function landingSummary(page: LandingPage): string {
  const names = { city: page.city?.name ?? '', brand: page.brand?.name ?? '' };
  if (!page.total || !page.price_range) {
    if (!page.brand) return t('No used cars are listed in {city} right now.', names);
    return page.city ? t('No used {brand} cars are listed in {city} right now.', names) : t('No used {brand} cars are listed across India right now.', names);
  }
  const priced =
    page.price_range.min === page.price_range.max
      ? t('priced at {price}', { price: formatPrice(page.price_range.min) })
      : t('priced from {min} to {max}', { min: formatPrice(page.price_range.min), max: formatPrice(page.price_range.max) });
  const values = { ...names, count: page.total, priced };
  const one = page.total === 1;
  const listed = !page.brand
    ? one
      ? t('{count} used car is listed in {city}, {priced}.', values)
      : t('{count} used cars are listed in {city}, {priced}.', values)
    : page.city
      ? one
        ? t('{count} used {brand} car is listed in {city}, {priced}.', values)
        : t('{count} used {brand} cars are listed in {city}, {priced}.', values)
      : one
        ? t('{count} used {brand} car is listed across India, {priced}.', values)
        : t('{count} used {brand} cars are listed across India, {priced}.', values);
  const models = page.top_models.map((m) => `${page.brand ? '' : `${m.brand} `}${m.model} (${m.count})`);
  const most = !models.length ? '' : models.length > 1 ? t(' The most listed models are {models}.', { models: list(models) }) : t(' The most listed model is {models}.', { models: list(models) });
  return listed + most;
}

export function landingDescription(page: LandingPage): string {
  return t('{heading} for sale: {summary} Verified listings with photos, prices and EMI.', { heading: landingHeading(page), summary: landingSummary(page) });
}
