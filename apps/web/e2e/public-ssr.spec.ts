// Server rendering (issue 12): each public page kind answers with complete HTML (its data, head
// tags and structured data) before any script runs, then hydrates without a console error or
// warning and without fetching again what the server loaded.
import { isPlaywrightNotice } from './support/console';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { waitForHydration } from './support/hydration';
import { carWithPhotos, displayName, listCars } from './support/public-api';

interface Head {
  status: number;
  html: string;
  title: string;
  description: string;
  canonical: string;
  robots: string | null;
  og: Record<string, string>;
  jsonLd: Array<Record<string, unknown>>;
}

const attr = (html: string, re: RegExp) => re.exec(html)?.[1] ?? null;
const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The page as a crawler gets it: no script runs. */
async function serverPage(request: APIRequestContext, path: string): Promise<Head> {
  const res = await request.get(path);
  const html = await res.text();
  const og: Record<string, string> = {};
  for (const m of html.matchAll(/<meta property="og:([a-z_:]+)" content="([^"]*)"/g)) og[m[1]!] = decode(m[2]!);
  return {
    status: res.status(),
    html,
    title: decode(attr(html, /<title>([^<]*)<\/title>/) ?? ''),
    description: decode(attr(html, /<meta name="description" content="([^"]*)"/) ?? ''),
    canonical: attr(html, /<link rel="canonical" href="([^"]*)"/) ?? '',
    robots: attr(html, /<meta name="robots" content="([^"]*)"/),
    og,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>),
  };
}

const types = (h: Head) => h.jsonLd.map((n) => n['@type']);
/** Text of the server's markup inside #root, tags removed. */
const text = (h: Head) => decode((/<div id="root">([\s\S]*)<\/div>\s*<script id="query-state"/.exec(h.html)?.[1] ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '));
const rupees = (n: number) => `₹${new Intl.NumberFormat('en-IN').format(n)}`;

test.describe('server-rendered public pages', () => {
  test('home: hero, featured cars and cities in the HTML, with its head tags', async ({ request }) => {
    const h = await serverPage(request, '/');
    expect(h.status).toBe(200);
    expect(h.title).toBe('Buy and sell used cars in India - GaadiBazaar');
    expect(h.description).toMatch(/pre-owned cars/);
    expect(h.canonical).toMatch(/^http:\/\/localhost:\d+\/$/);
    expect(h.robots).toBeNull();
    expect(h.og).toMatchObject({ type: 'website', title: h.title, url: h.canonical });
    expect(h.og.image).toMatch(/-og\.jpg$/);
    expect(types(h)).toEqual(expect.arrayContaining(['BreadcrumbList', 'WebSite']));
    const page = text(h);
    expect(page).toContain('Find your perfect pre-owned car');
    for (const heading of ['Featured Cars', 'Browse Cars by City', 'Popular Brands', 'Popular Searches']) expect(page).toContain(heading);
    const newest = (await listCars(request, { sortBy: 'created_desc' })).cars;
    const [first] = [...newest.filter((c) => c.featured), ...newest.filter((c) => !c.featured)];
    expect(page).toContain(displayName(first!));
    expect(h.html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/home-page-[\w-]+\.js"/);
    // The first featured car's photo (the largest paint on a phone) is preloaded with high
    // priority; a first car without photos (other tests list some) has nothing to preload.
    const cover = first!.images?.[0]?.url;
    const preload = /<link rel="preload" as="image" type="image\/webp" imagesrcset="([^"]+)" imagesizes="[^"]+" fetchpriority="high"/.exec(h.html);
    if (cover) expect(preload?.[1]).toContain(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(cover)![0]);
    else expect(preload).toBeNull();
  });

  test('browse: the cars of the query, the total and an ItemList; a filter set has its own title and canonical', async ({ request }) => {
    const { cars, pagination } = await listCars(request, { sortBy: 'price_asc' });
    const h = await serverPage(request, '/buy?sortBy=price_asc');
    expect(h.status).toBe(200);
    expect(h.title).toBe('Buy used cars - GaadiBazaar');
    expect(h.canonical).toMatch(/\/buy$/); // sorting shows the same cars: one canonical address
    const page = text(h);
    expect(page).toContain(`${pagination.total} cars available`);
    expect(page).toContain(`Showing 1 - ${Math.min(12, pagination.total)} of ${pagination.total} cars`);
    for (const car of cars.slice(0, 3)) {
      expect(page).toContain(displayName(car));
      expect(page).toContain(rupees(car.price));
    }
    const list = h.jsonLd.find((n) => n['@type'] === 'ItemList') as { itemListElement: Array<{ url: string }> };
    expect(list.itemListElement.map((i) => i.url.replace(/^https?:\/\/[^/]+/, ''))).toEqual(cars.map((c) => `/listing/${c.id}`));
    expect(types(h)).toContain('BreadcrumbList');
    // The first card's photo is preloaded with high priority, in the sizes the grid shows.
    expect(h.html).toMatch(/<link rel="preload" as="image" type="image\/webp" imagesrcset="[^"]+-w160\.webp 160w[^"]*" imagesizes="[^"]+" fetchpriority="high"/);

    const city = cars[0]!.city;
    const filtered = await serverPage(request, `/buy?city=${encodeURIComponent(city)}`);
    expect(filtered.title).toBe(`Used cars in ${city} - GaadiBazaar`);
    expect(filtered.canonical).toMatch(new RegExp(`/used-cars/${city.toLowerCase().replace(/[^a-z0-9]+/g, '-')}$`));
    const search = await serverPage(request, '/buy?search=swift');
    expect(search.robots).toBe('noindex, follow');
  });

  test('listing: name, price, specifications, a Car with an Offer in INR, and its cover as og:image', async ({ request }) => {
    const car = await carWithPhotos(request, 1);
    const h = await serverPage(request, `/listing/${car!.id}`);
    expect(h.status).toBe(200);
    const name = displayName(car!);
    expect(h.title).toBe(`${name} - GaadiBazaar`);
    expect(h.description).toContain(`${name} for sale in ${car!.city}`);
    expect(h.canonical).toMatch(new RegExp(`/listing/${car!.id}$`));
    expect(h.og).toMatchObject({ type: 'product', title: h.title });
    expect(h.og.image).toMatch(/-og\.jpg$/);
    const page = text(h);
    for (const part of [name, rupees(car!.price), 'Car Specifications', 'Kilometers Driven', car!.city]) expect(page).toContain(part);
    const ld = h.jsonLd.find((n) => n['@type'] === 'Car') as { name: string; offers: { '@type': string; price: number; priceCurrency: string } };
    expect(ld.name).toBe(name);
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: car!.price, priceCurrency: 'INR' });
    const crumbs = h.jsonLd.find((n) => n['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ name: string }> };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Home', 'Buy Cars', name]);
    expect(h.html).toMatch(/<link rel="preload" as="image" type="image\/webp" imagesrcset="[^"]+" imagesizes="[^"]+" fetchpriority="high"/);
  });

  test('a listing that is gone answers 404 with noindex and the not-found screen', async ({ request }) => {
    const h = await serverPage(request, '/listing/00000000-0000-4000-8000-000000000000');
    expect(h.status).toBe(404);
    expect(h.robots).toBe('noindex, follow');
    expect(text(h)).toContain('Car listing not found');
  });

  test('landing pages: heading, live count, first cars, summary, neighbours, ItemList; unknown slugs are 404s', async ({ request }) => {
    const { cars, pagination } = await listCars(request, { city: 'Pune' });
    const h = await serverPage(request, '/used-cars/pune');
    expect(h.status).toBe(200);
    expect(h.title).toBe('Used cars in Pune - GaadiBazaar');
    expect(h.canonical).toMatch(/\/used-cars\/pune$/);
    const page = text(h);
    expect(page).toContain('Used cars in Pune');
    expect(page).toContain(`${pagination.total} cars available`);
    expect(page).toMatch(/are listed in Pune, priced from ₹[\d,]+ to ₹[\d,]+\. The most listed models? (are|is) /);
    for (const car of cars.slice(0, 3)) expect(page).toContain(displayName(car));
    expect(page).toContain('Brands in Pune');
    expect(types(h)).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
    const brand = cars[0]!.brand;
    const slug = brand.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect(h.html).toContain(`href="/used-cars/pune/${slug}"`);

    const pair = await serverPage(request, `/used-cars/pune/${slug}`);
    expect(pair.status).toBe(200);
    expect(pair.title).toBe(`Used ${brand} cars in Pune - GaadiBazaar`);
    expect(text(pair)).toContain(`${brand} cars in other cities`);
    const byBrand = await serverPage(request, `/used-cars/brand/${slug}`);
    expect(byBrand.title).toBe(`Used ${brand} cars - GaadiBazaar`);
    expect(text(byBrand)).toContain(`${brand} cars by city`);

    for (const path of ['/used-cars/atlantis', '/used-cars/pune/acme', '/used-cars/brand/acme']) {
      const missing = await serverPage(request, path);
      expect(missing.status, path).toBe(404);
      expect(missing.robots, path).toBe('noindex, follow');
      expect(text(missing), path).toContain('Page Not Found');
    }
  });

  test('robots.txt and the sitemap index are served as text and XML', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toMatch(/^User-agent: \*\nAllow: \/\n(Disallow: \/\w+\n)+/);
    const index = await request.get('/sitemap.xml');
    expect(index.headers()['content-type']).toMatch(/^application\/xml/);
    const locs = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(locs.length).toBeGreaterThanOrEqual(2);
    const listings = await (await request.get(locs[1]!.replace(/^https?:\/\/[^/]+/, ''))).text();
    expect(listings).toMatch(/<url><loc>[^<]+\/listing\/[0-9a-f-]{36}<\/loc><lastmod>/);
  });
});

/** Console errors and warnings, and API calls, from the moment the page starts loading. */
function watch(page: Page) {
  const problems: string[] = [];
  const api: string[] = [];
  page.on('console', (m) => {
    // A 404 page's own status is reported as a failed resource; that is the point of the page.
    if ((m.type() === 'error' || m.type() === 'warning') && !/status of 404/.test(m.text()) && !isPlaywrightNotice(m.text())) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('request', (r) => r.url().includes('/api/') && api.push(r.url()));
  return { problems, api };
}

test.describe('hydration', () => {
  test('every public page kind hydrates without a console error or warning and fetches nothing again', async ({ page, request }) => {
    const [car] = (await listCars(request)).cars;
    for (const theme of ['light', 'dark']) {
      await page.addInitScript((t) => {
        localStorage.setItem('gaadibazaar-theme', t);
        localStorage.setItem('gaadibazaar-theme-manual', 'true');
      }, theme);
      for (const path of ['/', '/buy', '/buy?city=Pune&sortBy=price_desc', '/buy?search=Swift&fuelType=diesel&maxPrice=1000000', `/listing/${car!.id}`, '/used-cars/pune', '/used-cars/brand/tata', '/privacy', '/no/such/page']) {
        const seen = watch(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        expect(seen.problems, `${theme} ${path}`).toEqual([]);
        expect(seen.api, `${theme} ${path}`).toEqual([]);
        page.removeAllListeners('console');
        page.removeAllListeners('pageerror');
        page.removeAllListeners('request');
      }
    }
  });

  test('after hydration the app navigates on the client, and lower sections load as they come into view', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const footerCode = page.waitForResponse((r) => /\/assets\/site-footer-[^/]*\.js$/.test(r.url()));
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    // The footer's code loads as it comes near the screen (not before: issue 23), then hydrates it.
    await footerCode;
    const pune = page.getByRole('contentinfo').getByRole('link', { name: 'Used cars in Pune' });
    await expect.poll(() => pune.evaluate((a) => Object.keys(a).some((k) => k.startsWith('__reactProps')))).toBe(true);
    await pune.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Used cars in Pune' })).toBeVisible();
    await expect(page).toHaveTitle('Used cars in Pune - GaadiBazaar');
    // The same document: the footer's link was handled by the app, not by a page load.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });
});
