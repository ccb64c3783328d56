// What other modules may ask about admins (this module owns the admins and admin_sessions tables).
import type { DbOrTx } from '../../platform/database.ts';
import { adminNamesOf, enabledAdmins, findAdminByEmail, isAdminSessionLive } from './admin-queries.ts';

/** Whether an admin token's session still stands (the auth guard asks on every admin request). */
export const adminSessionLive = (db: DbOrTx, adminId: string, sessionId: string) => isAdminSessionLive(db, adminId, sessionId);

/** Whether an address belongs to an admin (it may not become a user's address). */
export async function isAdminEmail(db: DbOrTx, email: string): Promise<boolean> {
  return !!(await findAdminByEmail(db, email));
}

/** Every enabled admin's name and e-mail (notices to the team). */
export const adminRecipients = (db: DbOrTx) => enabledAdmins(db);

/** Admin names by id (who reviewed what). */
export async function adminNames(db: DbOrTx, ids: string[]): Promise<Map<string, string>> {
  return new Map((await adminNamesOf(db, ids)).map((r) => [r.id, r.name]));
}
