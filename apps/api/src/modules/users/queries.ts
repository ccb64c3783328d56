// SQL of the users table used only inside this module (profile edits, proven addresses); what
// other modules read and write of accounts is in accounts.ts.
import { and, eq, ne } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';
import { byIdentity, type Identity, type UserRow } from './accounts.ts';

/** Whether another account holds this e-mail or phone. */
export async function identityTakenByOther(db: DbOrTx, who: Identity, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(byIdentity(who), ne(users.id, userId)));
  return !!row;
}

/** Puts a proven e-mail or phone on the account (the caller checked that nobody else holds it). */
export async function setIdentity(db: DbOrTx, userId: string, who: Identity): Promise<UserRow | null> {
  return updateUser(db, userId, who.kind === 'email' ? { email: who.value, emailUnproven: false } : { phoneNumber: who.value });
}

export async function updateUser(db: DbOrTx, id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

