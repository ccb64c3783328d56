import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { brands, cities, emailOutbox, listingImages, listings, models, notifications, users, variants } from '../../db/schema.ts';
import { createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { imageParts, multipartBody, testJpeg } from '../../test/upload-utils.ts';
import { validBody } from '../../test/listing-factory.ts';

describe('POST /cars/seller/create/', () => {
  const t = useTestApp({ env: { ADMIN_EMAIL: 'team@example.in' } });
  let seller: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    seller = await createUser(t.ctx, { name: 'Ravi Kumar', email: 'ravi.account@example.com' });
  });

  const create = (payload: object, auth = seller.auth) =>
    t.app.inject({ method: 'POST', url: '/api/v1/cars/seller/create/', headers: auth, payload });

  async function uploadImages(count: number, auth = seller.auth): Promise<string[]> {
    const body = await multipartBody(imageParts(await Promise.all(Array.from({ length: count }, () => testJpeg(400, 300)))));
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/upload/car-images/', headers: { ...auth, ...body.headers }, payload: body.payload });
    return res.json().data.images.map((i: { id: string }) => i.id);
  }

  it('creates a pending listing and answers 201 as in 6.1', async () => {
    const res = await create(validBody());
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Listing created successfully',
      data: { status: 'pending', estimatedApprovalTime: '24-48 hours', listingUrl: `/listing/${body.data.id}` },
    });
    expect(body.data.nextSteps.length).toBeGreaterThan(0);
    const [row] = await t.ctx.db.select().from(listings).where(eq(listings.id, body.data.id));
    expect(row).toMatchObject({
      sellerId: seller.user.id,
      title: '2020 Maruti Suzuki Swift VXi',
      status: 'pending',
      verified: false,
      featured: false,
      interiorCondition: 'fair',
      sellerName: 'Ravi',
      sellerPhone: '+919800000000',
      sellerEmail: 'ravi@example.com',
      stateName: 'Maharashtra',
      area: 'Baner',
      features: ['ABS', 'Airbags'],
    });
    expect(row!.updatedAt.getTime()).toBe(row!.createdAt.getTime());
  });

  it('matches catalogue names case-insensitively and keeps the catalogue spelling', async () => {
    const res = await create({ ...validBody(), brand_name: 'maruti suzuki', model_name: 'SWIFT', variant_name: 'vxi', city_name: 'pune' });
    const [row] = await t.ctx.db.select().from(listings).where(eq(listings.id, res.json().data.id));
    expect(row).toMatchObject({ brandName: 'Maruti Suzuki', modelName: 'Swift', variantName: 'VXi', cityName: 'Pune' });
  });

  it('adds unknown names to the catalogue as unverified', async () => {
    const res = await create({ ...validBody(), brand_name: 'Zeta Motors', model_name: 'Glide', variant_name: 'Sport', city_name: 'Hogwarts', state_name: 'Goa' });
    expect(res.statusCode).toBe(201);
    const [b] = await t.ctx.db.select().from(brands).where(eq(brands.name, 'Zeta Motors'));
    const [m] = await t.ctx.db.select().from(models).where(eq(models.brandId, b!.id));
    const [v] = await t.ctx.db.select().from(variants).where(eq(variants.modelId, m!.id));
    const [c] = await t.ctx.db.select().from(cities).where(eq(cities.name, 'Hogwarts'));
    expect([b!.verified, m!.verified, v!.verified, c!.verified]).toEqual([false, false, false, false]);
    expect(c!.state).toBe('Goa');
  });

  it('accepts a missing variant (optional on the server)', async () => {
    const { variant_name: _v, ...body } = validBody();
    const res = await create(body);
    expect(res.statusCode).toBe(201);
    const [row] = await t.ctx.db.select().from(listings).where(eq(listings.id, res.json().data.id));
    expect(row).toMatchObject({ variantName: '', variantId: null, title: '2020 Maruti Suzuki Swift' });
  });

  it.each([
    ['brand_name', { brand_name: '' }, 'Brand is required'],
    ['brand_name', { brand_name: '   ' }, 'Brand is required'],
    ['model_name', { model_name: undefined }, 'Model is required'],
    ['city_name', { city_name: '' }, 'City is required'],
    ['year', { year: undefined }, 'Year is required'],
    ['year', { year: 1979 }, 'Please enter a valid year'],
    ['year', { year: new Date().getFullYear() + 2 }, 'Please enter a valid year'],
    ['year', { year: 'old' }, 'Year must be a number'],
    ['fuel_type', { fuel_type: undefined }, 'Fuel type is required'],
    ['fuel_type', { fuel_type: 'hybrid' }, 'Fuel type must be one of: petrol, diesel, cng, electric'],
    ['transmission', { transmission: '' }, 'Transmission is required'],
    ['transmission', { transmission: 'cvt' }, 'Transmission must be one of: manual, automatic'],
    ['km_driven', { km_driven: undefined }, 'Kilometers driven is required'],
    ['km_driven', { km_driven: -5 }, 'Kilometers cannot be negative'],
    ['price', { price: undefined }, 'Price is required'],
    ['price', { price: 9999 }, 'Price must be between ₹10,000 and ₹1 crore'],
    ['price', { price: 10_000_001 }, 'Price must be between ₹10,000 and ₹1 crore'],
    ['owner_number', { owner_number: '5th' }, 'Owner number must be one of: 1st, 2nd, 3rd, 4th+'],
    ['exterior_condition', { exterior_condition: 'shiny' }, 'Exterior condition must be one of: excellent, good, fair, poor'],
    ['accident_history', { accident_history: 'some' }, 'Accident history must be one of: none, minor, major'],
    ['urgency', { urgency: 'asap' }, 'Urgency must be one of: normal, urgent, very_urgent'],
    ['video_url', { video_url: 'javascript:alert(1)' }, 'Please enter a valid video URL'],
    ['contact', { contact: 'Ravi' }, 'Contact details must be an object with sellerName and phoneNumber'],
    ['contact', { contact: { sellerName: 'Ravi', phoneNumber: '', email: 'not-an-email' } }, 'Please enter a valid email'],
    ['image_ids', { image_ids: Array.from({ length: 11 }, (_, i) => `id-${i}`) }, 'Maximum 10 images allowed'],
    ['features', { features: [{ name: 'ABS' }] }, 'Features must be a list of feature names'],
  ])('rejects a bad %s with its message', async (field, change, message) => {
    const res = await create({ ...validBody(), ...change });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe('Invalid listing data');
    expect(error.details[field]).toEqual([message]);
  });

  it('reports every invalid field at once, keyed by body field', async () => {
    const res = await create({ contact: { sellerName: '', phoneNumber: '' } });
    expect(Object.keys(res.json().error.details).sort()).toEqual(
      ['brand_name', 'city_name', 'fuel_type', 'km_driven', 'model_name', 'price', 'transmission', 'year'].sort(),
    );
  });

  it('coerces numeric strings from older clients', async () => {
    const res = await create({ ...validBody(), year: '2019', price: '4,50,000', km_driven: '30000' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.ctx.db.select().from(listings).where(eq(listings.id, res.json().data.id));
    expect(row).toMatchObject({ year: 2019, price: 450000, kmDriven: 30000 });
  });

  it('attaches the caller\'s uploads in the order given', async () => {
    const ids = await uploadImages(3);
    const order = [ids[2]!, ids[0]!, ids[1]!];
    const res = await create({ ...validBody(), image_ids: order });
    expect(res.statusCode).toBe(201);
    const rows = await t.ctx.db.select().from(listingImages).where(eq(listingImages.listingId, res.json().data.id));
    expect(rows.sort((a, b) => a.position - b.position).map((r) => r.id)).toEqual(order);
  });

  it('refuses another seller\'s upload, an attached one and an unknown id in details.image_ids', async () => {
    const other = await createUser(t.ctx);
    const [foreign] = await uploadImages(1, other.auth);
    const [mine] = await uploadImages(1);
    await create({ ...validBody(), image_ids: [mine] });
    for (const image_ids of [[foreign], [mine], ['00000000-0000-4000-8000-000000000000'], ['not-a-uuid']]) {
      const before = await t.ctx.db.$count(listings);
      const res = await create({ ...validBody(), image_ids });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('Invalid listing data');
      expect(res.json().error.details.image_ids).toEqual(['Images must be uploaded by you and not yet used in another listing']);
      expect(await t.ctx.db.$count(listings)).toBe(before); // the whole create rolled back
    }
    const [f] = await t.ctx.db.select().from(listingImages).where(eq(listingImages.id, foreign!));
    expect(f!.listingId).toBeNull();
  });

  it('notifies the admin team in the same write and e-mails seller and admins', async () => {
    const res = await create(validBody());
    const id = res.json().data.id;
    const [n] = await t.ctx.db.select().from(notifications).where(eq(notifications.listingId, id));
    expect(n).toMatchObject({ forAdmins: true, type: 'system', userId: null });
    await vi.waitFor(async () => {
      const mails = await t.ctx.db.select().from(emailOutbox);
      expect(mails.filter((m) => m.template === 'listing_submitted' && m.to === 'ravi.account@example.com').length).toBeGreaterThan(0);
      expect(mails.filter((m) => m.template === 'admin_new_listing' && m.to === 'team@example.in').length).toBeGreaterThan(0);
    });
  });

  it('answers 403 for an admin token and 401 without one, even with an invalid body', async () => {
    const { createAdmin } = await import('../../test/factories.ts');
    const admin = await createAdmin(t.ctx);
    expect((await create(validBody(), admin.auth)).statusCode).toBe(403);
    expect((await create({}, {} as typeof seller.auth)).statusCode).toBe(401);
  });

  it('keeps new names out of the catalogue when the create fails', async () => {
    const res = await create({ ...validBody(), brand_name: 'Phantom Cars', image_ids: ['00000000-0000-4000-8000-000000000000'] });
    expect(res.statusCode).toBe(400);
    expect(await t.ctx.db.$count(brands, and(eq(brands.name, 'Phantom Cars')))).toBe(0);
  });
});

describe('POST /cars/seller/create/: the wizard\'s name and the profile', () => {
  const t = useTestApp();
  const create = (auth: Record<string, string>, sellerName: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/cars/seller/create/',
      headers: auth,
      payload: { ...validBody(), contact: { sellerName, phoneNumber: '+919800000000', email: '' } },
    });

  it('fills an empty profile name with the name typed in the wizard', async () => {
    const seller = await createUser(t.ctx, { name: '' });
    expect((await create(seller.auth, '  Priya   Sharma ')).statusCode).toBe(201);
    const [row] = await t.ctx.db.select({ name: users.name }).from(users).where(eq(users.id, seller.user.id));
    expect(row!.name).toBe('Priya Sharma');
  });

  it('never replaces a name the profile already has, nor fills it with a blank one', async () => {
    const named = await createUser(t.ctx, { name: 'Ravi Kumar' });
    expect((await create(named.auth, 'Someone Else')).statusCode).toBe(201);
    const unnamed = await createUser(t.ctx, { name: '' });
    expect((await create(unnamed.auth, '   ')).statusCode).toBe(201);
    const rows = await t.ctx.db.select({ id: users.id, name: users.name }).from(users);
    const nameOf = (id: string) => rows.find((r) => r.id === id)!.name;
    expect(nameOf(named.user.id)).toBe('Ravi Kumar');
    expect(nameOf(unnamed.user.id)).toBe('');
  });
});

describe('POST /cars/seller/create/ when mail is down', () => {
  const failing = { available: true, send: async () => { throw new Error('SMTP down'); }, close: async () => {} };
  const t = useTestApp({ overrides: { mailer: failing } });

  it('still creates the listing', async () => {
    const seller = await createUser(t.ctx);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/cars/seller/create/', headers: seller.auth, payload: validBody() });
    expect(res.statusCode).toBe(201);
  });
});
