// SQL of the admins and admin_sessions tables.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { adminSessions, admins } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export type AdminRow = typeof admins.$inferSelect;

export async function findAdminByEmail(db: DbOrTx, email: string): Promise<AdminRow | null> {
  const [row] = await db.select().from(admins).where(sql`lower(${admins.email}) = ${email.trim().toLowerCase()}`);
  return row ?? null;
}

/** Creates the admin unless one with this e-mail exists; true when created. */
export async function insertAdminIfAbsent(db: DbOrTx, values: typeof admins.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(admins)
    .values({ ...values, email: values.email.trim().toLowerCase() })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  return rows.length > 0;
}

export async function updateAdmin(db: DbOrTx, id: string, values: Partial<typeof admins.$inferInsert>) {
  await db.update(admins).set(values).where(eq(admins.id, id));
}

export async function countAdmins(db: DbOrTx): Promise<number> {
  return db.$count(admins);
}

export async function insertAdminSession(db: DbOrTx, values: typeof adminSessions.$inferInsert): Promise<string> {
  const [row] = await db.insert(adminSessions).values(values).returning({ id: adminSessions.id });
  return row!.id;
}

export async function revokeAdminSession(db: DbOrTx, adminId: string, sessionId: string) {
  await db
    .update(adminSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(adminSessions.id, sessionId), eq(adminSessions.adminId, adminId), isNull(adminSessions.revokedAt)));
}

/** Disables (or re-enables) an admin by e-mail; a disabled admin's tokens stop working at once. */
export async function setAdminDisabled(db: DbOrTx, email: string, disabled: boolean): Promise<boolean> {
  const rows = await db
    .update(admins)
    .set({ disabledAt: disabled ? sql`now()` : null })
    .where(sql`lower(${admins.email}) = ${email.trim().toLowerCase()}`)
    .returning({ id: admins.id });
  return rows.length > 0;
}

