import { describe, expect, it } from 'vitest';
import { seedConversation, seedDeal, seedVisitHours } from '../../test/conversation-factory.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

describe('visiting hours and free slots (issue 21)', () => {
  const t = useTestApp();
  const url = '/api/v1/users/me/visit-availability/';
  const put = (auth: Record<string, string> | undefined, payload: object) => t.app.inject({ method: 'PUT', url, headers: auth, payload });
  const slots = (conversationId: string, auth: Record<string, string>) => t.app.inject({ url: `/api/v1/conversations/${conversationId}/visit-slots/`, headers: auth });

  it('saves the general hours and a car’s own, merged and in order, and removes a car’s own with empty windows', async () => {
    const seller = await createUser(t.ctx);
    const listing = await createListing(t.ctx, { sellerId: seller.user.id });
    expect((await t.app.inject({ url, headers: seller.auth })).json().data).toEqual({ availability: [] });
    const general = await put(seller.auth, {
      location: 'Baner, Pune',
      windows: [
        { weekday: 6, start: '14:00', end: '17:00' },
        { weekday: 6, start: '10:00', end: '12:00' },
        { weekday: 6, start: '11:30', end: '13:00' },
      ],
    });
    expect(general.statusCode).toBe(200);
    expect(general.json().message).toBe('Visiting hours saved');
    const own = await put(seller.auth, { listing_id: listing.id, location: 'Aundh', windows: [{ weekday: 0, start: '09:00', end: '24:00' }] });
    expect(own.json().data.availability).toEqual([
      {
        listing_id: null,
        location: 'Baner, Pune',
        windows: [
          { weekday: 6, start: '10:00', end: '13:00' },
          { weekday: 6, start: '14:00', end: '17:00' },
        ],
      },
      { listing_id: listing.id, location: 'Aundh', windows: [{ weekday: 0, start: '09:00', end: '24:00' }] },
    ]);
    // Saving again replaces; empty windows of a car remove its own hours.
    await put(seller.auth, { location: 'Baner', windows: [{ weekday: 1, start: '10:00', end: '11:00' }] });
    const removed = await put(seller.auth, { listing_id: listing.id, windows: [] });
    expect(removed.json().data.availability).toEqual([{ listing_id: null, location: 'Baner', windows: [{ weekday: 1, start: '10:00', end: '11:00' }] }]);
  });

  it('refuses another seller’s listing (404), bad windows with details (400) and anonymous callers (401)', async () => {
    const seller = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const theirs = await createListing(t.ctx, { sellerId: other.user.id });
    const res = await put(seller.auth, { listing_id: theirs.id, windows: [{ weekday: 1, start: '10:00', end: '11:00' }] });
    expect([res.statusCode, res.json().error.message]).toEqual([404, 'Car listing not found']);
    const missing = await put(seller.auth, { listing_id: '00000000-0000-4000-8000-000000000000', windows: [] });
    expect(missing.statusCode).toBe(404);
    for (const payload of [
      { windows: [{ weekday: 1, start: '11:00', end: '10:00' }] },
      { windows: [{ weekday: 7, start: '10:00', end: '11:00' }] },
      { windows: [{ weekday: 1, start: '10:15', end: '11:00' }] },
      { windows: Array.from({ length: 22 }, () => ({ weekday: 1, start: '10:00', end: '11:00' })) },
      { listing_id: 'mine', windows: [] },
      { location: 'x'.repeat(201), windows: [] },
      {},
    ]) {
      const bad = await put(seller.auth, payload);
      expect(bad.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(bad.json().error.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(bad.json().error.details).length).toBeGreaterThan(0);
    }
    expect((await put(undefined, { windows: [] })).statusCode).toBe(401);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it('offers free slots from the car’s own hours, else the seller’s general ones, minus held ones', async () => {
    const { seller, buyer, listing, conversation } = await seedDeal(t.ctx);
    const none = await slots(conversation.id, buyer.auth);
    expect(none.json().data).toEqual({ slots: [], location: '', time_zone: 'Asia/Kolkata', has_windows: false });

    await seedVisitHours(t.ctx, seller.user.id, { location: 'Baner, Pune' });
    const general = (await slots(conversation.id, buyer.auth)).json().data;
    expect(general).toMatchObject({ location: 'Baner, Pune', has_windows: true });
    const earliest = Date.now() + 60 * 60_000;
    for (const s of general.slots) {
      expect(new Date(s.starts_at).getTime()).toBeGreaterThanOrEqual(earliest - 1000);
      expect(new Date(s.starts_at).getUTCMinutes() % 30).toBe(0);
      expect(new Date(s.ends_at).getTime() - new Date(s.starts_at).getTime()).toBe(30 * 60_000);
    }
    expect(general.slots.length).toBeGreaterThan(600); // all day, every day, two weeks

    // Another buyer books a slot with the same seller about another car: it is held for every car.
    const otherCar = await createListing(t.ctx, { sellerId: seller.user.id });
    const otherBuyer = await createUser(t.ctx);
    const otherConversation = await seedConversation(t.ctx, otherCar, otherBuyer.user.id);
    const taken = general.slots[3].starts_at;
    const booked = await t.app.inject({ method: 'POST', url: `/api/v1/conversations/${otherConversation.id}/visits/`, headers: otherBuyer.auth, payload: { starts_at: taken } });
    expect(booked.statusCode).toBe(200);
    const after = (await slots(conversation.id, buyer.auth)).json().data.slots.map((s: { starts_at: string }) => s.starts_at);
    expect(after).not.toContain(taken);
    expect(after).toContain(general.slots[4].starts_at);

    // The car's own hours win over the general ones.
    await seedVisitHours(t.ctx, seller.user.id, { listingId: listing.id, start: 600, end: 660, location: 'Aundh' });
    const own = (await slots(conversation.id, seller.auth)).json().data;
    expect(own.location).toBe('Aundh');
    expect(own.slots.length).toBeLessThanOrEqual(2 * 15);
    expect(own.slots.length).toBeGreaterThanOrEqual(2 * 13);
  });

  it('hides the slots from a third person (404)', async () => {
    const { conversation } = await seedDeal(t.ctx);
    const stranger = await createUser(t.ctx);
    const res = await slots(conversation.id, stranger.auth);
    expect([res.statusCode, res.json().error.message]).toEqual([404, 'Conversation not found']);
    expect((await slots('nope', stranger.auth)).statusCode).toBe(404);
  });
});
