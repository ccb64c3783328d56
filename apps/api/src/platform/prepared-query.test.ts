// Lookups by key sent as named prepared statements (decision 044): built once per handle, the same
// answers inside and outside a transaction, and a transaction that rolls back leaves nothing behind.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findListing } from '../modules/listing-store/listing-rows.ts';
import { createListing, createUser } from '../test/factories.ts';
import { useTestApp } from '../test/helper.ts';
import { preparedQuery, type DbOrTx } from './database.ts';

describe('preparedQuery', () => {
  const t = useTestApp();

  it('builds a query once per database handle', () => {
    const built: DbOrTx[] = [];
    const query = preparedQuery((db) => (built.push(db), { db }));
    const other = {} as DbOrTx;
    expect(query(t.ctx.db)).toBe(query(t.ctx.db));
    expect(query(other)).not.toBe(query(t.ctx.db));
    expect(built).toEqual([t.ctx.db, other]);
  });

  it('reads the same row through the pool, in a transaction, and once PostgreSQL holds the statement on every connection', async () => {
    const { id } = await createListing(t.ctx, { sellerId: (await createUser(t.ctx)).user.id });
    const missing = '00000000-0000-4000-8000-000000000000';
    // More reads than the pool has connections, side by side: each connection prepares it once.
    const rows = await Promise.all(Array.from({ length: 40 }, (_, i) => findListing(t.ctx.db, i % 2 ? id : missing)));
    expect(rows.filter((r) => r?.id === id)).toHaveLength(20);
    expect(rows.filter((r) => r === null)).toHaveLength(20);
    await t.ctx.db.transaction(async (tx) => {
      expect((await findListing(tx, id))?.id).toBe(id);
      await tx.execute(sql`update listings set title = 'Renamed in a transaction' where id = ${id}`);
      expect((await findListing(tx, id))?.title).toBe('Renamed in a transaction');
      tx.rollback();
    }).catch(() => {});
    expect((await findListing(t.ctx.db, id))?.title).not.toBe('Renamed in a transaction');
  });
});
