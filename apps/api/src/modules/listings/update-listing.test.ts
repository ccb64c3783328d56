import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brands, listingChanges, listings } from '../../db/schema.ts';
import { createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { seedListing } from '../../test/listing-factory.ts';

describe('PUT /cars/{id}/ (owner edit)', () => {
  const t = useTestApp();
  let seller: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    seller = await createUser(t.ctx, { name: 'Ravi', phoneNumber: '+919811111111' });
  });

  const put = (id: string, payload: object, auth = seller.auth) => t.app.inject({ method: 'PUT', url: `/api/v1/cars/${id}/`, headers: auth, payload });
  const dashboardItem = async (id: string) => {
    const res = await t.app.inject({ url: '/api/v1/cars/seller/listings/?limit=50', headers: seller.auth });
    return res.json().data.listings.find((c: { id: string }) => c.id === id);
  };

  it('applies the older form\'s fields over the echoed listing and sends it back to review', async () => {
    const listing = await seedListing(t.ctx, seller.user.id, { status: 'approved', images: 2 });
    const body = { ...(await dashboardItem(listing.id)), make: 'hyundai', model: 'i20', kilometers: '51000', fuelType: 'Gasoline', transmission: 'CVT', ownership: 'Second Owner', price: '6,25,000' };
    const res = await put(listing.id, body);
    expect(res.statusCode).toBe(200);
    const { message, data } = res.json();
    expect(message).toBe('Listing updated and sent for review');
    expect(data).toMatchObject({
      id: listing.id,
      brand: 'Hyundai',
      car_model: 'i20',
      km_driven: 51000,
      fuel_type: 'petrol',
      transmission: 'automatic',
      owner_number: '2nd',
      price: 625000,
      status: 'pending',
      title: '2020 Hyundai i20 VXi',
      seller_info: { name: 'Ravi', phone: '+919800000000', email: '' },
      seller: { id: seller.user.id, name: 'Ravi', phone_number: '+919811111111' },
    });
    expect(data.images).toHaveLength(2);
    expect(data.updated_at).not.toBe(data.created_at);
  });

  it('records what changed in listing_changes', async () => {
    const listing = await seedListing(t.ctx, seller.user.id, { status: 'approved' });
    await put(listing.id, { price: 600000, description: 'New tyres' });
    const [change] = await t.ctx.db.select().from(listingChanges).where(eq(listingChanges.listingId, listing.id));
    expect(change!.actorUserId).toBe(seller.user.id);
    expect(change!.changes).toEqual({
      price: { from: 550000, to: 600000 },
      description: { from: '', to: 'New tyres' },
      status: { from: 'approved', to: 'pending' },
      verified: { from: true, to: false },
    });
  });

  it('adds a new brand as unverified and keeps the old model name under it', async () => {
    const listing = await seedListing(t.ctx, seller.user.id);
    const res = await put(listing.id, { brand_name: 'Nova Autos' });
    expect(res.json().data).toMatchObject({ brand: 'Nova Autos', car_model: 'Swift' });
    const [b] = await t.ctx.db.select().from(brands).where(eq(brands.name, 'Nova Autos'));
    expect(b!.verified).toBe(false);
  });

  it('accepts {} and unknown keys, still setting status pending', async () => {
    const listing = await seedListing(t.ctx, seller.user.id, { status: 'rejected' });
    const res = await put(listing.id, { whatever: 1, analytics: { total_views: 99 }, id: 'other', status: 'approved' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'pending', views_count: 0 });
    const empty = await t.app.inject({ method: 'PUT', url: `/api/v1/cars/${listing.id}/`, headers: { ...seller.auth, 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(200);
  });

  it('answers 400 naming the problem for an out-of-range number and changes nothing', async () => {
    const listing = await seedListing(t.ctx, seller.user.id, { status: 'approved' });
    const res = await put(listing.id, { price: 500, year: 2019 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Price must be between ₹10,000 and ₹1 crore' });
    const [row] = await t.ctx.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row).toMatchObject({ status: 'approved', year: 2020 });
  });

  it('answers 404 for another seller\'s listing, an unknown one and a non-UUID id', async () => {
    const other = await createUser(t.ctx);
    const listing = await seedListing(t.ctx, other.user.id);
    for (const id of [listing.id, '00000000-0000-4000-8000-000000000000', 'abc']) {
      const res = await put(id, { price: 600000 });
      expect(res.statusCode).toBe(404);
    }
    const [row] = await t.ctx.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.price).toBe(550000);
  });

  it('takes the public listing out of /cars/ until it is approved again', async () => {
    const listing = await seedListing(t.ctx, seller.user.id, { status: 'approved' });
    await put(listing.id, { description: 'edited' });
    const res = await t.app.inject(`/api/v1/cars/${listing.id}/`);
    expect(res.statusCode).toBe(404);
  });
});
