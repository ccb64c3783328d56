// What other modules may ask about admins (this module owns the admins and admin_sessions tables).
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { adminSessions, admins } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';
import { findAdminByEmail } from './admin-queries.ts';

/** Whether an admin token's session still stands (the auth guard asks on every admin request). */
export async function adminSessionLive(db: DbOrTx, adminId: string, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: adminSessions.id })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .where(
      and(
        eq(adminSessions.id, sessionId),
        eq(adminSessions.adminId, adminId),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, sql`now()`),
        isNull(admins.disabledAt),
      ),
    );
  return !!row;
}

/** Whether an address belongs to an admin (it may not become a user's address). */
export async function isAdminEmail(db: DbOrTx, email: string): Promise<boolean> {
  return !!(await findAdminByEmail(db, email));
}

/** Names and e-mails of every enabled admin (who receives the team's notices). */
export async function adminRecipients(db: DbOrTx) {
  return db.select({ id: admins.id, name: admins.name, email: admins.email }).from(admins).where(isNull(admins.disabledAt));
}

/** Admin names by id (who reviewed what). */
export async function adminNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: admins.id, name: admins.name }).from(admins).where(inArray(admins.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
