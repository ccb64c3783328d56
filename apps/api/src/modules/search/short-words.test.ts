import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { wordsMatch } from '../saved-searches/match-keys.ts';

// A search word under three letters matches the start of a word of the title, brand, model, city
// or variant (decision 045, @gaadi/domain/search-words), through the trigram indexes.
describe('GET /cars/ with short words', () => {
  const t = useTestApp();
  const ids: Record<string, string> = {};
  const idsOf = async (search: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/cars/?sortBy=created_asc&search=${encodeURIComponent(search)}` });
    expect(res.statusCode, res.body).toBe(200);
    const keys = Object.fromEntries(Object.entries(ids).map(([k, v]) => [v, k]));
    return res.json().data.cars.map((c: { id: string }) => keys[c.id]) as string[];
  };

  beforeAll(async () => {
    const { user } = await createUser(t.ctx);
    const make = async (key: string, seed: Omit<Parameters<typeof createListing>[1], 'sellerId'>, title: string, minutes: number) => {
      ids[key] = (await createListing(t.ctx, { sellerId: user.id, createdAt: new Date(Date.UTC(2026, 0, 1, 0, minutes)), values: { title }, ...seed })).id;
    };
    await make('nexon', { brand: 'Tata', model: 'Nexon', variant: 'XZ+ (O)', city: 'Pune' }, 'Nexon XZ+(O) dark edition', 1);
    await make('wagon', { brand: 'Maruti Suzuki', model: 'Wagon R', variant: 'LXi', city: 'Delhi' }, 'My family car', 2);
    await make('i20', { brand: 'Hyundai', model: 'i20', variant: 'Asta', city: 'Mumbai' }, '2019 i20 N-Line', 3);
  });

  it('matches the start of a word after a space or punctuation, in the title, the names or the variant', async () => {
    expect(await idsOf('o')).toEqual(['nexon']); // "(O)"
    expect(await idsOf('li')).toEqual(['i20']); // "N-Line"
    expect(await idsOf('n')).toEqual(['nexon', 'i20']);
    expect(await idsOf('r')).toEqual(['wagon']); // the model "Wagon R"
    expect(await idsOf('lx')).toEqual(['wagon']); // only in the variant: the title is the seller's own
    expect(await idsOf('as')).toEqual(['i20']); // the variant "Asta"
    expect(await idsOf('xi')).toEqual([]); // inside "LXi", not at a word's start
    expect(await idsOf('ne')).toEqual(['nexon']);
    expect(await idsOf('mu n')).toEqual(['i20']); // every word must match
  });

  it('finds what the saved-search alerts find (one definition of a word for both)', async () => {
    const rows = await t.ctx.db.select().from(listings).where(inArray(listings.id, Object.values(ids)));
    for (const term of ['o', 'li', 'n', 'r', 'lx', 'as', 'xi', 'ne', 'xz', '20', 'ed', 'de', 'e']) {
      const alerted = rows.filter((l) => wordsMatch([term], l)).map((l) => Object.keys(ids).find((k) => ids[k] === l.id));
      expect(new Set(await idsOf(term)), term).toEqual(new Set(alerted));
    }
  });
});
