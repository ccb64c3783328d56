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

/** Per other dimension (brands of a city, cities of a brand): name and count, most first. */
function countsBy(rows: ModelCountRow[], path: (name: string) => string, skip?: string) {
  const byKey = new Map<string, { name: string; count: number }>();
  for (const r of rows) {
    const e = byKey.get(r.key) ?? { name: r.name, count: 0 };
    e.count += r.n;
    byKey.set(r.key, e);
  }
  return [...byKey.entries()]
    .filter(([key]) => key !== skip)
    .map(([, e]) => ({ name: e.name, slug: slugify(e.name), count: e.count, path: path(e.name) }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

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

export function createLandingPages(ctx: AppContext) {
  const catalogue = createCatalogue(ctx);
  const pages = new LoadingCache<Landing>({ ttlMs: CACHE_TTL_MS, max: 1_000 });
  // A city's and a brand's model counts serve each of its pages (a city's brand pages, a brand's
  // city pages: a crawler walks them one after another), and a brand's id every page of the brand:
  // kept as the pages are, until any listing change (issue 23).
  const counts = new LoadingCache<ModelCountRow[]>({ ttlMs: CACHE_TTL_MS, max: 500 });
  const brandIds = new LoadingCache<{ id: string | null }>({ ttlMs: CACHE_TTL_MS, max: 500 });
  clearOnChange(ctx.catalogueChanges, pages, counts, brandIds);
  ctx.metrics.watchCache('landing_pages', pages);

  async function findCity(slug: string): Promise<Place> {
    const city = (await catalogue.cities()).find((c) => slugify(c.name) === slug);
    if (!city) throw notFound('City not found');
    return { id: city.id, name: city.name, slug, state: city.state ?? '' };
  }
  async function findBrand(slug: string) {
    const brand = (await catalogue.brands()).brands.find((b) => slugify(b.name) === slug);
    if (!brand) throw notFound('Brand not found');
    const key = brand.name.toLowerCase();
    const { id } = await brandIds.get(key, async () => ({ id: await publicBrandId(ctx.db, key) }));
    return { name: brand.name, slug, id };
  }
  const countsOfCity = (id: string) => counts.get(`c:${id}`, () => publicModelCounts(ctx.db, { cityId: id }));
  const countsOfBrand = (id: string | null) => (id ? counts.get(`b:${id}`, () => publicModelCounts(ctx.db, { brandId: id })) : Promise.resolve([]));
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
        const [rows, list] = await Promise.all([countsOfCity(city.id), cars({ city: key })]);
        const sum = summary(rows);
        return {
          kind: 'city',
          city: place(city),
          brand: null,
          ...sum,
          cars: list,
          brands: countsBy(rows, (b) => landingPath.cityBrand(city.name, b)),
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
          countsOfCity(city.id),
          countsOfBrand(brand.id),
          cars({ city: cityKey, brand: brandKey }),
        ]);
        const sum = summary(inCity.filter((r) => r.key === brandKey));
        return {
          kind: 'city-brand',
          city: place(city),
          brand: named(brand),
          ...sum,
          cars: list,
          brands: countsBy(inCity, (b) => landingPath.cityBrand(city.name, b), brandKey),
          cities: countsBy(ofBrand, (c) => landingPath.cityBrand(c, brand.name), cityKey),
          nearby: await nearby(sum.total, city),
          browse_path: browsePath({ city: city.name, brand: brand.name }),
        };
      }),

    brand: (brandSlug: string) =>
      pages.get(`b:${brandSlug}`, async (): Promise<Landing> => {
        const brand = await findBrand(brandSlug);
        const key = brand.name.toLowerCase();
        const [rows, list] = await Promise.all([countsOfBrand(brand.id), cars({ brand: key })]);
        const sum = summary(rows, brand.name);
        return {
          kind: 'brand',
          city: null,
          brand: named(brand),
          ...sum,
          cars: list,
          brands: [],
          cities: countsBy(rows, (c) => landingPath.cityBrand(c, brand.name)),
          nearby: await nearby(sum.total),
          browse_path: browsePath({ brand: brand.name }),
        };
      }),
  };
}
