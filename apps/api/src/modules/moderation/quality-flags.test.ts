// Issue 15's quality flags on admin answers, each at its threshold (decision 017). Flags inform:
// a flagged listing is still approved like any other.
import { beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createListing, createUser, type ListingSeed } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { recompressed, scenePhoto } from '../../test/photo-fixtures.ts';
import { imageParts, multipartBody } from '../../test/upload-utils.ts';
import { kmFlag } from './quality-flags.ts';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('the kilometre flag (pure)', () => {
  it('flags more than 40,000 km a year of age: 41,000 yes, 39,000 no', () => {
    expect(kmFlag({ year: 2024, kmDriven: 78_000 }, NOW)).toBeNull(); // 2 years: 39,000 a year
    expect(kmFlag({ year: 2024, kmDriven: 82_000 }, NOW)).toMatchObject({ code: 'km_implausible', details: { km_per_year: 41_000, age_years: 2 } });
  });

  it('flags fewer than 1,000 km a year: 900 yes, 1,100 no; a car of this year is not too new to be driven little', () => {
    expect(kmFlag({ year: 2020, kmDriven: 5_400 }, NOW)).toMatchObject({ code: 'km_implausible', details: { km_per_year: 900, age_years: 6 } });
    expect(kmFlag({ year: 2020, kmDriven: 6_600 }, NOW)).toBeNull();
    expect(kmFlag({ year: 2026, kmDriven: 300 }, NOW)).toBeNull();
  });
});

describe('flags on admin answers (issue 15)', () => {
  const t = useTestApp();
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let phoneCounter = 0;
  const newSeller = () => createUser(t.ctx);
  const uniquePhone = () => `+91990000${String(1000 + phoneCounter++).padStart(4, '0')}`;
  const flagsOf = async (id: string) => {
    const res = await t.app.inject({ url: `/api/v1/admin/cars/${id}/`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    return res.json().data.flags as { code: string; message: string; details: Record<string, unknown> }[];
  };
  const codes = async (id: string) => (await flagsOf(id)).map((f) => f.code).sort();
  const listing = async (sellerId: string, o: Partial<ListingSeed> = {}) =>
    createListing(t.ctx, { sellerId, images: 0, kmDriven: 40_000, year: 2020, ...o, values: { sellerPhone: uniquePhone(), ...o.values } });

  beforeAll(async () => {
    admin = await createAdmin(t.ctx);
  });

  it('flags a price more than 30% from the expected price', async () => {
    const seller = await newSeller();
    for (let i = 0; i < 5; i++) await listing(seller.user.id, { model: 'Baleno', price: 500_000 });
    const low = await listing(seller.user.id, { model: 'Baleno', price: 340_000, status: 'pending' }); // 32% below
    const near = await listing(seller.user.id, { model: 'Baleno', price: 360_000, status: 'pending' }); // 28% below
    const high = await listing(seller.user.id, { model: 'Baleno', price: 660_000, status: 'pending' }); // 32% above
    expect(await flagsOf(low.id)).toEqual([
      { code: 'price_outside_band', message: 'Price is 32% below the expected price', details: { expected_price: 500_000, comparables: 5, deviation_percent: -32 } },
    ]);
    expect(await codes(near.id)).toEqual([]);
    expect((await flagsOf(high.id))[0]).toMatchObject({ code: 'price_outside_band', message: 'Price is 32% above the expected price' });
  });

  it('flags kilometres implausible for the age in the admin list and detail', async () => {
    const seller = await newSeller();
    const year = new Date().getUTCFullYear() - 2;
    const over = await listing(seller.user.id, { model: 'Ertiga', year, kmDriven: 82_000, status: 'pending' });
    const fine = await listing(seller.user.id, { model: 'Ertiga', year, kmDriven: 78_000, status: 'pending' });
    expect(await codes(over.id)).toEqual(['km_implausible']);
    expect(await codes(fine.id)).toEqual([]);
    const list = await t.app.inject({ url: '/api/v1/admin/cars/?status=pending&limit=100', headers: admin.auth });
    const cars = list.json().data.cars as { id: string; flags: { code: string }[] }[];
    expect(cars.find((c) => c.id === over.id)?.flags.map((f) => f.code)).toEqual(['km_implausible']);
    expect(cars.find((c) => c.id === fine.id)?.flags).toEqual([]);
  });

  it('flags a phone number on listings of 3 or more seller accounts, not of 2', async () => {
    const phone = '+919811122233';
    const [a, b, c] = [await newSeller(), await newSeller(), await newSeller()];
    const first = await listing(a.user.id, { model: 'Celerio', values: { sellerPhone: phone } });
    await listing(a.user.id, { model: 'Celerio', values: { sellerPhone: phone } }); // same seller again: still 1 account
    await listing(b.user.id, { model: 'Celerio', values: { sellerPhone: phone } });
    expect(await codes(first.id)).toEqual([]); // 2 accounts
    await listing(c.user.id, { model: 'Celerio', values: { sellerPhone: phone } });
    expect(await flagsOf(first.id)).toEqual([
      { code: 'shared_phone', message: 'The phone number is on listings of 3 seller accounts', details: { sellers: 3 } },
    ]);
  });

  it("flags a photo also in another seller's listing, re-encoded and resized; not a different photo, nor the same seller's", async () => {
    const upload = async (auth: Record<string, string>, carId: string, photo: Buffer) => {
      const body = await multipartBody([{ name: 'carId', value: carId }, ...imageParts([photo])]);
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/upload/car-images/', headers: { ...auth, ...body.headers }, payload: body.payload });
      expect(res.statusCode).toBe(200);
    };
    const [a, b, c] = [await newSeller(), await newSeller(), await newSeller()];
    const photo = await scenePhoto(21);
    const original = await listing(a.user.id, { model: 'Wagon R', status: 'pending' });
    const sameSeller = await listing(a.user.id, { model: 'Wagon R', status: 'pending' });
    await upload(a.auth, original.id, photo);
    await upload(a.auth, sameSeller.id, photo);
    expect(await codes(original.id)).toEqual([]);
    expect(await codes(sameSeller.id)).toEqual([]);

    const copy = await listing(b.user.id, { model: 'Wagon R', status: 'pending' });
    await upload(b.auth, copy.id, await recompressed(photo, 640, 50));
    const other = await listing(c.user.id, { model: 'Wagon R', status: 'pending' });
    await upload(c.auth, other.id, await scenePhoto(22));

    const flags = await flagsOf(copy.id);
    expect(flags).toHaveLength(1);
    expect(flags[0]).toMatchObject({ code: 'duplicate_photo', message: "A photo also appears in another seller's listing" });
    expect((flags[0]!.details.other_listing_ids as string[]).sort()).toEqual([original.id, sameSeller.id].sort());
    expect(await codes(original.id)).toEqual(['duplicate_photo']);
    expect(await codes(other.id)).toEqual([]);

    // Flags never block: the flagged listing is approved as usual.
    const approve = await t.app.inject({ method: 'POST', url: `/api/v1/admin/cars/${copy.id}/review/`, headers: admin.auth, payload: { action: 'approve' } });
    expect(approve.json().data.status).toBe('approved');
    // And never leave the admin side.
    const detail = (await t.app.inject(`/api/v1/cars/${copy.id}/`)).json().data;
    expect(detail).not.toHaveProperty('flags');
  });
});
