// Typo tolerance a buyer can trust (issue 16, item 4; decision 007): a misspelt brand, model or
// city finds exactly what the word spelt right finds, and a word that occurs as typed is never
// loosened.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { createSpeller } from './spelling.ts';

const CARS: Array<[brand: string, model: string, city: string]> = [
  ['Maruti Suzuki', 'Swift', 'Mumbai'],
  ['Maruti Suzuki', 'Baleno', 'Pune'],
  ['Maruti Suzuki', 'Dzire', 'Delhi'],
  ['Maruti Suzuki', 'Ertiga', 'Jaipur'],
  ['Maruti Suzuki', 'Brezza', 'Lucknow'],
  ['Maruti Suzuki', 'Celerio', 'Indore'],
  ['Hyundai', 'Creta', 'Bengaluru'],
  ['Hyundai', 'Verna', 'Chennai'],
  ['Hyundai', 'Venue', 'Hyderabad'],
  ['Tata', 'Nexon', 'Kolkata'],
  ['Tata', 'Tiago', 'Ahmedabad'],
  ['Tata', 'Harrier', 'Gurugram'],
  ['Mahindra', 'Scorpio', 'Nagpur'],
  ['Mahindra', 'Bolero', 'Kochi'],
  ['Toyota', 'Innova', 'Mumbai'],
  ['Toyota', 'Fortuner', 'Delhi'],
  ['Honda', 'Amaze', 'Pune'],
  ['Kia', 'Seltos', 'Bengaluru'],
  ['Kia', 'Sonet', 'Mysuru'],
  ['Skoda', 'Kushaq', 'Vadodara'],
  ['Volkswagen', 'Virtus', 'Surat'],
  ['Nissan', 'Magnite', 'Kolkata'],
];

// [as typed, the catalogue word meant]: swaps, missing, doubled and wrong letters, Indian spellings.
const MISSPELLINGS: Array<[string, string]> = [
  ['swfit', 'swift'],
  ['swiift', 'swift'],
  ['maruthi', 'maruti'],
  ['marutii', 'maruti'],
  ['suzuky', 'suzuki'],
  ['hyundia', 'hyundai'],
  ['hundai', 'hyundai'],
  ['huyndai', 'hyundai'],
  ['cretta', 'creta'],
  ['mahindera', 'mahindra'],
  ['mahendra', 'mahindra'],
  ['scorpoi', 'scorpio'],
  ['fortunar', 'fortuner'],
  ['inova', 'innova'],
  ['balenno', 'baleno'],
  ['ertgia', 'ertiga'],
  ['breza', 'brezza'],
  ['dezire', 'dzire'],
  ['desire', 'dzire'],
  ['toyta', 'toyota'],
  ['hnoda', 'honda'],
  ['nexn', 'nexon'],
  ['tiagoo', 'tiago'],
  ['seltoz', 'seltos'],
  ['sonnet', 'sonet'],
  ['vernna', 'verna'],
  ['harier', 'harrier'],
  ['bollero', 'bolero'],
  ['magnte', 'magnite'],
  ['kushak', 'kushaq'],
  ['virtis', 'virtus'],
  ['celario', 'celerio'],
  ['bangalore', 'bengaluru'],
  ['banglore', 'bengaluru'],
  ['mumbay', 'mumbai'],
  ['dehli', 'delhi'],
  ['hyderbad', 'hyderabad'],
  ['gurgaon', 'gurugram'],
];

describe('typo tolerance (decision 007)', () => {
  const t = useTestApp();
  const search = async (words: string, extra = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/cars/?search=${encodeURIComponent(words)}&limit=50${extra}` });
    expect(res.statusCode, res.body).toBe(200);
    const { cars, pagination } = res.json().data;
    return { ids: (cars as Array<{ id: string }>).map((c) => c.id).sort(), total: pagination.total as number };
  };

  beforeAll(async () => {
    const { user } = await createUser(t.ctx);
    let n = 0;
    for (const [brand, model, city] of CARS) {
      await createListing(t.ctx, { sellerId: user.id, brand, model, city, price: 400_000 + 10_000 * n++ });
    }
    await createListing(t.ctx, { sellerId: user.id, brand: 'Tata', model: 'Punch', city: 'Pune', values: { title: 'Punch with a sunroof, quick as a Swyft' } });
    await createListing(t.ctx, { sellerId: user.id, brand: 'Jeep', model: 'Compass', city: 'Delhi', status: 'pending' });
  });

  it('covers at least 30 misspellings of catalogue names', () => {
    expect(MISSPELLINGS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(MISSPELLINGS)('"%s" finds exactly what "%s" finds', async (typo, meant) => {
    const right = await search(meant);
    expect(right.total).toBeGreaterThan(0);
    const wrong = await search(typo);
    expect(wrong).toEqual(right);
  });

  it.each(MISSPELLINGS)('"%s" mends only itself among correct words (%s)', async (typo, meant) => {
    const [brand, , city] = CARS.find((c) => c.some((name) => name.toLowerCase().includes(meant)))!;
    const right = await search(`${meant} ${city}`);
    expect(await search(`${typo} ${city}`)).toEqual(right);
    expect(right.total).toBeGreaterThan(0);
    expect((await search(`${typo} ${city}`, `&brand=${encodeURIComponent(brand)}`)).total).toBe((await search(`${meant} ${city}`, `&brand=${encodeURIComponent(brand)}`)).total);
  });

  it('never loosens a word that is spelt right: each finds exactly the listings containing it', async () => {
    for (const word of new Set(MISSPELLINGS.map(([, meant]) => meant))) {
      const { rows } = await t.ctx.db.execute<{ id: string }>(
        sql`select id from listings where status = 'approved' and search_text like ${`%${word}%`} order by id`,
      );
      expect((await search(word)).ids, word).toEqual(rows.map((r) => r.id).sort());
    }
  });

  it('keeps a word that occurs as typed, even in one title only', async () => {
    const found = await search('swyft');
    expect(found.total).toBe(1); // the title that says "Swyft", not every Swift
    expect((await search('sunroof')).total).toBe(1);
  });

  it('finds nothing for a word near no catalogue name, and nothing for a pending listing', async () => {
    expect((await search('qqqqzz')).total).toBe(0);
    expect((await search('compas')).total).toBe(0); // the only Compass is pending
    expect((await search('xyz')).total).toBe(0);
  });

  it('leaves words under four letters alone', () => {
    const speller = createSpeller([{ name: 'Kia', n: 5 }, { name: 'Tata', n: 9 }, { name: 'MG', n: 2 }]);
    expect(speller.correct('kai')).toBeNull();
    expect(speller.correct('mgg')).toBeNull();
    expect(speller.correct('tatta')).toBe('tata');
  });

  it('prefers the catalogue word with more listings when two are equally near', () => {
    const names = [{ name: 'Verna', n: 3 }, { name: 'Vento', n: 30 }, { name: 'Venue', n: 12 }];
    expect(createSpeller(names).correct('vente')).toBe('vento'); // one edit from Vento and from Venue
    expect(createSpeller(names.map((x) => ({ ...x, n: x.name === 'Venue' ? 99 : x.n }))).correct('vente')).toBe('venue');
    expect(createSpeller(names).correct('verma')).toBe('verna');
  });
});
