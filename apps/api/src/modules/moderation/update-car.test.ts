import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brands, listingChanges, listings, notifications } from '../../db/schema.ts';
import { createAdmin, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { seedListing } from '../../test/listing-factory.ts';

/** What the edit dialog sends: every control, strings possibly "", numbers as typed. */
const dialog = (over: Record<string, unknown> = {}) => ({
  title: '2020 Maruti Suzuki Swift VXi',
  brand_name: 'Maruti Suzuki',
  model_name: 'Swift',
  variant_name: 'VXi',
  owner_number: '1st',
  fuel_type: 'petrol',
  transmission: 'manual',
  urgency: 'normal',
  city_name: 'Pune',
  state_name: 'Maharashtra',
  address: '',
  video_url: '',
  exterior_condition: 'good',
  interior_condition: 'good',
  engine_condition: 'good',
  status: 'pending',
  seller_name: 'Ravi',
  seller_phone: '+919800000000',
  seller_email: '',
  description: '',
  price: 550000,
  year: 2020,
  km_driven: 42000,
  ...over,
});

describe('PATCH /admin/cars/{id}/update/ (contract 7.4)', () => {
  const t = useTestApp();
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let seller: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    admin = await createAdmin(t.ctx);
    seller = await createUser(t.ctx, { name: 'Ravi' });
  });

  const patch = (id: string, payload: object, auth = admin.auth) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/admin/cars/${id}/update/`, headers: auth, payload });

  it('changes nothing but updated_at when the dialog is saved unchanged', async () => {
    const listing = await seedListing(t.ctx, seller.user.id);
    const res = await patch(listing.id, dialog());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { id: listing.id, status: 'pending', choices: expect.any(Object) } });
    expect(await t.ctx.db.$count(listingChanges, eq(listingChanges.listingId, listing.id))).toBe(0);
  });

  it('coerces numbers typed as text and normalises vocabulary case', async () => {
    const listing = await seedListing(t.ctx, seller.user.id);
    const res = await patch(listing.id, dialog({ price: '6,50,000', year: '2021', km_driven: '39000', fuel_type: 'Diesel', transmission: 'AUTOMATIC' }));
    expect(res.json().data).toMatchObject({ price: 650000, year: 2021, km_driven: 39000, fuel_type: 'diesel', transmission: 'automatic', title: '2021 Maruti Suzuki Swift VXi' });
  });

  it('treats empty numbers and names as unchanged and regenerates an empty title', async () => {
    const listing = await seedListing(t.ctx, seller.user.id, { values: { title: 'Custom title' } });
    const { price: _p, year: _y, km_driven: _k, ...rest } = dialog({ brand_name: '', model_name: '', title: '' });
    const res = await patch(listing.id, { ...rest, price: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ price: 550000, year: 2020, brand: 'Maruti Suzuki', title: '2020 Maruti Suzuki Swift VXi' });
  });

  it.each([
    [{ fuel_type: 'hybrid' }, 'fuel_type', 'Fuel type must be one of: petrol, diesel, cng, electric'],
    [{ status: 'live' }, 'status', 'Status must be one of: pending, approved, rejected, sold, inactive'],
    [{ exterior_condition: 'mint' }, 'exterior_condition', 'Exterior condition must be one of: excellent, good, fair, poor'],
    [{ price: 'cheap' }, 'price', 'Price must be a number'],
    [{ price: 100 }, 'price', 'Price must be between ₹10,000 and ₹1 crore'],
    [{ year: 1950 }, 'year', 'Please enter a valid year'],
    [{ km_driven: -3 }, 'km_driven', 'Kilometers cannot be negative'],
    [{ original_price: 2147483648 }, 'original_price', 'Original price is too high'],
    [{ original_price: 2000000001 }, 'original_price', 'Original price is too high'],
    [{ video_url: 'javascript:alert(1)' }, 'video_url', 'Please enter a valid video URL'],
    [{ seller_email: 'nope' }, 'seller_email', 'Please enter a valid email'],
  ])('refuses %o with 400 and details', async (change, field, message) => {
    const listing = await seedListing(t.ctx, seller.user.id);
    const res = await patch(listing.id, dialog(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    expect(res.json().error.details[field]).toEqual([message]);
  });

  it('looks up or creates names (admin-made names are verified) and sets city and state', async () => {
    const listing = await seedListing(t.ctx, seller.user.id);
    const res = await patch(listing.id, dialog({ brand_name: 'tata', model_name: 'Punch', variant_name: 'Creative', city_name: 'Nashik', state_name: 'MH' }));
    expect(res.json().data).toMatchObject({ brand: 'Tata', car_model: 'Punch', variant: 'Creative', city: 'Nashik', location: { city: 'Nashik', state: 'MH' } });
    const [tata] = await t.ctx.db.select().from(brands).where(eq(brands.name, 'Tata'));
    expect(tata).toBeDefined();
  });

  it('changes seller_info, not the account', async () => {
    const listing = await seedListing(t.ctx, seller.user.id);
    const res = await patch(listing.id, dialog({ seller_name: 'Ravi K', seller_phone: '09876543210', seller_email: 'r@example.com' }));
    expect(res.json().data.seller_info).toMatchObject({ name: 'Ravi K', phone: '+919876543210', email: 'r@example.com' });
    expect(res.json().data.seller).toMatchObject({ id: seller.user.id, name: 'Ravi' });
  });

  it('approving by edit publishes and notifies without verifying (issue 15); sold notifies too', async () => {
    const listing = await seedListing(t.ctx, seller.user.id);
    const res = await patch(listing.id, dialog({ status: 'approved' }));
    expect(res.json().data).toMatchObject({ status: 'approved', verified: false });
    expect((await t.app.inject(`/api/v1/cars/${listing.id}/`)).statusCode).toBe(200);
    await patch(listing.id, dialog({ status: 'sold' }));
    const types = (await t.ctx.db.select().from(notifications).where(eq(notifications.listingId, listing.id))).map((n) => n.type).sort();
    expect(types).toEqual(['car_approved', 'car_sold']);
    const [row] = await t.ctx.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.status).toBe('sold');
    const { data } = (await t.app.inject({ url: `/api/v1/admin/cars/${listing.id}/`, headers: admin.auth })).json();
    expect(data.review_history.map((r: { to_status: string }) => r.to_status)).toEqual(['sold', 'approved']);
  });

  it('audits the admin\'s changes', async () => {
    const listing = await seedListing(t.ctx, seller.user.id);
    await patch(listing.id, dialog({ description: 'Checked' }));
    const [change] = await t.ctx.db.select().from(listingChanges).where(eq(listingChanges.listingId, listing.id));
    expect(change).toMatchObject({ actorAdminId: admin.admin.id, changes: { description: { from: '', to: 'Checked' } } });
  });

  it('answers 404 for an unknown listing', async () => {
    expect((await patch('00000000-0000-4000-8000-000000000000', dialog())).statusCode).toBe(404);
  });
});
