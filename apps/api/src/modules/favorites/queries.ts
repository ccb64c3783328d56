// SQL of favorites.
import { and, desc, eq } from 'drizzle-orm';
import { favorites } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export type FavoriteRow = typeof favorites.$inferSelect;

/** Adds the favourite, or returns the one that exists (a repeat is not an error). */
export async function addFavorite(db: DbOrTx, userId: string, listingId: string, price: number): Promise<FavoriteRow> {
  await db.insert(favorites).values({ userId, listingId, priceWhenFavorited: price }).onConflictDoNothing();
  const [row] = await db.select().from(favorites).where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)));
  return row!;
}

export async function removeFavorite(db: DbOrTx, userId: string, listingId: string): Promise<boolean> {
  const rows = await db
    .delete(favorites)
    .where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)))
    .returning({ id: favorites.id });
  return rows.length > 0;
}

export interface FavoriteEntry {
  listingId: string;
  createdAt: Date;
  priceWhenFavorited: number | null;
}

/** The user's favourites, most recently favourited first (favorites_user_created_idx). */
export async function favoriteEntries(db: DbOrTx, userId: string): Promise<FavoriteEntry[]> {
  return db
    .select({ listingId: favorites.listingId, createdAt: favorites.createdAt, priceWhenFavorited: favorites.priceWhenFavorited })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.id));
}
