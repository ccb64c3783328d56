// Who shortlisted a listing (the alerts module tells them of price drops); this module owns favorites.
import { eq } from 'drizzle-orm';
import { favorites } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export async function shortlisterIds(db: DbOrTx, listingId: string): Promise<string[]> {
  const rows = await db.select({ userId: favorites.userId }).from(favorites).where(eq(favorites.listingId, listingId));
  return rows.map((r) => r.userId);
}
