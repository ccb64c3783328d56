// SQL of the admins table.
import { eq, sql } from 'drizzle-orm';
import { admins } from '../../db/schema.ts';
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
