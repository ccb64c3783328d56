// Texts of a landing page, shared by the page (document title) and the server's head tags.
import { formatPrice } from '@gaadi/domain/format';
import type { LandingPage } from '@/lib/api/landing';

type Names = Pick<LandingPage, 'city' | 'brand'>;

/** "Used cars in Pune", "Used Maruti Suzuki cars in Pune", "Used Maruti Suzuki cars". */
export function landingHeading({ city, brand }: Names): string {
  return `Used ${brand ? `${brand.name} ` : ''}cars${city ? ` in ${city.name}` : ''}`;
}

const list = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** The factual summary under the heading, computed from the live data. */
export function landingSummary(page: LandingPage): string {
  const what = `${page.brand ? `${page.brand.name} ` : ''}car${page.total === 1 ? '' : 's'}`;
  const where = page.city ? ` in ${page.city.name}` : ' across India';
  if (!page.total || !page.price_range) return `No used ${what} are listed${where} right now.`;
  const priced =
    page.price_range.min === page.price_range.max
      ? `priced at ${formatPrice(page.price_range.min)}`
      : `priced from ${formatPrice(page.price_range.min)} to ${formatPrice(page.price_range.max)}`;
  const models = page.top_models.map((m) => `${page.brand ? '' : `${m.brand} `}${m.model} (${m.count})`);
  const most = models.length ? ` The most listed model${models.length > 1 ? 's are' : ' is'} ${list(models)}.` : '';
  return `${page.total} used ${what} ${page.total === 1 ? 'is' : 'are'} listed${where}, ${priced}.${most}`;
}

export function landingDescription(page: LandingPage): string {
  return `${landingHeading(page)} for sale: ${landingSummary(page)} Verified listings with photos, prices and EMI.`;
}
