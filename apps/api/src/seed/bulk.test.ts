import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LISTING_STATUSES } from '@gaadi/domain/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../platform/storage.ts';
import { useTestApp } from '../test/helper.ts';
import { seedBulkListings, type BulkResult } from './bulk.ts';

describe('seedBulkListings', () => {
  const t = useTestApp();
  const dir = mkdtempSync(join(tmpdir(), 'gaadi-bulk-seed-'));
  let result: BulkResult;
  const one = async <T,>(query: ReturnType<typeof sql>) => (await t.ctx.db.execute(query)).rows[0] as T;

  beforeAll(async () => {
    // 700 per batch: several full batches in flight and a short last one.
    result = await seedBulkListings({ db: t.ctx.db, storage: createLocalStorage(dir, 'http://localhost:3000'), count: 2_000, batchSize: 700 });
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('inserts exactly the requested number of listings, quickly', async () => {
    expect(result.listings).toBe(2_000);
    expect(await one<{ n: number }>(sql`select count(*) as n from listings`)).toEqual({ n: 2_000 });
    expect(result.ms).toBeLessThan(60_000);
    expect(result.rowsPerSecond).toBeGreaterThan(0);
  });

  it('uses only valid statuses, mostly approved, with the fields of each stage', async () => {
    const { rows } = await t.ctx.db.execute<{ status: string; n: number; verified: number; approved_at: number; featured: number }>(sql`
      select status, count(*) as n, count(*) filter (where verified) as verified,
        count(*) filter (where approved_at is not null) as approved_at, count(*) filter (where featured) as featured
      from listings group by status`);
    const by = Object.fromEntries(rows.map((r) => [r.status, r]));
    expect(Object.keys(by).every((s) => (LISTING_STATUSES as readonly string[]).includes(s))).toBe(true);
    expect(by.approved!.n).toBeGreaterThan(1_600);
    expect(by.approved).toMatchObject({ verified: by.approved!.n, approved_at: by.approved!.n });
    expect(by.pending).toMatchObject({ verified: 0, approved_at: 0, featured: 0 });
  });

  it('keeps the catalogue consistent: names match their foreign keys, features come from the catalogue', async () => {
    const bad = await one<{ n: number }>(sql`
      select count(*) as n from listings l
      join brands b on b.id = l.brand_id join models m on m.id = l.model_id join cities c on c.id = l.city_id
      left join variants v on v.id = l.variant_id
      where b.name <> l.brand_name or m.name <> l.model_name or c.name <> l.city_name or c.state <> l.state_name
         or coalesce(v.name, '') <> l.variant_name or m.brand_id <> l.brand_id
         or not (l.features <@ array(select name from features))`);
    expect(bad.n).toBe(0);
  });

  it('gives every listing one image row pointing at a shared photo that exists', async () => {
    const { rows } = await t.ctx.db.execute<{ listing_id: string; n: number; key: string; thumb: string }>(sql`
      select listing_id, count(*) as n, min(storage_key) as key, min(thumbnail_key) as thumb from listing_images group by listing_id`);
    expect(rows).toHaveLength(2_000);
    expect(rows.every((r) => r.n === 1)).toBe(true);
    const keys = new Set(rows.flatMap((r) => [r.key, r.thumb]));
    expect(keys.size).toBeLessThanOrEqual(40);
    for (const key of keys) expect(existsSync(join(dir, key)), key).toBe(true);
  });
});
