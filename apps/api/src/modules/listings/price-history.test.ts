// price_history on GET /cars/{id}/ (issue 15): every price a listing has had, oldest first, kept by
// triggers on listings whatever path changed the price.
import { describe, expect, it } from 'vitest';
import { createAdmin, createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

describe('price_history (issue 15)', () => {
  const t = useTestApp();

  it('starts with the created price and records each of two changes, by the seller and by an admin', async () => {
    const seller = await createUser(t.ctx);
    const admin = await createAdmin(t.ctx);
    const created = new Date('2026-10-01T10:00:00.000Z');
    const listing = await createListing(t.ctx, { sellerId: seller.user.id, price: 800_000, createdAt: created });

    const bySeller = await t.app.inject({ method: 'PUT', url: `/api/v1/cars/${listing.id}/`, headers: seller.auth, payload: { price: 760_000 } });
    expect(bySeller.statusCode).toBe(200);
    // The seller's edit sent it back to review; the admin approves it at a lower price.
    const byAdmin = await t.app.inject({ method: 'PATCH', url: `/api/v1/admin/cars/${listing.id}/update/`, headers: admin.auth, payload: { price: 720_000, status: 'approved' } });
    expect(byAdmin.statusCode).toBe(200);
    // An edit that leaves the price as it was records nothing.
    await t.app.inject({ method: 'PATCH', url: `/api/v1/admin/cars/${listing.id}/update/`, headers: admin.auth, payload: { price: 720_000, description: 'Serviced at the dealer' } });

    const { price_history: history } = (await t.app.inject(`/api/v1/cars/${listing.id}/`)).json().data;
    expect(history).toHaveLength(3);
    expect(history[0]).toEqual({ price: 800_000, previous_price: null, changed_at: created.toISOString() });
    expect(history[1]).toMatchObject({ price: 760_000, previous_price: 800_000 });
    expect(history[2]).toMatchObject({ price: 720_000, previous_price: 760_000 });
    expect(Date.parse(history[2].changed_at)).toBeGreaterThanOrEqual(Date.parse(history[1].changed_at));
    expect(Date.parse(history[1].changed_at)).toBeGreaterThan(created.getTime());
    // The page's one statement (decision 048) gives the times exactly as pg reads the table's, in its order.
    const { rows } = await t.ctx.pool.query<{ changed_at: Date }>('select changed_at from listing_price_history where listing_id = $1 order by changed_at, id', [listing.id]);
    expect(history.map((h: { changed_at: string }) => h.changed_at)).toEqual(rows.map((r) => r.changed_at.toISOString()));
  });
});
