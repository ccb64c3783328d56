// Landing pages (issue 12): a city, a brand in a city, a brand. Slugs come from catalogue names;
// a slug that names nothing is a 404. Answers are cached briefly and cleared by any listing change.
import type { Landing } from '@gaadi/domain/schemas/landing';
import { landingPath, slugify } from '@gaadi/domain/slug';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { clearOnChange, LoadingCache } from '../../platform/loading-cache.ts';
import { createCatalogue } from '../catalogue/read-catalogue.ts';
import { publicBrandId, publicModelCounts, type ModelCountRow } from '../listing-store/landing-reads.ts';
import { cardsOfRows } from '../listings/present-cards.ts';
import { newestCards } from '../search/newest-cards.ts';

export const LANDING_CARS = 12;
const TOP_MODELS = 5;
const NEARBY = 6;
const CACHE_TTL_MS = 60_000;

interface Place {
  id: string;
  name: string;
  slug: string;
  state: string;
}

/** Per other dimension (brands of a city, cities of a brand): name and count, most first, by key. */
function countsBy(rows: ModelCountRow[], path: (name: string) => string) {
  const byKey = new Map<string, { name: string; count: number }>();
  for (const r of rows) {
    const e = byKey.get(r.key) ?? { name: r.name, count: 0 };
    e.count += r.n;
    byKey.set(r.key, e);
  }
  return [...byKey.entries()]
    .map(([key, e]) => ({ key, link: { name: e.name, slug: slugify(e.name), count: e.count, path: path(e.name) } }))
    .sort((a, b) => b.link.count - a.link.count || a.link.name.localeCompare(b.link.name));
}

/** The links of a counted list, less the page's own (a brand's page in a city leaves that brand out of the city's). */
const linksOf = (counted: ReturnType<typeof countsBy>, skip?: string) => counted.filter((c) => c.key !== skip).map((c) => c.link);

function summary(rows: ModelCountRow[], brandName?: string) {
  const total = rows.reduce((s, r) => s + r.n, 0);
  const models = new Map<string, { brand: string; model: string; count: number }>();
  for (const r of rows) {
    const key = `${r.brand.toLowerCase()}\u0000${r.model.toLowerCase()}`;
    const e = models.get(key) ?? { brand: brandName ?? r.brand, model: r.model, count: 0 };
    e.count += r.n;
    models.set(key, e);
  }
  return {
    total,
    price_range: total ? { min: Math.min(...rows.map((r) => r.min_price)), max: Math.max(...rows.map((r) => r.max_price)) } : null,
    top_models: [...models.values()].sort((a, b) => b.count - a.count || a.model.localeCompare(b.model)).slice(0, TOP_MODELS),
  };
}

const slugIndexes = new WeakMap<object, Map<string, unknown>>();
/** A kept catalogue list by slug, the first of a slug winning, made once per list (not 61 slugs for every page). */
function bySlug<T extends { name: string }>(list: readonly T[]): Map<string, T> {
  let index = slugIndexes.get(list) as Map<string, T> | undefined;
  if (!index) {
    index = new Map();
    for (const item of list) {
      const slug = slugify(item.name);
      if (!index.has(slug)) index.set(slug, item);
    }
    slugIndexes.set(list, index);
  }
  return index;
}

interface Counted {
  rows: ModelCountRow[];
  summary: ReturnType<typeof summary>;
  /** The other dimension's pages, most cars first. */
  others: ReturnType<typeof countsBy>;
}

export function createLandingPages(ctx: AppContext) {
  const catalogue = createCatalogue(ctx);
  const pages = new LoadingCache<Landing>({ ttlMs: CACHE_TTL_MS, max: 1_000 });
  // A city's and a brand's model counts serve each of its pages (a city's brand pages, a brand's
  // city pages: a crawler walks them one after another), and a brand's id every page of the brand:
  // kept as the pages are, until any listing change (issue 23).
  // With each load, what every page of the city or brand shows from it (its summary, its links to
  // the other dimension's pages), worked out once rather than for each of its pages.
  const counts = new LoadingCache<Counted>({ ttlMs: CACHE_TTL_MS, max: 500 });
  const brandIds = new LoadingCache<{ id: string | null }>({ ttlMs: CACHE_TTL_MS, max: 500 });
  clearOnChange(ctx.catalogueChanges, pages, counts, brandIds);
  ctx.metrics.watchCache('landing_pages', pages);

  async function findCity(slug: string): Promise<Place> {
    const city = bySlug(await catalogue.cities()).get(slug);
    if (!city) throw notFound('City not found');
    return { id: city.id, name: city.name, slug, state: city.state ?? '' };
  }
  async function findBrand(slug: string) {
    const brand = bySlug((await catalogue.brands()).brands).get(slug);
    if (!brand) throw notFound('Brand not found');
    const key = brand.name.toLowerCase();
    const { id } = await brandIds.get(key, async () => ({ id: await publicBrandId(ctx.db, key) }));
    return { name: brand.name, slug, id };
  }
  const counted = (rows: ModelCountRow[], path: (name: string) => string, brandName?: string): Counted => ({
    rows,
    summary: summary(rows, brandName),
    others: countsBy(rows, path),
  });
  const countsOfCity = (city: Place) =>
    counts.get(`c:${city.id}`, async () => counted(await publicModelCounts(ctx.db, { cityId: city.id }), (b) => landingPath.cityBrand(city.name, b)));
  const countsOfBrand = (brand: { id: string | null; name: string }) => {
    const path = (c: string) => landingPath.cityBrand(c, brand.name);
    const id = brand.id;
    return id ? counts.get(`b:${id}`, async () => counted(await publicModelCounts(ctx.db, { brandId: id }), path, brand.name)) : Promise.resolve(counted([], path, brand.name));
  };
  const place = (c: Place) => ({ name: c.name, slug: c.slug, state: c.state });
  const named = (b: { name: string; slug: string }) => ({ name: b.name, slug: b.slug });

  /** City pages with cars for an empty page: the same state's first, then the most cars. */
  async function nearby(total: number, here?: Place) {
    if (total > 0) return [];
    return (await catalogue.cities())
      .filter((c) => c.car_count > 0 && c.name.toLowerCase() !== here?.name.toLowerCase() && slugify(c.name))
      .sort((a, b) => Number(b.state === here?.state) - Number(a.state === here?.state) || b.car_count - a.car_count || a.name.localeCompare(b.name))
      .slice(0, NEARBY)
      .map((c) => ({ name: c.name, slug: slugify(c.name), count: c.car_count, path: landingPath.city(c.name) }));
  }

  /** The newest cards, read as /buy reads its first page sorted newest first (decision 048). */
  async function cars(f: { city?: string; brand?: string }) {
    return cardsOfRows(ctx, ctx.pool, await newestCards(ctx, f, LANDING_CARS));
  }

  const browsePath = (f: { city?: string; brand?: string }) => {
    const q = new URLSearchParams();
    if (f.brand) q.set('brand', f.brand);
    if (f.city) q.set('city', f.city);
    return `/buy?${q}`;
  };

  return {
    city: (citySlug: string) =>
      pages.get(`c:${citySlug}`, async (): Promise<Landing> => {
        const city = await findCity(citySlug);
        const key = city.name.toLowerCase();
        const [inCity, list] = await Promise.all([countsOfCity(city), cars({ city: key })]);
        const sum = inCity.summary;
        return {
          kind: 'city',
          city: place(city),
          brand: null,
          ...sum,
          cars: list,
          brands: linksOf(inCity.others),
          cities: [],
          nearby: await nearby(sum.total, city),
          browse_path: browsePath({ city: city.name }),
        };
      }),

    cityBrand: (citySlug: string, brandSlug: string) =>
      pages.get(`cb:${citySlug}/${brandSlug}`, async (): Promise<Landing> => {
        const [city, brand] = await Promise.all([findCity(citySlug), findBrand(brandSlug)]);
        const [cityKey, brandKey] = [city.name.toLowerCase(), brand.name.toLowerCase()];
        const [inCity, ofBrand, list] = await Promise.all([
          countsOfCity(city),
          countsOfBrand(brand),
          cars({ city: cityKey, brand: brandKey }),
        ]);
        const sum = summary(inCity.rows.filter((r) => r.key === brandKey));
        return {
          kind: 'city-brand',
          city: place(city),
          brand: named(brand),
          ...sum,
          cars: list,
          brands: linksOf(inCity.others, brandKey),
          cities: linksOf(ofBrand.others, cityKey),
          nearby: await nearby(sum.total, city),
          browse_path: browsePath({ city: city.name, brand: brand.name }),
        };
      }),

    brand: (brandSlug: string) =>
      pages.get(`b:${brandSlug}`, async (): Promise<Landing> => {
        const brand = await findBrand(brandSlug);
        const key = brand.name.toLowerCase();
        const [ofBrand, list] = await Promise.all([countsOfBrand(brand), cars({ brand: key })]);
        const sum = ofBrand.summary;
        return {
          kind: 'brand',
          city: null,
          brand: named(brand),
          ...sum,
          cars: list,
          brands: [],
          cities: linksOf(ofBrand.others),
          nearby: await nearby(sum.total),
          browse_path: browsePath({ brand: brand.name }),
        };
      }),
  };
}
