// SQL of saved_searches.
import { and, desc, eq } from 'drizzle-orm';
import { savedSearches } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export async function insertSavedSearch(db: DbOrTx, values: typeof savedSearches.$inferInsert): Promise<SavedSearchRow> {
  const [row] = await db.insert(savedSearches).values(values).returning();
  return row!;
}

export async function savedSearchesOf(db: DbOrTx, userId: string): Promise<SavedSearchRow[]> {
  return db.select().from(savedSearches).where(eq(savedSearches.userId, userId)).orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
}

export async function deleteSavedSearch(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}
