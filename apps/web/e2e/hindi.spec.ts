// Hindi pages (issue 25, decision 040): server-rendered under /hi with lang and hreflang, the
// language switch keeps the place and the filters and is remembered, and the translated screens
// show no English beyond the glossary's words (docs/hindi-glossary.md) and the cars' own names.
import { expect, test, type Page } from './support/test';
import { POPULAR_BRANDS } from '@gaadi/domain/public-constants';
import { waitForHydration } from './support/hydration';
import { getCar, listCars } from './support/public-api';
import { shoot } from './support/screenshots';
import { GLOSSARY_LATIN } from '../src/lib/i18n/english-leftovers';
import { apiSession, signInContext } from './support/sign-in';

/** English words a Hindi screen may show (docs/hindi-glossary.md), besides the cars' own names. */
const ALLOWED = GLOSSARY_LATIN;

/** Latin-script words of the page's visible text that are neither allowed nor data. */
async function englishWords(page: Page, selector: string, data: Set<string>) {
  const text = await page.locator(selector).evaluateAll((els) => els.map((e) => (e as HTMLElement).innerText).join('\n'));
  const allowed = new Set([...ALLOWED, ...data].map((w) => w.toLowerCase()));
  return [...new Set(text.split(/\s+/))]
    .filter((w) => !/[@\d]/.test(w)) // addresses, prices, phone numbers, years
    .flatMap((w) => w.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [])
    .filter((w) => !allowed.has(w.toLowerCase()));
}

async function carData(request: Parameters<typeof listCars>[0]) {
  const { cars } = await listCars(request, { limit: 100 });
  const cities = ((await (await request.get('/api/v1/cars/cities/')).json()) as { data: { cities: Array<{ name: string }> } }).data.cities;
  // The cars' own names and places, and the brands the footer links to.
  const words = new Set<string>([...POPULAR_BRANDS, ...cities.map((c) => c.name)].flatMap((b) => b.split(/\s+/)));
  for (const c of cars as unknown as Array<Record<string, unknown>>)
    for (const v of Object.values(c)) if (typeof v === 'string' && v.length < 60) for (const w of v.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []) words.add(w);
  for (const c of cars as unknown as Array<{ dealer?: { name?: string; business_name?: string } | null; location?: Record<string, string> | null }>) {
    for (const w of `${c.dealer?.name ?? ''} ${c.dealer?.business_name ?? ''} ${Object.values(c.location ?? {}).join(' ')}`.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []) words.add(w);
  }
  return { cars, words };
}

/** Nothing wider than the screen (a cut line of Devanagari would be, or would scroll the page sideways). */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function expectHindiHead(page: Page, path: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  const origin = new URL(page.url()).origin;
  const english = path.replace(/^\/hi(?=\/|$)/, '') || '/';
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', origin + path);
  await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute('href', origin + path);
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', origin + english);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', origin + english);
}

for (const size of [
  { width: 390, height: 844, phone: true },
  { width: 1440, height: 900, phone: false },
]) {
  test.describe(`in Hindi at ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, isMobile: size.phone, hasTouch: size.phone });

    test('the home page is Hindi from the server on, with no English beyond the glossary', async ({ page, request }) => {
      const { words } = await carData(request);
      await page.goto('/hi');
      await expectHindiHead(page, '/hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('अपनी पसंद की पुरानी कार ढूँढें');
      await expect(page).toHaveTitle('भारत में पुरानी कारें खरीदें और बेचें - GaadiBazaar');
      // Links inside the Hindi site stay Hindi.
      await expect(page.getByRole('link', { name: 'कारें देखें', exact: true }).first()).toHaveAttribute('href', '/hi/buy');
      const card = page.locator('article h3 a').first();
      await expect(card).toHaveAttribute('href', /^\/hi\/listing\//);
      await page.locator('footer').scrollIntoViewIfNeeded();
      await expect(page.locator('footer')).toContainText('ज़रूरी लिंक');
      expect(await englishWords(page, 'body', words)).toEqual([]);
      // The Devanagari font is the one the page asked for, and it loaded.
      expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', 'कार'))).toBe(true);
      await shoot(page, 'hindi-home');
    });

    test('browse with a filter keeps its filter through the switch both ways, and the choice is remembered', async ({ page, context, request }) => {
      const { words } = await carData(request);
      await page.goto('/hi/buy?fuelType=petrol');
      await expectHindiHead(page, '/hi/buy?fuelType=petrol');
      const nav = page.getByRole('navigation', { name: 'मुख्य' });
      if (size.phone) await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
      const menu = size.phone ? page.locator('#mobile-menu') : nav;
      expect(await englishWords(page, size.phone ? '#mobile-menu' : 'nav[aria-label="मुख्य"] ul', words)).toEqual([]);
      await expect(page.locator('article').first()).toContainText('पेट्रोल');
      await shoot(page, 'hindi-browse-petrol');
      await menu.getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL(/\/buy\?fuelType=petrol$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
      expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
      // The switch is a plain link: a new server-rendered page, whose menu button and switch (it
      // saves the choice) work once the app has taken it over.
      await waitForHydration(page);
      if (size.phone) await page.getByRole('button', { name: 'Open menu' }).click();
      await (size.phone ? page.locator('#mobile-menu') : page.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'हिन्दी' }).click();
      await expect(page).toHaveURL(/\/hi\/buy\?fuelType=petrol$/);
      expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('hi');
      // The next visit to the English home page starts in Hindi.
      await page.goto('/');
      await expect(page).toHaveURL(/\/hi$/);
    });

    test('browse with a filter: heading, count, sort, chips and the filter panel in Hindi, no English beyond the glossary', async ({ page, request }) => {
      const { words } = await carData(request);
      // The filter panel lists every brand and city of the search (data, as the cars' names).
      const found = (await (await request.get('/api/v1/cars/?fuelType=petrol&limit=12')).json()) as { data: { filters?: { availableBrands?: string[]; availableCities?: string[] } } };
      for (const name of [...(found.data.filters?.availableBrands ?? []), ...(found.data.filters?.availableCities ?? [])]) for (const w of name.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []) words.add(w);
      await page.goto('/hi/buy?fuelType=petrol');
      const main = page.locator('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('पुरानी कारें खरीदें');
      await expect(main).toContainText(/\d+ कारें उपलब्ध|1 कार उपलब्ध/);
      await expect(main.getByText(/^(\d+ कारों में से 1 - \d+|1 में से 1 - 1 कार)$/)).toBeVisible();
      const sort = page.getByRole('combobox', { name: 'क्रम' });
      await expect(sort).toBeVisible();
      await expect(sort.locator('option:checked')).toHaveText('सबसे नई पहले');
      // The filter's chip, and the quick filters, in Hindi (the chips' code loads later: the server's markup).
      await expect(page.getByRole('list', { name: 'लगे हुए फ़िल्टर' }).getByRole('link', { name: 'पेट्रोल हटाएँ' })).toBeVisible();
      await expect(page.getByRole('group', { name: 'झटपट फ़िल्टर' })).toContainText('₹5 लाख से कम');
      expect(await englishWords(page, 'main', words)).toEqual([]);

      // The filter panel (its code and its Hindi load when it is first shown).
      await page.getByRole('button', { name: 'फ़िल्टर दिखाएँ' }).click();
      const panel = size.phone ? page.getByRole('dialog', { name: 'फ़िल्टर' }) : page.locator('#browse-filters');
      const fuel = panel.getByRole('combobox', { name: 'फ़्यूल' });
      await expect(fuel).toBeVisible();
      await expect(fuel.locator('option:checked')).toHaveText(/^पेट्रोल/);
      await expect(panel.getByRole('combobox', { name: 'ब्रांड', exact: true })).toBeVisible();
      await expect(panel.getByRole('combobox', { name: 'बजट' })).toBeVisible();
      await expect(panel.getByRole('group', { name: 'बॉडी टाइप' })).toContainText('हैचबैक');
      expect(await englishWords(page, size.phone ? '[role="dialog"]' : 'main', words)).toEqual([]);
      await shoot(page, 'hindi-browse-filters');
    });

    test('a listing and its Contact Seller dialog in Hindi: lang, alternates, the body, the dialog and its validation', async ({ page, request }) => {
      const { cars, words } = await carData(request);
      const car = cars.find((c) => c.images?.length) ?? cars[0]!;
      // The car's own words: its features (the catalogue's names) and the seller's description.
      const full = (await getCar(request, car.id)) as unknown as { features?: string[]; description?: string | null };
      for (const w of `${(full.features ?? []).join(' ')} ${full.description ?? ''}`.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []) words.add(w);
      await page.goto(`/hi/listing/${car.id}`);
      await expectHindiHead(page, `/hi/listing/${car.id}`);
      // The first view: key facts, the buttons, when it was listed.
      const facts = page.getByRole('list', { name: 'मुख्य बातें' });
      await expect(facts).toBeVisible();
      expect(await englishWords(page, 'ul[aria-label="मुख्य बातें"]', words)).toEqual([]);
      await expect(page.getByRole('button', { name: 'EMI निकालें' })).toBeVisible();
      await expect(page.getByText(/लिस्ट हुई$/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'शेयर करें' })).toBeVisible();
      // The specifications (their code and Hindi load near the viewport).
      const specs = page.getByRole('heading', { name: 'कार की जानकारी' });
      await specs.scrollIntoViewIfNeeded();
      await expect(specs).toBeVisible();
      expect(await englishWords(page, '#car-specs > :first-child', words)).toEqual([]);
      // The trust parts (their code loads near the viewport; their Hindi came with the page), and the gallery's labels.
      const trust = page.locator('#trust-details');
      await trust.scrollIntoViewIfNeeded();
      await expect(trust.getByRole('heading', { name: 'पूरे ख़र्च का अनुमान' })).toBeVisible();
      expect(await englishWords(page, '#trust-details, #trust-side-notes', words)).toEqual([]);
      await expect(page.locator('section[aria-roledescription="carousel"]')).toHaveAttribute('aria-label', / की फ़ोटो$/);
      await page.locator('footer').scrollIntoViewIfNeeded();
      await expect(page.locator('footer')).toContainText('ज़रूरी लिंक');
      expect(await englishWords(page, 'footer', words)).toEqual([]);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, 'hindi-listing');

      // Contact Seller: in the sticky bar on phones, in the side panel from lg up (one visible).
      await page.getByRole('button', { name: 'सेलर से संपर्क करें' }).click();
      const dialog = page.getByRole('dialog', { name: 'सेलर से संपर्क करें' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel('आपका नाम')).toBeVisible();
      await dialog.getByLabel('आपका नाम').fill('');
      await dialog.getByRole('button', { name: 'संदेश भेजें' }).click();
      await expect(dialog.getByText('नाम ज़रूरी है')).toBeVisible();
      await expect(dialog.getByText('संदेश ज़रूरी है')).toBeVisible();
      expect(await englishWords(page, '[role="dialog"]', words)).toEqual([]);
      await shoot(page, 'hindi-contact');
      await dialog.getByRole('button', { name: 'रद्द करें' }).click();

      // The EMI calculator.
      await page.getByRole('button', { name: 'EMI निकालें' }).click();
      const emi = page.getByRole('dialog');
      await expect(emi.getByText('महीने की EMI')).toBeVisible();
      expect(await englishWords(page, '[role="dialog"]', words)).toEqual([]);
    });

    test('the comparison and the compare tray in Hindi, no English beyond the glossary and the cars\' own words', async ({ page, request }) => {
      const { cars, words } = await carData(request);
      const [a, b] = [cars.find((c) => c.images?.length) ?? cars[0]!, cars.filter((c) => c.images?.length)[1] ?? cars[1]!];
      // Feature names are the catalogue's (their Hindi is another catalogue's work): data here.
      for (const car of [a, b]) for (const f of ((await getCar(request, car.id)) as unknown as { features?: string[] }).features ?? []) for (const w of f.match(/[A-Za-z][A-Za-z'’-]*/g) ?? []) words.add(w);
      await page.goto(`/hi/compare?ids=${a.id},${b.id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('कारों की तुलना');
      await expect(page.getByRole('rowheader', { name: /^फ़्यूल/ })).toBeVisible();
      await expect(page.getByRole('checkbox', { name: 'सिर्फ़ फ़र्क वाली बातें दिखाएँ' })).toBeVisible();
      await expect(page).toHaveTitle(/^कारों की तुलना: .* बनाम .* - GaadiBazaar$/);
      expect(await englishWords(page, 'main', words)).toEqual([]);
      expect(await pageWidth(page)).toBeLessThanOrEqual(1);
      await shoot(page, 'hindi-compare');

      // The tray (its code and its few words load once a car is chosen), on /hi/buy.
      await page.evaluate((car) => localStorage.setItem('gaadibazaar-compare', JSON.stringify([car])), { id: a.id, year: a.year, brand: a.brand, car_model: a.car_model });
      await page.goto('/hi/buy');
      const tray = page.getByRole('region', { name: 'तुलना के लिए चुनी गई कारें' });
      await expect(tray).toBeVisible();
      await expect(tray).toContainText('तुलना 1/3');
      await expect(tray.getByText('एक कार और चुनें')).toBeVisible();
      expect(await englishWords(page, 'section[aria-label="तुलना के लिए चुनी गई कारें"]', words)).toEqual([]);
    });

    test('the shortlist in Hindi for a signed-in buyer', async ({ page, request }) => {
      const { cars, words } = await carData(request);
      const session = await apiSession(request, `hi-shortlist-${Date.now()}-${size.width}@example.com`);
      const liked = await request.post(`/api/v1/cars/${cars[0]!.id}/favorite/`, { headers: { Authorization: `Bearer ${session.tokens.access_token}` }, data: {} });
      expect(liked.status(), await liked.text()).toBeLessThan(300);
      await signInContext(page.context(), session);
      await page.goto('/hi/shortlist');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरी शॉर्टलिस्ट');
      await expect(page.getByText('1 कार शॉर्टलिस्ट की गई, सबसे नई ऊपर')).toBeVisible();
      await expect(page.getByRole('button', { name: /^शॉर्टलिस्ट से हटाएँ: / })).toBeVisible();
      expect(await englishWords(page, 'main', words)).toEqual([]);
      expect(await pageWidth(page)).toBeLessThanOrEqual(1);
      // The signed-in header too: its account menu (the phone's menu list, the desktop's dropdown).
      if (size.width < 768) await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
      else await page.getByRole('button', { name: /^अकाउंट मेन्यू: / }).click();
      await expect(page.getByRole(size.width < 768 ? 'link' : 'menuitem', { name: 'मेरा डैशबोर्ड' })).toBeVisible();
      expect(await englishWords(page, 'header, [role="menu"]', words)).toEqual([]);
    });

    test('the fair-price method in Hindi, server-rendered with its catalogue', async ({ page, request }) => {
      const html = await (await request.get('/hi/fair-price')).text();
      expect(html).toContain('<html lang="hi"');
      expect(html).toContain('हम कीमत कैसे आँकते हैं</h1>');
      // Its catalogue comes in the page as data (decision 042), not as a script to fetch.
      expect(html).toMatch(/<script id="page-messages" type="application\/json">\{"catalogues":\["hi","hi-footer","hi-fair-price"\]/);
      expect(html).not.toMatch(/hi-fair-price[\w-]*\.js/);
      await page.goto('/hi/fair-price');
      await expectHindiHead(page, '/hi/fair-price');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('हम कीमत कैसे आँकते हैं');
      await expect(page).toHaveTitle('हम कीमत कैसे आँकते हैं - GaadiBazaar');
      await expect(page.getByRole('table', { name: 'अनुमानित कीमत के मुकाबले माँगी गई कीमत के हिसाब से रेटिंग की श्रेणियाँ' }).getByRole('row')).toHaveCount(6);
      expect(await englishWords(page, 'main', new Set())).toEqual([]);
      expect(await pageWidth(page)).toBeLessThanOrEqual(1);
      await shoot(page, 'hindi-fair-price');
    });
  });
}

test('every server-rendered Hindi page hydrates with the texts the server wrote (no mismatch, nothing turns English)', async ({ page, request }) => {
  const { cars } = await carData(request);
  const dealer = cars.find((c) => (c as { dealer?: { slug?: string } | null }).dealer?.slug) as unknown as { dealer: { slug: string } } | undefined;
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  page.on('pageerror', (e) => void errors.push(String(e)));
  // The landing and dealer pages show /buy's "{total} cars available" without loading /buy's
  // catalogue: the server brings every message it used (decision 042).
  for (const path of ['/hi', '/hi/buy', `/hi/listing/${cars[0]!.id}`, '/hi/used-cars/delhi', ...(dealer ? [`/hi/dealers/${dealer.dealer.slug}`] : []), '/hi/car-valuation', '/hi/fair-price']) {
    const served = await (await request.get(path)).text();
    const root = /<div id="root">([\s\S]*)<\/div>\s*<script id="query-state"/.exec(served)?.[1] ?? '';
    await page.goto(path);
    await waitForHydration(page);
    expect(errors, path).toEqual([]);
    if (/कारें उपलब्ध/.test(root)) await expect(page.getByText(/कारें उपलब्ध/).first(), path).toBeVisible();
    expect(await page.locator('main').innerText(), path).not.toMatch(/\bcars? available\b/);
  }
});

test('crawlers get both languages server-rendered, and the English pages keep their texts', async ({ request }) => {
  const { cars } = await listCars(request, { limit: 1 });
  for (const path of ['/', '/buy?fuelType=diesel', `/listing/${cars[0]!.id}`]) {
    const en = await request.get(path, { maxRedirects: 0 });
    const hiPath = path === '/' ? '/hi' : `/hi${path}`;
    const hi = await request.get(hiPath, { maxRedirects: 0 });
    expect([en.status(), hi.status()], path).toEqual([200, 200]);
    const [enHtml, hiHtml] = [await en.text(), await hi.text()];
    expect(enHtml).toContain('<html lang="en-IN"');
    expect(hiHtml).toContain('<html lang="hi"');
    for (const html of [enHtml, hiHtml]) {
      expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="en" href="[^"]*${path.replace(/[?]/g, '\\?')}"`));
      expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="hi" href="[^"]*${hiPath.replace(/[?]/g, '\\?')}"`));
      expect(html).toContain('hreflang="x-default"');
    }
  }
  // English pages keep their texts and bring no catalogue; Hindi pages name theirs in the page as
  // JSON files of the build (decisions 042, 043), not as code to fetch.
  const inPage = (html: string) =>
    JSON.parse(/<script id="page-messages" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as {
      catalogues: string[];
      files: string[];
      messages: Record<string, string>;
    } | null;
  const buyEn = await (await request.get('/buy?fuelType=diesel')).text();
  expect(buyEn).toContain('Buy Used Cars');
  expect(buyEn).not.toMatch(/hi-(buy|filters|listing)[\w-]*\.js/);
  expect(inPage(buyEn)).toBeNull();
  const buyHi = await (await request.get('/hi/buy?fuelType=diesel')).text();
  expect(buyHi).not.toMatch(/hi(-buy)?-[\w-]*\.js/);
  expect(inPage(buyHi)?.catalogues).toEqual(['hi', 'hi-footer', 'hi-buy']);
  const listingEn = await (await request.get(`/listing/${cars[0]!.id}`)).text();
  expect(listingEn).toContain('Contact Seller');
  expect(listingEn).not.toMatch(/hi-(buy|filters|listing)[\w-]*\.js/);
  const listingHi = await (await request.get(`/hi/listing/${cars[0]!.id}`)).text();
  const named = inPage(listingHi)!;
  expect(named.catalogues).toEqual(['hi', 'hi-footer', 'hi-listing', 'hi-listing-more', 'hi-features']);
  expect(named.files).toHaveLength(5);
  const catalogue: Record<string, string> = {};
  for (const file of named.files) {
    expect(file).toMatch(/^\/assets\/i18n-hi[\w-]*\.[0-9a-f]{10}\.json$/);
    // Started with the document at low priority, kept for a year by its hashed name.
    expect(listingHi).toContain(`<link rel="preload" as="fetch" crossorigin href="${file}" fetchpriority="low" />`);
    const answer = await request.get(file);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    Object.assign(catalogue, await answer.json());
  }
  expect(catalogue['Contact Seller']).toBe('सेलर से संपर्क करें');
  expect(listingHi).toContain('सेलर से संपर्क करें');
  const home = await (await request.get('/')).text();
  expect(home).toContain('<title>Buy and sell used cars in India - GaadiBazaar</title>');
  expect(home).toContain('Find your perfect pre-owned car');
  const hindiHome = await (await request.get('/hi')).text();
  expect(hindiHome).toContain('<title>भारत में पुरानी कारें खरीदें और बेचें - GaadiBazaar</title>');
  expect(hindiHome).toContain('"name":"होम"'); // the breadcrumb's JSON-LD in Hindi
  expect(hindiHome).toContain('<meta property="og:locale" content="hi_IN" />');
});
