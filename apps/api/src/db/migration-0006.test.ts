import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedBulkListings } from '../seed/bulk.ts';
import { useTestApp } from '../test/helper.ts';

// Migration 0006 on a database that had listings, favourites and models before it: its backfill
// statements alone give every row what the new triggers give new rows.
describe('migration 0006 on existing rows', () => {
  const t = useTestApp();
  it('fills body types, the projection columns and the body counts as the triggers would', async () => {
    await seedBulkListings({ db: t.ctx.db, storage: t.ctx.storage, count: 3000 });
    const db = t.ctx.pool;
    // Forget what 0006 and its triggers wrote, as a database migrated before it would have.
    await db.query(`alter table listings disable trigger user`);
    await db.query(`update listings set body_type = null`);
    await db.query(`update models set body_type = null`);
    await db.query(`alter table listings enable trigger user`);
    await db.query(`update listing_search set model_key = '', body_type = null, owners = 1`);
    await db.query(`delete from listing_name_counts where kind = 'body'`);
    const sql = readFileSync(new URL('./migrations/0006_more_filters_similar_favorites.sql', import.meta.url), 'utf8');
    const steps = sql.split('--> statement-breakpoint').filter((s) => /^\s*(--[^\n]*\n\s*)*(UPDATE|ALTER TABLE "listings" (DIS|EN)ABLE|INSERT INTO "listing_name_counts")/.test(s));
    expect(steps.length).toBe(7);
    for (const s of steps) await db.query(s);
    const { rows } = await db.query(`
      select (select count(*)::int from models where body_type is null and verified) as models_missing,
             (select count(*)::int from listings l join models m on m.id = l.model_id where l.body_type is distinct from m.body_type) as wrong_body,
             (select count(*)::int from listing_search s join listings l using (id)
               where (s.model_key, s.body_type, s.owners) is distinct from (lower(l.model_name), l.body_type, case l.owner_number when '1st' then 1 when '2nd' then 2 when '3rd' then 3 else 4 end)) as stale,
             (select count(*)::int from (select body_type, count(*)::int from listings where status = 'approved' and body_type is not null group by 1
               except select name, n from listing_name_counts where kind = 'body') d) as bodies`);
    expect(rows[0]).toEqual({ models_missing: 0, wrong_body: 0, stale: 0, bodies: 0 });
  }, 300_000);
});
