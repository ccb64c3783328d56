// Issue 25: signing in on the Hindi login page, the seller dashboard in Hindi, and the header's
// language switch saving the choice on the account (so that the e-mails follow it); the messages
// screens, a listing's statistics and the dealer screens in Hindi at 390×844 and 1440×900, with no
// English beyond the glossary's and no clipped text.
import { englishLeftovers } from '../src/lib/i18n/english-leftovers';
import { createApprovedListing, deleteListing } from './support/buyer-listings';
import { becomeDealer } from './support/dealers';
import { shoot } from './support/screenshots';
import { apiSession, signInContext, type Session } from './support/sign-in';
import { expect, test, type Page } from './support/test';
import { DESKTOP, PHONE } from './support/viewports';

const uniqueEmail = () => `hindi-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The account's language as the API answers it, read with the page's own token. */
const savedLanguage = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/v1/users/me/', { headers: { authorization: `Bearer ${localStorage.getItem('authToken')}` } });
    return ((await res.json()) as { data: { language: string | null } }).data.language;
  });

test('signs in on /hi/login, lands on the Hindi seller dashboard, and the switch saves the language', async ({ page }) => {
  await page.goto('/hi/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('लॉग इन या साइन अप करें');
  await page.getByRole('textbox', { name: 'ईमेल पता या मोबाइल नंबर' }).fill(uniqueEmail());
  await page.getByRole('button', { name: 'OTP भेजें' }).click();
  // Development answers carry the code (its hint is the server's text).
  const hint = page.getByText(/Use OTP: \d{6}/).first();
  await expect(hint).toBeVisible();
  const code = /Use OTP: (\d{6})/.exec((await hint.textContent()) ?? '')![1]!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('OTP जाँचें');
  await page.getByRole('textbox', { name: 'OTP' }).fill(code);
  await page.getByRole('button', { name: 'OTP जाँचें' }).click();

  await expect(page).toHaveURL(/\/hi\/seller\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरी कार लिस्टिंग');
  await expect(page.getByText('अभी कोई लिस्टिंग नहीं')).toBeVisible();
  expect(await savedLanguage(page)).toBeNull();

  // The switch goes to the English page and saves the choice on the account.
  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(/\/seller\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My Car Listings');
  await expect.poll(() => savedLanguage(page)).toBe('en');

  await page.getByRole('link', { name: 'हिन्दी' }).first().click();
  await expect(page).toHaveURL(/\/hi\/seller\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरी कार लिस्टिंग');
  await expect.poll(() => savedLanguage(page)).toBe('hi');
});

// ---- The messages screens, a listing's statistics and the dealer screens in Hindi ----

/** Latin-script words of what the page shows, beside the glossary's and the data's. */
async function englishOnPage(page: Page, data: string[]) {
  const text = await page.locator('main').innerText();
  return englishLeftovers(text, data);
}

/**
 * Text that the layout clips: a page wider than the screen, or a box that hides what it holds
 * (overflow hidden or clip) with text taller or wider than itself, as cut matras would be. Lines
 * the design truncates with an ellipsis are checked for their height only.
 */
async function clippedTexts(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) found.push(`page ${document.documentElement.scrollWidth}px wide`);
    for (const el of document.querySelectorAll<HTMLElement>('main *')) {
      // Screen-reader-only text is clipped to 1px on purpose.
      if (!el.textContent?.trim() || !el.offsetParent || el.closest('.sr-only')) continue;
      if (![...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())) continue;
      const style = getComputedStyle(el);
      const hides = (o: string) => o === 'hidden' || o === 'clip';
      const ellipsis = style.textOverflow === 'ellipsis';
      if (hides(style.overflowY) && el.scrollHeight > el.clientHeight + 1) found.push(`height: ${el.textContent.trim().slice(0, 40)}`);
      if (!ellipsis && hides(style.overflowX) && el.scrollWidth > el.clientWidth + 1) found.push(`width: ${el.textContent.trim().slice(0, 40)}`);
    }
    return found;
  });
}

test.describe('signed-in screens in Hindi', () => {
  const tag = Date.now().toString(36);
  const model = `H${tag.slice(-6)}`;
  const sellerEmail = `hi-seller-${tag}@example.com`;
  let seller: Session;
  let buyer: Session;
  let carId: string;

  test.beforeAll(async ({ request }) => {
    seller = await apiSession(request, sellerEmail);
    const sellerAuth = { Authorization: `Bearer ${seller.tokens.access_token}` };
    carId = await createApprovedListing(request, seller.tokens.access_token, { brand_name: 'Maruti Suzuki', model_name: model, price: 700_000 });
    const hours = Array.from({ length: 7 }, (_, weekday) => ({ weekday, start: '00:00', end: '24:00' }));
    expect((await request.put('/api/v1/users/me/visit-availability/', { headers: sellerAuth, data: { location: 'Baner Road, Pune', windows: hours } })).status()).toBe(200);
    buyer = await apiSession(request, `hi-buyer-${tag}@example.com`);
    const buyerAuth = { Authorization: `Bearer ${buyer.tokens.access_token}` };
    const contact = await request.post(`/api/v1/cars/${carId}/contact/`, {
      headers: buyerAuth,
      data: { buyer_name: 'Kavya Rao', buyer_phone: '+91 98765 11111', buyer_email: `hi-buyer-${tag}@example.com`, message: 'Hello, is the car still available?' },
    });
    expect(contact.status(), await contact.text()).toBe(200);
    const list = (await (await request.get('/api/v1/conversations/', { headers: buyerAuth })).json()).data.conversations as Array<{ id: string; car: { id: string } }>;
    const id = list.find((c) => c.car.id === carId)!.id;
    // The buyer offers, the seller counters, the buyer asks for a visit: every card of a thread.
    expect((await request.post(`/api/v1/conversations/${id}/offers/`, { headers: buyerAuth, data: { amount: 600_000, client_key: `o1-${tag}` } })).status()).toBe(200);
    expect((await request.post(`/api/v1/conversations/${id}/offers/`, { headers: sellerAuth, data: { amount: 660_000, client_key: `o2-${tag}` } })).status()).toBe(200);
    const slots = (await (await request.get(`/api/v1/conversations/${id}/visit-slots/`, { headers: buyerAuth })).json()).data.slots as Array<{ starts_at: string }>;
    expect((await request.post(`/api/v1/conversations/${id}/visits/`, { headers: buyerAuth, data: { starts_at: slots[20]!.starts_at, client_key: `v-${tag}` } })).status()).toBe(200);
  });
  test.afterAll(async ({ request }) => deleteListing(request, seller.tokens.access_token, carId));

  // The people's and the car's own words (the model's letters apart from its digits: the check reads words of letters).
  const DATA = ['Maruti', 'Suzuki', ...(model.match(/[A-Za-z]+/g) ?? []), 'Spec', 'Seller', 'Kavya', 'Rao', 'Hello', 'is', 'the', 'car', 'still', 'available', 'Baner', 'Road', 'Pune'];

  for (const viewport of [PHONE, DESKTOP]) {
    test(`the buyer's messages at ${viewport.width}×${viewport.height}: Hindi, nothing clipped`, async ({ browser }) => {
      const context = await browser.newContext({ viewport });
      await signInContext(context, buyer);
      const page = await context.newPage();
      await page.goto('/hi/messages');
      await expect(page.getByRole('heading', { name: 'इनबॉक्स' })).toBeVisible();
      const row = page.getByRole('link', { name: new RegExp(model) });
      await expect(row).toContainText('सेलर:');
      // The last message is the visit asked for, as the API wrote it, read into Hindi.
      await expect(row).toContainText('आप:');
      await expect(row).toContainText('कार देखने का समय माँगा');
      expect(await englishOnPage(page, DATA)).toEqual([]);
      expect(await clippedTexts(page)).toEqual([]);
      await shoot(page, 'hi-messages-inbox');

      await row.click();
      const history = page.getByRole('region', { name: 'बातचीत का इतिहास' });
      await expect(history).toContainText('₹6,00,000 का ऑफ़र दिया');
      await expect(history).toContainText('कार देखने का समय माँगा');
      await expect(history.getByRole('button', { name: 'मंज़ूर करें' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'संदेश' })).toHaveAttribute('placeholder', 'संदेश लिखें');
      expect(await englishOnPage(page, DATA)).toEqual([]);
      expect(await clippedTexts(page)).toEqual([]);
      // The composer stays at the bottom of the screen.
      const box = await page.getByRole('textbox', { name: 'संदेश' }).boundingBox();
      expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 120);
      await shoot(page, 'hi-messages-thread');

      await history.getByRole('button', { name: 'काउंटर करें' }).click();
      const dialog = page.getByRole('dialog', { name: 'काउंटर-ऑफ़र दें' });
      await dialog.getByRole('button', { name: 'काउंटर-ऑफ़र भेजें' }).click();
      await expect(dialog.getByText('रकम रुपये में डालें')).toBeVisible();
      await shoot(page, 'hi-messages-offer-dialog');
      await dialog.getByRole('button', { name: 'रद्द करें' }).click();
      await context.close();
    });
  }

  test('the seller\'s statistics, dealer profile and stock import in Hindi at both sizes', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport: PHONE });
    await signInContext(context, seller);
    const page = await context.newPage();
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto(`/hi/seller/listings/${carId}/statistics`);
      await expect(page.getByRole('heading', { name: 'पिछले 30 दिन' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'क्या मदद कर सकता है' })).toBeVisible();
      expect(await englishOnPage(page, DATA)).toEqual([]);
      expect(await clippedTexts(page)).toEqual([]);
      await shoot(page, 'hi-listing-statistics');

      await page.goto('/hi/seller/dealer-profile');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('डीलर प्रोफ़ाइल');
      await expect(page.getByRole('textbox', { name: /बिज़नेस का नाम/ })).toBeVisible();
      expect(await clippedTexts(page)).toEqual([]);
      await shoot(page, 'hi-dealer-profile');
    }
    await becomeDealer(request, sellerEmail, `Shree Motors ${tag}`, 7);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await page.goto('/hi/seller/import');
      await expect(page.getByRole('heading', { name: '1. टेम्पलेट भरें' })).toBeVisible();
      await page.getByText('हर कॉलम में क्या भरें').click();
      expect(await clippedTexts(page)).toEqual([]);
      await shoot(page, 'hi-stock-import');
    }
    await context.close();
  });
});
