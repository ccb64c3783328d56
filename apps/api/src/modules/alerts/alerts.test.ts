import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../platform/database.ts';
import { emailOutbox, notifications, savedSearchAlerts } from '../../db/schema.ts';
import { createAdmin, createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { jobsSettled, waitFor } from '../../test/wait-for.ts';
import { LISTING_ALERTS_QUEUE } from './listing-alerts.ts';
import { sendDigests } from './send-digests.ts';

describe('saved-search alerts and price drops (issue 14)', () => {
  const t = useTestApp({ env: { JOB_POLL_SECONDS: '0.5', LOG_LEVEL: 'error' }, logger: { level: 'error' } });

  const saveSearch = async (auth: Record<string, string>, body: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/users/me/saved-searches/', headers: auth, payload: body });
    expect(res.statusCode).toBe(200);
    return res.json().data.id as string;
  };
  const approve = async (id: string) => {
    const admin = await createAdmin(t.ctx);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/admin/cars/${id}/review/`, headers: admin.auth, payload: { action: 'approve' } });
    expect(res.statusCode).toBe(200);
  };
  const setPrice = async (id: string, price: number) => {
    const admin = await createAdmin(t.ctx);
    const res = await t.app.inject({ method: 'PATCH', url: `/api/v1/admin/cars/${id}/update/`, headers: admin.auth, payload: { price } });
    expect(res.statusCode).toBe(200);
  };
  const notificationsOf = (userId: string, type: string) =>
    t.ctx.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
  const mailsTo = (to: string) => t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

  it('tells an immediate saved search of an approved match in the app and by e-mail with an unsubscribe link', async () => {
    const seller = await createUser(t.ctx);
    const buyer = await createUser(t.ctx);
    const searchId = await saveSearch(buyer.auth, { name: 'Diesel Tata', search_filters: { brand: 'Tata', fuelType: 'diesel' }, notification_frequency: 'immediate' });
    await saveSearch(buyer.auth, { name: 'Petrol only', search_filters: { fuelType: 'petrol' }, notification_frequency: 'immediate' });
    const listing = await createListing(t.ctx, { sellerId: seller.user.id, brand: 'Tata', model: 'Nexon', fuelType: 'diesel', status: 'pending' });
    await approve(listing.id);
    const [n] = await waitFor('the match notification', async () => {
      const rows = await notificationsOf(buyer.user.id, 'saved_search_match');
      return rows.length ? rows : undefined;
    });
    expect(n).toMatchObject({ title: 'New match for "Diesel Tata"', listingId: listing.id, data: { saved_search_id: searchId, car_id: listing.id } });
    const [mail] = await waitFor('the match e-mail', async () => {
      const rows = await mailsTo(buyer.user.email!);
      return rows.length ? rows : undefined;
    });
    expect(mail!.subject).toContain('Diesel Tata');
    const link = /\/api\/v1\/alerts\/unsubscribe\/\?token=\S+/.exec(mail!.text)![0];

    // The link turns that search's alerts off; an altered one is refused.
    const tampered = await t.app.inject(link.slice(0, -3) + (link.endsWith('abc') ? 'xyz' : 'abc'));
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error.code).toBe('VALIDATION_ERROR');
    expect((await t.app.inject('/api/v1/alerts/unsubscribe/?token=')).statusCode).toBe(400);
    const ok = await t.app.inject(link);
    expect(ok.json()).toEqual({ success: true, message: 'Alerts for "Diesel Tata" are off.' });
    const list = await t.app.inject({ url: '/api/v1/users/me/saved-searches/', headers: buyer.auth });
    expect(list.json().data.find((s: { id: string }) => s.id === searchId).notifications_enabled).toBe(false);
    // An access token is not an unsubscribe link, and an unsubscribe link is not an access token.
    expect((await t.app.inject(`/api/v1/alerts/unsubscribe/?token=${buyer.token}`)).statusCode).toBe(400);
    const token = decodeURIComponent(link.split('token=')[1]!);
    expect((await t.app.inject({ url: '/api/v1/users/me/saved-searches/', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    // The seller is never told about their own car.
    expect(await notificationsOf(seller.user.id, 'saved_search_match')).toEqual([]);
  });

  it('tells a buyer who turned e-mail notifications off in the app only', async () => {
    const seller = await createUser(t.ctx);
    const buyer = await createUser(t.ctx, { emailNotifications: false });
    await saveSearch(buyer.auth, { name: 'Quiet', search_filters: { brand: 'Skoda' }, notification_frequency: 'immediate' });
    const listing = await createListing(t.ctx, { sellerId: seller.user.id, brand: 'Skoda', model: 'Kushaq', status: 'pending' });
    await approve(listing.id);
    await waitFor('the in-app match', async () => (await notificationsOf(buyer.user.id, 'saved_search_match')).length === 1 || undefined);
    await jobsSettled(t.ctx, LISTING_ALERTS_QUEUE); // the job that wrote them is done: nothing more will come
    expect(await mailsTo(buyer.user.email!)).toEqual([]);
  });

  it('collects daily matches and sends one digest e-mail listing them all', async () => {
    const seller = await createUser(t.ctx);
    const buyer = await createUser(t.ctx);
    await saveSearch(buyer.auth, { name: 'Any Hyundai', search_filters: { brand: 'Hyundai' }, notification_frequency: 'daily' });
    const a = await createListing(t.ctx, { sellerId: seller.user.id, brand: 'Hyundai', model: 'Creta', status: 'pending' });
    const b = await createListing(t.ctx, { sellerId: seller.user.id, brand: 'Hyundai', model: 'Venue', status: 'pending' });
    await approve(a.id);
    await approve(b.id);
    await waitFor('two waiting digest alerts', async () => {
      const rows = await t.ctx.db.select().from(savedSearchAlerts).where(eq(savedSearchAlerts.userId, buyer.user.id));
      return rows.length === 2 || undefined;
    });
    expect(await notificationsOf(buyer.user.id, 'saved_search_match')).toEqual([]);
    expect(await sendDigests(t.ctx, t.app.log, 'daily')).toBeGreaterThanOrEqual(1);
    const mails = await mailsTo(buyer.user.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your daily saved-search digest: 2 new matches');
    expect(mails[0]!.text).toContain(a.title);
    expect(mails[0]!.text).toContain(b.title);
    expect(mails[0]!.text).toContain('/api/v1/alerts/unsubscribe/?token=');
    const [n] = await notificationsOf(buyer.user.id, 'saved_search_match');
    expect(n!.title).toBe('2 new matches for your saved searches');
    // Sent once: a second run finds nothing waiting.
    await sendDigests(t.ctx, t.app.log, 'daily');
    expect(await mailsTo(buyer.user.email!)).toHaveLength(1);
  });

  it('tells shortlisters of a price drop, not of a rise, and honours the price-drop unsubscribe', async () => {
    const seller = await createUser(t.ctx);
    const buyer = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const listing = await createListing(t.ctx, { sellerId: seller.user.id, brand: 'Kia', model: 'Seltos', price: 1_000_000 });
    const fav = await t.app.inject({ method: 'POST', url: `/api/v1/cars/${listing.id}/favorite/`, headers: buyer.auth });
    expect(fav.statusCode).toBeLessThan(300);
    await setPrice(listing.id, 1_100_000);
    await setPrice(listing.id, 950_000);
    const [n] = await waitFor('the price-drop notification', async () => {
      const rows = await notificationsOf(buyer.user.id, 'price_drop');
      return rows.length ? rows : undefined;
    });
    expect(n!.message).toBe(`${listing.title} is now ₹9,50,000 (was ₹11,00,000).`);
    expect(await notificationsOf(other.user.id, 'price_drop')).toEqual([]);
    const [mail] = await waitFor('the price-drop e-mail', async () => {
      const rows = await mailsTo(buyer.user.email!);
      return rows.length ? rows : undefined;
    });
    expect(mail!.subject).toBe(`Price drop: ${listing.title} is now ₹9,50,000`);
    const link = /\/api\/v1\/alerts\/unsubscribe\/\?token=\S+/.exec(mail!.text)![0];
    expect((await t.app.inject(link)).json().message).toBe('Price-drop e-mails are off.');

    // A rise tells nobody; the next drop is in the app only (mails are off).
    await setPrice(listing.id, 990_000);
    await setPrice(listing.id, 900_000);
    await waitFor('the second price-drop notification', async () => (await notificationsOf(buyer.user.id, 'price_drop')).length === 2 || undefined);
    await jobsSettled(t.ctx, LISTING_ALERTS_QUEUE); // the job that wrote them is done: nothing more will come
    expect(await notificationsOf(buyer.user.id, 'price_drop')).toHaveLength(2);
    expect(await mailsTo(buyer.user.email!)).toHaveLength(1);
    const outbox = await t.ctx.db.select().from(emailOutbox).where(like(emailOutbox.subject, `Price drop%`));
    expect(outbox.filter((m) => m.to === buyer.user.email)).toHaveLength(1);
  });

  it("respects issue 13's filters of a saved search: a listing that fails one is not told", async () => {
    const seller = await createUser(t.ctx);
    const buyer = await createUser(t.ctx);
    const save = (name: string, search_filters: object) => saveSearch(buyer.auth, { name, search_filters, notification_frequency: 'immediate' });
    await save('SUVs under 50k km', { bodyType: 'suv,compact_suv', maxKm: 50_000 });
    await save('Tata or Mahindra', { brand: 'Tata,Mahindra' });
    await save('A Nexon', { brand: 'tata', model: 'nexon' });
    await save('One owner since 2021', { maxOwners: 1, minYear: 2021 });
    await save('Cheaper compact SUVs', { bodyType: 'compact_suv', reduced: 'true' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/saved-searches/',
      headers: buyer.auth,
      payload: { name: 'Bad', search_filters: { bodyType: 'spaceship', minYear: 2022, maxYear: 2020 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.details).sort()).toEqual(['search_filters.bodyType', 'search_filters.maxYear']);

    const nexon = await createListing(t.ctx, {
      sellerId: seller.user.id, brand: 'Tata', model: 'Nexon', kmDriven: 30_000, year: 2022, price: 1_000_000, status: 'pending', values: { ownerNumber: '2nd' },
    });
    const creta = await createListing(t.ctx, {
      sellerId: seller.user.id, brand: 'Hyundai', model: 'Creta', kmDriven: 80_000, year: 2020, status: 'pending', values: { ownerNumber: '1st' },
    });
    await approve(creta.id);
    await approve(nexon.id);
    const titles = async (n: number) =>
      (
        await waitFor(`${n} match notifications`, async () => {
          const rows = await notificationsOf(buyer.user.id, 'saved_search_match');
          return rows.length >= n ? rows : undefined;
        })
      )
        .map((r) => r.title)
        .sort();
    expect(await titles(3)).toEqual(['New match for "A Nexon"', 'New match for "SUVs under 50k km"', 'New match for "Tata or Mahindra"']);
    // The Creta fails every search (brand, km, year); only the Nexon's price drop makes it "reduced".
    await setPrice(nexon.id, 950_000);
    const after = await titles(7);
    expect(after.filter((x) => x.startsWith('Price drop'))).toEqual([
      'Price drop matches "A Nexon"',
      'Price drop matches "Cheaper compact SUVs"',
      'Price drop matches "SUVs under 50k km"',
      'Price drop matches "Tata or Mahindra"',
    ]);
    await jobsSettled(t.ctx, LISTING_ALERTS_QUEUE); // the job that wrote them is done: nothing more will come
    expect(await notificationsOf(buyer.user.id, 'saved_search_match')).toHaveLength(7);
    const told = await t.ctx.db.select().from(savedSearchAlerts).where(eq(savedSearchAlerts.userId, buyer.user.id));
    expect(told.every((a) => a.listingId === nexon.id)).toBe(true);
  });
});

describe('alert jobs with two API processes on one database', () => {
  const t = useTestApp({ env: { JOB_POLL_SECONDS: '0.5' } });

  it('runs each listing-alerts job once, whichever process takes it', async () => {
    const second = await buildApp({ config: t.config, database: openDatabase(t.url, { max: 4 }), logger: false });
    try {
      await second.ready();
      const seller = await createUser(t.ctx);
      const buyer = await createUser(t.ctx);
      const save = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/saved-searches/',
        headers: buyer.auth,
        payload: { name: 'Everything', notification_frequency: 'immediate' },
      });
      expect(save.statusCode).toBe(200);
      const admin = await createAdmin(t.ctx);
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) {
        const l = await createListing(t.ctx, { sellerId: seller.user.id, status: 'pending', price: 500_000 + i });
        ids.push(l.id);
        // Half the approvals through each process.
        const app = i % 2 ? second : t.app;
        const res = await app.inject({ method: 'POST', url: `/api/v1/admin/cars/${l.id}/review/`, headers: admin.auth, payload: { action: 'approve' } });
        expect(res.statusCode).toBe(200);
      }
      await waitFor('six completed jobs', async () => {
        const { rows } = await t.ctx.pool.query(`select count(*)::int as n from pgboss.job where name = 'listing-alerts' and state = 'completed'`);
        return rows[0].n === 6 || undefined;
      });
      const { rows } = await t.ctx.pool.query(`select count(*)::int as n, count(distinct id)::int as d from pgboss.job where name = 'listing-alerts'`);
      expect(rows[0]).toEqual({ n: 6, d: 6 });
      const told = await t.ctx.db.select().from(notifications).where(and(eq(notifications.userId, buyer.user.id), eq(notifications.type, 'saved_search_match')));
      expect(told.map((n) => n.listingId).sort()).toEqual([...ids].sort());
    } finally {
      await second.close();
      await second.ctx.pool.end();
    }
  });
});
