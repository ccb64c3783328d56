// SQL of refresh_sessions: one row per signed-in device, found by the SHA-256 of its token.
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { refreshSessions } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export async function insertRefreshSession(db: DbOrTx, values: typeof refreshSessions.$inferInsert) {
  const [row] = await db.insert(refreshSessions).values(values).returning({ id: refreshSessions.id });
  return row!.id;
}

/** A live session of this token hash (not revoked, within its absolute lifetime), touched as used. */
export async function useRefreshSession(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .update(refreshSessions)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(refreshSessions.tokenHash, tokenHash), isNull(refreshSessions.revokedAt), gt(refreshSessions.expiresAt, sql`now()`)))
    .returning({ id: refreshSessions.id, userId: refreshSessions.userId });
  return row ?? null;
}

/** Revokes the live session of this token hash; its id, or null when there was none. */
export async function revokeRefreshSession(db: DbOrTx, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .update(refreshSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshSessions.tokenHash, tokenHash), isNull(refreshSessions.revokedAt)))
    .returning({ id: refreshSessions.id });
  return row?.id ?? null;
}

/** Which of these sessions are still live (not revoked, within their lifetime). */
export async function liveRefreshSessionIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: refreshSessions.id })
    .from(refreshSessions)
    .where(and(inArray(refreshSessions.id, ids), isNull(refreshSessions.revokedAt), gt(refreshSessions.expiresAt, sql`now()`)));
  return new Set(rows.map((r) => r.id));
}
