// Issue 21, the paths messages.spec.ts does not walk: older messages of a long thread paged in, an
// offer withdrawn and another declined, a block lifted, a visit's calendar file downloaded. One
// conversation about one car, at 390×844 only (the layouts are covered there), with axe at the end
// of each flow.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { createApprovedListing, deleteListing } from './support/buyer-listings';
import { waitForHydration } from './support/hydration';
import { apiSession, signInContext, type Session } from './support/sign-in';
import { expectToast } from './support/toast';

const viewport = { width: 390, height: 844 };
const tag = Date.now().toString(36);
const sellerEmail = `msg2-seller-${tag}@example.com`;
const buyerEmail = `msg2-buyer-${tag}@example.com`;
const model = `N${tag.slice(-7)}`;
const FIRST = 'Hello, is the car still available?';
const ALL_WEEK = Array.from({ length: 7 }, (_, weekday) => ({ weekday, start: '00:00', end: '24:00' }));

let carId: string;
let conversationId: string;
let sellerToken: string;
let buyerToken: string;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

// Each person signs in once for the whole file (an address may ask for only a few codes in a row),
// through the API: the login page has its own specs.
let buyer: Page;
let seller: Page;
let sellerSession: Session;
let buyerSession: Session;

async function newPage(browser: Browser, session: Session): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await signInContext(context, session);
  return context.newPage();
}

/** The thread, opened straight from its address, once the app has taken over. */
async function openThread(page: Page) {
  await page.goto(`/messages/${conversationId}`);
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: /^Conversation about / })).toBeVisible();
}

const thread = (page: Page) => page.getByRole('list', { name: 'Messages' });

async function post(request: APIRequestContext, token: string, body: string, key: string) {
  const res = await request.post(`/api/v1/conversations/${conversationId}/messages/`, { headers: bearer(token), data: { body, client_key: key } });
  return res;
}

test.describe('messages: more paths at 390x844', () => {
  test.use({ viewport });

  test.beforeAll(async ({ request }) => {
    sellerSession = await apiSession(request, sellerEmail);
    sellerToken = sellerSession.tokens.access_token;
    carId = await createApprovedListing(request, sellerToken, { brand_name: 'Hyundai', model_name: model, price: 700_000 });
    const hours = await request.put('/api/v1/users/me/visit-availability/', { headers: bearer(sellerToken), data: { location: 'Baner Road, Pune', windows: ALL_WEEK } });
    expect(hours.status(), await hours.text()).toBe(200);
    buyerSession = await apiSession(request, buyerEmail);
    buyerToken = buyerSession.tokens.access_token;
    const contact = await request.post(`/api/v1/cars/${carId}/contact/`, {
      headers: bearer(buyerToken),
      data: { buyer_name: 'Kavya Rao', buyer_phone: '+91 98765 22222', buyer_email: buyerEmail, message: FIRST },
    });
    expect(contact.status(), await contact.text()).toBe(200);
    // The inquiry opened the conversation, which takes its id; the seller's inquiry list says so.
    conversationId = (await contact.json()).data.inquiry_id;
    const inquiries = (await (await request.get('/api/v1/inquiries/', { headers: bearer(sellerToken) })).json()).data.inquiries as Array<{ id: string; conversation_id: string | null }>;
    expect(inquiries.find((i) => i.id === conversationId)?.conversation_id).toBe(conversationId);
  });
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(90_000);
    buyer = await newPage(browser, buyerSession);
    seller = await newPage(browser, sellerSession);
  });
  test.afterAll(async ({ request }) => {
    await buyer?.context().close();
    await seller?.context().close();
    await deleteListing(request, sellerToken, carId);
  });

  test('a long thread opens at its newest messages and pages in the older ones', async ({ request }) => {
    test.setTimeout(120_000);
    // 60 messages after the inquiry: the thread opens with the newest 50 (CONVERSATION_LIMITS.threadPage).
    for (let i = 1; i <= 60; i++) {
      const n = String(i).padStart(2, '0');
      const res = await post(request, i % 2 ? buyerToken : sellerToken, `Long thread message ${n}`, `long-${tag}-${n}`);
      expect(res.status(), await res.text()).toBe(200);
    }
    await openThread(buyer);
    await expect(thread(buyer)).toContainText('Long thread message 60');
    await expect(thread(buyer)).toContainText('Long thread message 11');
    await expect(thread(buyer)).not.toContainText('Long thread message 10');
    await expect(thread(buyer)).not.toContainText(FIRST);

    await buyer.getByRole('button', { name: 'Load older messages' }).click();
    await expect(thread(buyer)).toContainText('Long thread message 10');
    await expect(thread(buyer)).toContainText('Long thread message 01');
    await expect(thread(buyer)).toContainText(FIRST);
    // Everything is here now: no more to load, and nothing twice.
    await expect(buyer.getByRole('button', { name: 'Load older messages' })).toHaveCount(0);
    await expect(thread(buyer).getByText('Long thread message 30', { exact: true })).toHaveCount(1);
    await expect(thread(buyer).getByRole('article')).toHaveCount(61);
    await expectNoSeriousA11yViolations(buyer);
  });

  test('the buyer withdraws an offer; the seller declines the next one', async () => {
    test.setTimeout(120_000);
    await openThread(buyer);
    await openThread(seller);

    const makeOffer = async (amount: string) => {
      await buyer.getByRole('button', { name: 'Make an offer' }).click();
      const dialog = buyer.getByRole('dialog', { name: 'Make an offer' });
      await dialog.getByRole('textbox', { name: /Your offer in rupees/ }).fill(amount);
      await dialog.getByRole('button', { name: 'Send offer' }).click();
      await expectToast(buyer, 'Offer sent');
      await expect(dialog).toBeHidden();
    };

    // Withdrawn by the buyer before the seller answers: the seller's moves go with it.
    await makeOffer('600000');
    await expect(thread(seller).getByRole('button', { name: 'Accept' })).toBeVisible();
    await thread(buyer).getByRole('button', { name: 'Withdraw' }).click();
    await expectToast(buyer, 'Offer withdrawn');
    await expect(thread(buyer)).toContainText('Withdrew the offer of');
    await expect(thread(buyer).getByText('Withdrawn', { exact: true })).toBeVisible();
    await expect(thread(seller)).toContainText('Withdrew the offer of');
    await expect(thread(seller).getByRole('button', { name: 'Accept' })).toHaveCount(0);

    // The next one, declined by the seller: the buyer may offer again.
    await makeOffer('620000');
    await thread(seller).getByRole('button', { name: 'Decline' }).click();
    await expectToast(seller, 'Offer declined');
    await expect(thread(seller).getByText('Declined', { exact: true })).toBeVisible();
    await expect(thread(buyer)).toContainText('Declined the offer of');
    await expect(thread(buyer).getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
    await expect(buyer.getByRole('button', { name: 'Make an offer' })).toBeVisible();
    await expectNoSeriousA11yViolations(buyer);
    await expectNoSeriousA11yViolations(seller);
  });

  test('the seller blocks the buyer and unblocks them; both can write again', async ({ request }) => {
    await openThread(seller);
    await seller.getByRole('button', { name: 'Conversation actions' }).click();
    await seller.getByRole('menuitem', { name: 'Block Kavya Rao' }).click();
    await seller.getByRole('dialog', { name: 'Block Kavya Rao?' }).getByRole('button', { name: 'Block' }).click();
    await expectToast(seller, 'Blocked. They can no longer message you or book a visit.');
    await expect(seller.getByText('You blocked this person. Unblock them to write again.')).toBeVisible();
    await expect(seller.getByRole('textbox', { name: 'Message' })).toBeDisabled();
    // The buyer cannot write either while the block stands.
    expect((await post(request, buyerToken, 'Are you there?', `blocked-${tag}`)).status()).toBe(403);

    await seller.getByRole('button', { name: 'Conversation actions' }).click();
    await seller.getByRole('menuitem', { name: 'Unblock Kavya Rao' }).click();
    await expectToast(seller, 'Unblocked');
    await expect(seller.getByText('You blocked this person. Unblock them to write again.')).toHaveCount(0);
    await expect(seller.getByRole('textbox', { name: 'Message' })).toBeEnabled();
    await seller.getByRole('textbox', { name: 'Message' }).fill('Sorry about that, happy to talk');
    await seller.getByRole('button', { name: 'Send' }).click();
    await expect(thread(seller).getByRole('article', { name: 'Your message' }).filter({ hasText: 'Sorry about that, happy to talk' })).toBeVisible();
    expect((await post(request, buyerToken, 'Thanks, no problem', `unblocked-${tag}`)).status()).toBe(200);
    await expect(thread(seller)).toContainText('Thanks, no problem');
    await seller.getByRole('button', { name: 'Conversation actions' }).click();
    await expect(seller.getByRole('menuitem', { name: 'Block Kavya Rao' })).toBeVisible();
    await seller.keyboard.press('Escape');
    await expectNoSeriousA11yViolations(seller);
  });

  test("a visit's calendar file downloads with the visit's time", async ({ request }) => {
    // A visit requested through the API at a free slot a few days ahead.
    const slots = (await (await request.get(`/api/v1/conversations/${conversationId}/visit-slots/`, { headers: bearer(buyerToken) })).json()).data.slots as Array<{ starts_at: string }>;
    expect(slots.length).toBeGreaterThan(40);
    const startsAt = slots[40]!.starts_at;
    const booked = await request.post(`/api/v1/conversations/${conversationId}/visits/`, { headers: bearer(buyerToken), data: { starts_at: startsAt, client_key: `visit-${tag}` } });
    expect(booked.status(), await booked.text()).toBe(200);

    await openThread(buyer);
    const downloading = buyer.waitForEvent('download');
    await thread(buyer).getByRole('button', { name: 'Add to calendar' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^visit-[0-9a-f]{8}\.ics$/);
    const ics = readFileSync((await file.path())!, 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('BEGIN:VEVENT');
    // The visit's time on India's wall clock (UTC+05:30), as the file states it.
    const wall = new Date(Date.parse(startsAt) + 330 * 60_000).toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(ics).toContain(`DTSTART;TZID=Asia/Kolkata:${wall}`);
    expect(ics).toContain(`SUMMARY:See the `);
    expect(ics).toContain('Baner Road');
    await expectNoSeriousA11yViolations(buyer);
  });
});
