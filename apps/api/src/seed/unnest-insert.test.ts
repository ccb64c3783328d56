import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../test/factories.ts';
import { useTestApp } from '../test/helper.ts';
import { listings } from '../db/schema.ts';
import { loadCatalogueIndex } from './catalogue-index.ts';
import { draftListing } from './listing-draft.ts';
import { createRng } from './random.ts';
import { toListingRow } from './listing-row.ts';
import { insertUnnest, pgTextArray } from './unnest-insert.ts';

describe('insertUnnest', () => {
  const t = useTestApp();

  it('quotes array elements so that commas, quotes, braces and backslashes survive', () => {
    expect(pgTextArray(['a,b', 'say "hi"', 'c\\d', '{e}'])).toBe('{"a,b","say \\"hi\\"","c\\\\d","{e}"}');
  });

  it('round-trips every column type, nulls and awkward text through one statement', async () => {
    const { user } = await createUser(t.ctx, { phoneNumber: '+919999000011' });
    const catalogue = await loadCatalogueIndex(t.ctx.db);
    const rng = createRng(3);
    const createdAt = new Date('2025-03-04T05:06:07.891Z');
    const rows = [0, 1].map((i) => ({
      ...toListingRow(draftListing(rng), catalogue, { id: crypto.randomUUID(), seller: user, status: 'approved', createdAt }),
      features: i === 0 ? ['Side & Curtain Airbags', 'say "hi"', 'a,b', 'c\\d'] : [],
      originalPrice: null,
      description: `Line one\nline two, with 'quotes' and ₹ sign`,
    }));
    await insertUnnest(t.ctx.db, listings, rows);
    for (const row of rows) {
      const [back] = await t.ctx.db.select().from(listings).where(eq(listings.id, row.id!));
      expect(back).toMatchObject({
        features: row.features,
        originalPrice: null,
        description: row.description,
        price: row.price,
        verified: true,
        createdAt,
        title: row.title,
      });
    }
  });
});
