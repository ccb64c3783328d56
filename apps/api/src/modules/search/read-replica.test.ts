// DATABASE_READ_URL (issue 16, item 5): public search reads go to the replica; everything else,
// including a listing's own page, stays on the primary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.ts';
import { loadConfig } from '../../platform/config.ts';
import { openDatabase, type Database } from '../../platform/database.ts';
import { createListing, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';

describe('search reads from DATABASE_READ_URL', () => {
  const primary = useTestApp();
  // A second database standing in for a replica that holds different rows, so that the reads show where they went.
  const replica = useTestApp();
  let app: App;
  let database: Database;

  beforeAll(async () => {
    database = openDatabase(primary.url, { max: 4 });
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: primary.config.dataDir,
      DATABASE_URL: primary.url,
      DATABASE_READ_URL: replica.url,
      JWT_SECRET: primary.config.jwtSecret,
      PUBLIC_URL: 'http://localhost:3000',
    });
    app = await buildApp({ config, database, logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers GET /cars/ from the replica and a listing page from the primary', async () => {
    const onPrimary = await createListing(primary.ctx, { sellerId: (await createUser(primary.ctx)).user.id, city: 'Primarypur' });
    const onReplica = await createListing(replica.ctx, { sellerId: (await createUser(replica.ctx)).user.id, city: 'Replicapur' });
    const cars = (await app.inject({ method: 'GET', url: '/api/v1/cars/' })).json().data;
    expect(cars.cars.map((c: { id: string }) => c.id)).toEqual([onReplica.id]);
    expect(cars.filters.availableCities).toEqual(['Replicapur']);
    expect((await app.inject({ method: 'GET', url: `/api/v1/cars/${onPrimary.id}/` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/v1/cars/${onReplica.id}/` })).statusCode).toBe(404);
  });
});
