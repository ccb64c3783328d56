// Several API processes, one truth (issue 16, item 5): two apps on one database, each with its own
// caches. A change made through one clears the other's caches at once, not after their lifetime.
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../platform/config.ts';
import { openDatabase, type Database } from '../../platform/database.ts';
import { createAdmin, createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { waitFor } from '../../test/wait-for.ts';

const changeIn = (app: App) =>
  Promise.race([
    once(app.ctx.catalogueChanges, 'changed'),
    new Promise((_, reject) => setTimeout(() => reject(new Error('the other process heard of no change within 5 s')), 5_000)),
  ]);

describe.each([
  ['PostgreSQL LISTEN/NOTIFY', {}],
  ['Redis pub/sub', { REDIS_URL: 'redis://127.0.0.1:6379' }],
])('two API processes on one database, changes relayed by %s', (_name, env: Record<string, string>) => {
  // Caches that would outlive the test by far: only the change feed can refresh them.
  const cacheEnv = { BROWSE_CACHE_SECONDS: '600', ...env };
  const t = useTestApp({ env: cacheEnv });
  let other: App;
  let otherDb: Database;

  beforeAll(async () => {
    otherDb = openDatabase(t.url, { max: 4 });
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.config.dataDir, DATABASE_URL: t.url, JWT_SECRET: t.config.jwtSecret, ...cacheEnv });
    other = await buildApp({ config, database: otherDb, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await otherDb?.close();
  });

  const carsIn = async (app: App, qs = '?city=twincity') => (await app.inject({ method: 'GET', url: `/api/v1/cars/${qs}` })).json().data;

  it('shows an approval made through one process in the other one at once', async () => {
    const { user } = await createUser(t.ctx);
    await createListing(t.ctx, { sellerId: user.id, city: 'Twincity', brand: 'Tata', model: 'Nexon' });
    const pending = await createListing(t.ctx, { sellerId: user.id, city: 'Twincity', brand: 'Kia', model: 'Seltos', status: 'pending', announce: false });
    const before = await carsIn(other);
    expect(before.pagination.total).toBe(1);
    expect(before.filters.availableBrands).not.toContain('Kia');

    const { auth } = await createAdmin(t.ctx);
    const heard = changeIn(other);
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/admin/cars/${pending.id}/review/`, headers: auth, payload: { action: 'approve' } });
    expect(res.statusCode, res.body).toBe(200);
    await heard;

    const after = await carsIn(other);
    expect(after.pagination.total).toBe(2);
    expect(after.cars.map((c: { id: string }) => c.id)).toContain(pending.id);
    expect(after.filters.availableBrands).toContain('Kia');
    expect((await carsIn(other, '?search=seltos')).pagination.total).toBe(1);
  });

  it('does not clear its own caches twice for its own change', async () => {
    const heard: Array<string | undefined> = [];
    const count = (id?: string) => void heard.push(id);
    t.app.ctx.catalogueChanges.on('changed', count);
    try {
      const echo = changeIn(other);
      t.app.ctx.catalogueChanges.changed('00000000-0000-4000-8000-00000000000a');
      await echo; // the other process heard it; this one's own message comes back too
      // A later change made by the other process arrives after this one's own message would have.
      other.ctx.catalogueChanges.changed('00000000-0000-4000-8000-00000000000b');
      await waitFor('the later change', async () => heard.includes('00000000-0000-4000-8000-00000000000b'));
      expect(heard).toEqual(['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b']);
    } finally {
      t.app.ctx.catalogueChanges.off('changed', count);
    }
  });
});
