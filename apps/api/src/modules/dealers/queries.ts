// The dealers table's writes and the look-ups only this module makes (private: other modules read
// through dealer-records.ts).
import { eq, sql } from 'drizzle-orm';
import { dealers } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';
import type { DealerRow } from './dealer-records.ts';

export type NewDealer = typeof dealers.$inferInsert;
export type DealerSet = Partial<Omit<NewDealer, 'userId' | 'slug' | 'createdAt'>>;

export async function insertDealer(db: DbOrTx, row: NewDealer): Promise<DealerRow> {
  const [created] = await db.insert(dealers).values(row).returning();
  return created!;
}

export async function updateDealer(db: DbOrTx, userId: string, set: DealerSet): Promise<DealerRow> {
  const [row] = await db
    .update(dealers)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(dealers.userId, userId))
    .returning();
  return row!;
}

/** The account that holds this GSTIN, if any. */
export async function gstinHolder(db: DbOrTx, gstin: string): Promise<string | null> {
  const [row] = await db.select({ userId: dealers.userId }).from(dealers).where(eq(dealers.gstin, gstin));
  return row?.userId ?? null;
}

/** Slugs already taken that are `base` or `base-<n>`. */
export async function slugsLike(db: DbOrTx, base: string): Promise<Set<string>> {
  const pattern = `^${base.replace(/[^a-z0-9-]/g, '')}(-[0-9]+)?$`;
  const rows = await db.select({ slug: dealers.slug }).from(dealers).where(sql`${dealers.slug} ~ ${pattern}`);
  return new Set(rows.map((r) => r.slug));
}
