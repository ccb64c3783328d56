// Issue 21: a buyer and a seller talk in /messages, each in their own browser, live (no reload):
// read marks, the safety warning, numbers and links as text, the seller's number on consent, an
// offer made and accepted, a visit booked, confirmed, moved and cancelled; the seller's visiting
// hours on the dashboard; a report reaching the admins' queue. With axe. The whole conversation and
// the report run once, at 390×844 (the buyer's phone; the admin reads the report at 1440×900): their
// logic does not depend on the width, and each took 10–24 s per size. At 1440×900 the inbox, the
// thread, live delivery both ways and the offer dialog are checked (the layout that differs).
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { createApprovedListing, deleteListing } from './support/buyer-listings';
import { shoot } from './support/screenshots';
import { apiSession, signInAdminContext, signInContext, type Session } from './support/sign-in';
import { expectToast } from './support/toast';

const run = Date.now().toString(36);
const ALL_WEEK = Array.from({ length: 7 }, (_, weekday) => ({ weekday, start: '00:00', end: '24:00' }));

/** A browser of its own, signed in with the session made once per person (the login page has its own specs). */
async function newPage(browser: Browser, viewport: { width: number; height: number }, session: Session): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await signInContext(context, session);
  return context.newPage();
}

/** The seller's navbar counts the unread message; its link opens the inbox, checked with axe. */
async function sellerOpensInbox(seller: Page, model: string) {
  await seller.goto('/');
  await seller.getByRole('link', { name: 'Messages, 1 unread' }).click();
  await expect(seller).toHaveURL(/\/messages$/);
  await expect(seller.getByRole('link', { name: new RegExp(`${model}.*Buyer: Kavya Rao.*1 unread`) })).toBeVisible();
  await expectNoSeriousA11yViolations(seller);
  await shoot(seller, 'messages-inbox');
}

async function openThread(page: Page, title: RegExp, mobile: boolean) {
  await page.goto('/messages');
  await page.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(/\/messages\/[0-9a-f-]{36}$/);
  if (mobile) await expect(page.getByRole('list', { name: 'Conversations' })).toBeHidden();
}

const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });

async function send(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(thread(page).getByRole('article', { name: 'Your message' }).filter({ hasText: text })).toBeVisible();
}

async function setHoursByApi(request: APIRequestContext, token: string) {
  const res = await request.put('/api/v1/users/me/visit-availability/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { location: 'Baner Road, Pune', windows: ALL_WEEK },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** The conversation about a car of the person signed in with `token`, archived or not. */
async function conversationOf(request: APIRequestContext, token: string, carId: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  for (const archived of ['false', 'true']) {
    const list = (await (await request.get(`/api/v1/conversations/?archived=${archived}`, { headers })).json()).data.conversations as Array<{ id: string; car: { id: string } }>;
    const found = list.find((c) => c.car.id === carId);
    if (found) return found.id;
  }
  throw new Error('No conversation about the car');
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    const mobile = viewport.width < 768;
    const tag = `${run}-${viewport.width}`;
    const sellerEmail = `msg-seller-${tag}@example.com`;
    const buyerEmail = `msg-buyer-${tag}@example.com`;
    const model = `M${tag.slice(-7)}`;
    const title = new RegExp(model);
    let carId: string;
    let sellerToken: string;
    let sellerSession: Session;
    let buyerSession: Session;

    test.beforeAll(async ({ request }) => {
      sellerSession = await apiSession(request, sellerEmail);
      sellerToken = sellerSession.tokens.access_token;
      carId = await createApprovedListing(request, sellerToken, { brand_name: 'Maruti Suzuki', model_name: model, price: 700_000 });
      await setHoursByApi(request, sellerToken);
      // The buyer's first message, as Contact Seller sends it for a signed-in buyer.
      buyerSession = await apiSession(request, buyerEmail);
      const contact = await request.post(`/api/v1/cars/${carId}/contact/`, {
        headers: { Authorization: `Bearer ${buyerSession.tokens.access_token}` },
        data: { buyer_name: 'Kavya Rao', buyer_phone: '+91 98765 11111', buyer_email: buyerEmail, message: 'Hello, is the car still available?' },
      });
      expect(contact.status(), await contact.text()).toBe(200);
    });
    test.afterAll(async ({ request }) => deleteListing(request, sellerToken, carId));

    /** Buyer and seller, each in their own browser, in the thread; the seller came by the inbox's unread count. */
    async function bothInThread(browser: Browser) {
      const buyer = await newPage(browser, viewport, buyerSession);
      const seller = await newPage(browser, viewport, sellerSession);
      await sellerOpensInbox(seller, model);
      await openThread(buyer, title, mobile);
      await openThread(seller, title, mobile);
      await expect(thread(seller)).toContainText('Hello, is the car still available?');
      return { buyer, seller };
    }

    if (!mobile) {
      test('the inbox and the thread work at this width: live both ways, an offer answered', async ({ browser }) => {
        const { buyer, seller } = await bothInThread(browser);
        await send(seller, 'Yes, it is.');
        await expect(thread(buyer)).toContainText('Yes, it is.');
        await send(buyer, 'Is the price negotiable?');
        await expect(thread(seller)).toContainText('Is the price negotiable?');
        await buyer.getByRole('button', { name: 'Make an offer' }).click();
        const offer = buyer.getByRole('dialog', { name: 'Make an offer' });
        await offer.getByRole('textbox', { name: /Your offer in rupees/ }).fill('650000');
        await expectNoSeriousA11yViolations(buyer);
        await offer.getByRole('button', { name: 'Send offer' }).click();
        await expectToast(buyer, 'Offer sent');
        await thread(seller).getByRole('button', { name: 'Accept' }).click();
        await expect(buyer.getByText(/^Offer accepted: /)).toBeVisible();
        await expectNoSeriousA11yViolations(seller);
        await shoot(seller, 'messages-thread-offer');
        // The composer sits at the bottom of the screen at this width too.
        const box = await buyer.getByRole('textbox', { name: 'Message' }).boundingBox();
        expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 120);
        await buyer.context().close();
        await seller.context().close();
      });
    }

    if (mobile) test('buyer and seller chat live, agree a price and plan a visit', async ({ browser }) => {
      test.setTimeout(180_000);
      const { buyer, seller } = await bothInThread(browser);
      // The buyer's first message turns read once the seller opened the thread.
      await expect(thread(buyer).getByRole('article', { name: 'Your message' }).first()).toContainText('Read');

      // Live both ways, without a reload.
      await send(seller, 'Yes, it is. Call me on 98765 43210 or see www.example.com/car');
      await expect(thread(buyer)).toContainText('Call me on 98765 43210 or see www.example.com/car');
      await expect(thread(buyer).getByRole('link')).toHaveCount(0);
      await expect(buyer.getByRole('status').filter({ hasText: 'New message from' })).toHaveText(/New message from .*: Yes, it is\./);
      await send(buyer, 'Great. Is the price negotiable?');
      await expect(thread(seller)).toContainText('Great. Is the price negotiable?');
      await expect(thread(buyer).getByRole('article', { name: 'Your message' }).last()).toContainText('Read');

      // A message asking for an advance warns its reader.
      await send(seller, 'Please pay a token amount by UPI to hold it');
      await expect(thread(buyer).getByRole('article').filter({ hasText: 'token amount' }).getByRole('note')).toHaveText('Never pay before you have seen the car and its papers');

      // The seller shares their number; the buyer sees it as text.
      await seller.getByRole('button', { name: 'Conversation actions' }).click();
      await seller.getByRole('menuitem', { name: 'Share my number' }).click();
      await expectToast(seller, 'Your number is now visible to this buyer');
      await expect(buyer.getByText(/^Seller's number:/)).toBeVisible();

      // An offer, answered live.
      await buyer.getByRole('button', { name: 'Make an offer' }).click();
      const offer = buyer.getByRole('dialog', { name: 'Make an offer' });
      await offer.getByRole('textbox', { name: /Your offer in rupees/ }).fill('200000');
      await offer.getByRole('button', { name: 'Send offer' }).click();
      await expect(offer.getByText(/An offer must be at least/)).toBeVisible();
      await offer.getByRole('textbox', { name: /Your offer in rupees/ }).fill('650000');
      await expectNoSeriousA11yViolations(buyer);
      await offer.getByRole('button', { name: 'Send offer' }).click();
      await expectToast(buyer, 'Offer sent');
      const accept = thread(seller).getByRole('button', { name: 'Accept' });
      await expect(accept).toBeVisible();
      await expectNoSeriousA11yViolations(seller);
      await shoot(seller, 'messages-thread-offer');
      await accept.click();
      await expectToast(seller, 'Offer accepted. Next: book a visit to see the car.');
      await expect(buyer.getByText(/^Offer accepted: /)).toBeVisible();

      // A visit: booked from a free slot, confirmed by the seller.
      await buyer.getByRole('button', { name: 'Book a visit' }).click();
      const book = buyer.getByRole('dialog', { name: 'Book a visit' });
      await book.getByRole('combobox', { name: 'Day' }).selectOption({ index: 2 });
      await book.getByRole('group', { name: 'Free times' }).getByRole('button').nth(20).click();
      await expectNoSeriousA11yViolations(buyer);
      await shoot(buyer, 'messages-book-visit');
      await book.getByRole('button', { name: 'Request this slot' }).click();
      await expectToast(buyer, 'Visit requested: the seller will confirm');
      await thread(seller).getByRole('button', { name: 'Confirm' }).click();
      await expectToast(seller, 'Visit confirmed');
      await expect(thread(buyer).getByText('Confirmed', { exact: true }).last()).toBeVisible();

      // The buyer moves it; the seller confirms the new time; the seller then cancels.
      await thread(buyer).getByRole('button', { name: 'Reschedule' }).last().click();
      const move = buyer.getByRole('dialog', { name: 'Reschedule the visit' });
      await move.getByRole('combobox', { name: 'Day' }).selectOption({ index: 3 });
      await move.getByRole('group', { name: 'Free times' }).getByRole('button').nth(22).click();
      await move.getByRole('textbox', { name: /Reason for the change/ }).fill('Something came up at work');
      await move.getByRole('button', { name: 'Propose new time' }).click();
      await expectToast(buyer, 'New time proposed');
      await expect(thread(seller)).toContainText('Asked to move the visit to');
      await thread(seller).getByRole('button', { name: 'Confirm' }).last().click();
      await expectToast(seller, 'Visit confirmed');
      await thread(seller).getByRole('button', { name: 'Cancel visit' }).last().click();
      const cancel = seller.getByRole('dialog', { name: 'Cancel the visit' });
      await cancel.getByRole('textbox', { name: /Reason/ }).fill('The car is at the service centre that day');
      await cancel.getByRole('button', { name: 'Cancel visit' }).click();
      await expectToast(seller, 'Visit cancelled');
      await expect(thread(buyer)).toContainText('Cancelled the visit on');
      await expectNoSeriousA11yViolations(buyer);
      await shoot(buyer, 'messages-thread-buyer');

      // The composer sits at the bottom of the screen on a phone.
      const box = await buyer.getByRole('textbox', { name: 'Message' }).boundingBox();
      expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 120);

      // Archive: the conversation moves to the Archived list.
      await buyer.getByRole('button', { name: 'Conversation actions' }).click();
      await buyer.getByRole('menuitem', { name: 'Archive' }).click();
      await expectToast(buyer, 'Conversation archived');
      await buyer.goto('/messages');
      await expect(buyer.getByRole('link', { name: title })).toHaveCount(0);
      await buyer.getByRole('button', { name: 'Archived' }).click();
      await expect(buyer.getByRole('link', { name: title })).toBeVisible();

      await buyer.context().close();
      await seller.context().close();
    });

    test('the seller sets visiting hours on the dashboard', async ({ browser }) => {
      const seller = await newPage(browser, viewport, sellerSession);
      await seller.goto('/seller/dashboard');
      await expect(seller.getByRole('heading', { name: 'My Car Listings' })).toBeVisible();
      await expect(seller.getByRole('heading', { name: 'Visiting hours' })).toBeVisible();
      await expect(seller.getByRole('combobox', { name: 'Day' })).toHaveCount(7);
      await seller.getByRole('textbox', { name: /Where buyers can see the car/ }).fill('Aundh, Pune');
      await seller.getByRole('button', { name: 'Save visiting hours' }).click();
      await expectToast(seller, 'Visiting hours saved');
      await expectNoSeriousA11yViolations(seller);
      await seller.getByRole('heading', { name: 'Visiting hours' }).scrollIntoViewIfNeeded();
      await shoot(seller, 'seller-visiting-hours');
      await seller.context().close();
    });

    if (mobile) test('a report reaches the admins, who warn the seller', async ({ browser }) => {
      const buyer = await newPage(browser, viewport, buyerSession);
      await buyer.goto(`/messages/${await conversationOf(buyer.request, buyerSession.tokens.access_token, carId)}`);
      await buyer.getByRole('button', { name: 'Conversation actions' }).click();
      await buyer.getByRole('menuitem', { name: 'Report' }).click();
      const dialog = buyer.getByRole('dialog', { name: 'Report this conversation' });
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Choose a reason');
      await dialog.getByRole('radio', { name: 'Fraud or a request for advance payment' }).check();
      await expectNoSeriousA11yViolations(buyer);
      await dialog.getByRole('button', { name: 'Send report' }).click();
      await expectToast(buyer, 'Thank you. Our team will look at this conversation.');
      await buyer.context().close();

      // The admins' dashboard is read on a desktop screen.
      const adminContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await signInAdminContext(adminContext);
      const admin = await adminContext.newPage();
      await admin.goto('/admin/dashboard');
      await admin.getByRole('button', { name: new RegExp(`${model}: Fraud or a request for advance payment`) }).click();
      const report = admin.getByRole('dialog', { name: new RegExp(`Report: .*${model}`) });
      await expect(report.getByRole('list', { name: 'Reported conversation' })).toContainText('Hello, is the car still available?');
      await expectNoSeriousA11yViolations(admin);
      await shoot(admin, 'admin-report');
      await report.getByRole('button', { name: 'Warn the seller' }).click();
      await expectToast(admin, 'Report resolved');
      await admin.context().close();
    });
  });
}
