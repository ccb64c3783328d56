// Issue 24: one account cannot pile up saved searches (300 identical "immediate" ones made one
// approval send 300 e-mails): a cap per account, and no two with the same filters.
import { describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

describe('saved searches per account (issue 24)', () => {
  const t = useTestApp({ env: { LIMIT_SAVED_SEARCHES_PER_USER: '4' } });
  const create = (auth: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/users/me/saved-searches/', headers: auth, payload });
  const count = async (auth: Record<string, string>) => (await t.app.inject({ url: '/api/v1/users/me/saved-searches/', headers: auth })).json().data.length;

  it('refuses the same filters under another name, however they are spelt or sorted', async () => {
    const { auth } = await createUser(t.ctx);
    const first = await create(auth, { name: 'Tata diesel', search_filters: { brand: 'Tata,Mahindra', fuelType: 'diesel', search: 'nexon xz', maxPrice: 900000 }, notification_frequency: 'immediate' });
    expect(first.statusCode).toBe(200);
    for (const search_filters of [
      { brand: 'Tata,Mahindra', fuelType: 'diesel', search: 'nexon xz', maxPrice: 900000 },
      { fuelType: 'diesel', maxPrice: '900000', brand: ' mahindra , TATA ', search: 'XZ  Nexon', sortBy: 'price_asc', page: 4 },
    ]) {
      const dup = await create(auth, { name: `Copy ${Math.random()}`, search_filters, notification_frequency: 'immediate' });
      expect(dup.statusCode).toBe(400);
      expect(dup.json()).toEqual({
        success: false,
        error: { code: 'VALIDATION_ERROR', message: expect.any(String), details: { search_filters: ['You already have a saved search with these filters ("Tata diesel").'] } },
      });
    }
    // Different filters are another search.
    expect((await create(auth, { name: 'Tata petrol', search_filters: { brand: 'Tata', fuelType: 'petrol' } })).statusCode).toBe(200);
    expect(await count(auth)).toBe(2);
  });

  it('keeps at most the configured number per account, also when the requests race', async () => {
    const { auth } = await createUser(t.ctx);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => create(auth, { name: `Search ${i}`, search_filters: { minPrice: i * 1000 }, notification_frequency: 'immediate' })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(4);
    const refused = answers.filter((r) => r.statusCode !== 200);
    for (const r of refused) {
      expect(r.statusCode).toBe(400);
      expect(r.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'You can keep at most 4 saved searches. Delete one to save another.',
        details: { non_field_errors: ['You can keep at most 4 saved searches. Delete one to save another.'] },
      });
    }
    expect(await count(auth)).toBe(4);
    // Identical requests racing each other save one.
    const other = await createUser(t.ctx);
    const same = await Promise.all(Array.from({ length: 8 }, (_, i) => create(other.auth, { name: `Same ${i}`, search_filters: { city: 'Pune' } })));
    expect(same.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await count(other.auth)).toBe(1);
  });
});
