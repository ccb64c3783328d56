import { describe, expect, it } from 'vitest';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { savedSearchesMatching } from './alert-matching.ts';
import { listingMatchKeys, matchColumns, wordsMatch } from './match-keys.ts';

describe('alert match keys', () => {
  it('names the equality filters in a fixed order and rounds prices inwards', () => {
    expect(matchColumns({ fuelType: 'diesel', brand: ' Tata ', year: 2021, minPrice: 100.2, maxPrice: 900_000.9, search: 'Nexon  nexon XZ' })).toEqual({
      matchKey: 'b=tata|f=diesel|y=2021',
      matchMinPrice: 101,
      matchMaxPrice: 900_000,
      matchTerms: ['nexon', 'xz'],
    });
    expect(matchColumns({ sortBy: 'price_asc' }).matchKey).toBe('');
    expect(matchColumns({ brand: 'a|b\\c' }).matchKey).toBe('b=a\\|b\\\\c');
  });

  it('forms all 32 keys of a listing, each a key a saved search could hold', () => {
    const keys = listingMatchKeys({ brandName: 'Tata', cityName: 'Pune', fuelType: 'diesel', transmission: 'manual', year: 2021 });
    expect(keys).toHaveLength(32);
    expect(new Set(keys).size).toBe(32);
    expect(keys).toContain('');
    expect(keys).toContain(matchColumns({ brand: 'TATA', fuelType: 'diesel', year: '2021' }).matchKey);
    expect(keys).toContain('b=tata|c=pune|f=diesel|t=manual|y=2021');
  });

  it('matches words as GET /cars/ does: substrings, or a word start under three letters', () => {
    const car = { title: '2021 Tata Nexon XZ Plus', brandName: 'Tata', modelName: 'Nexon', variantName: 'XZ Plus', cityName: 'Pune' };
    expect(wordsMatch(['nexo', 'pune'], car)).toBe(true);
    expect(wordsMatch(['xz'], car)).toBe(true);
    expect(wordsMatch(['z'], car)).toBe(false);
    expect(wordsMatch(['creta'], car)).toBe(false);
  });
});

describe('saved searches a listing matches', () => {
  const t = useTestApp();

  it('finds every search whose filters hold and none whose filters do not', async () => {
    const seller = await createUser(t.ctx);
    const buyer = await createUser(t.ctx);
    const save = async (name: string, search_filters: object, notifications_enabled = true) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/me/saved-searches/',
        headers: buyer.auth,
        payload: { name, search_filters, notifications_enabled, notification_frequency: 'immediate' },
      });
      expect(res.statusCode).toBe(200);
    };
    await save('everything', {});
    await save('tata diesel pune', { brand: 'tata', fuelType: 'diesel', city: 'PUNE' });
    await save('price band', { minPrice: 500_000, maxPrice: 700_000 });
    await save('words', { search: 'nexon pune', year: 2021 });
    await save('short word', { search: 'xz' });
    // None of these may match:
    await save('other brand', { brand: 'Hyundai' });
    await save('petrol', { brand: 'Tata', fuelType: 'petrol' });
    await save('too cheap', { maxPrice: 599_999 });
    await save('too dear', { minPrice: 600_001 });
    await save('other year', { year: 2020 });
    await save('automatic', { transmission: 'automatic' });
    await save('other words', { search: 'nexon mumbai' });
    await save('alerts off', { city: 'Pune' }, false); // the filters of another would be a duplicate
    const listing = await createListing(t.ctx, {
      sellerId: seller.user.id,
      brand: 'Tata',
      model: 'Nexon',
      variant: 'XZ Plus',
      city: 'Pune',
      year: 2021,
      price: 600_000,
      fuelType: 'diesel',
      transmission: 'manual',
    });
    const names = (await savedSearchesMatching(t.ctx.db, listing)).map((m) => m.name).sort();
    expect(names).toEqual(['everything', 'price band', 'short word', 'tata diesel pune', 'words']);
    // The seller's own saved searches are never told of their own car.
    expect(await savedSearchesMatching(t.ctx.db, { ...listing, sellerId: buyer.user.id })).toEqual([]);
  });
});
