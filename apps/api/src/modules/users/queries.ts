// SQL of the users table. The auth module signs people in through these functions.
import { and, eq, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export type UserRow = typeof users.$inferSelect;
export type Identity = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/** PostgreSQL unique violation, also when wrapped by Drizzle's DrizzleQueryError. */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

const byIdentity = (who: Identity) =>
  who.kind === 'email' ? sql`lower(${users.email}) = ${who.value.toLowerCase()}` : eq(users.phoneNumber, who.value);

export async function findUserByIdentity(db: DbOrTx, who: Identity): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(byIdentity(who));
  return row ?? null;
}

/** The account of this e-mail or phone, created when absent (safe under concurrent sign-ins). */
export async function findOrCreateUser(db: DbOrTx, who: Identity): Promise<UserRow> {
  const existing = await findUserByIdentity(db, who);
  if (existing) return existing;
  await db
    .insert(users)
    .values(who.kind === 'email' ? { email: who.value } : { phoneNumber: who.value })
    .onConflictDoNothing();
  const created = await findUserByIdentity(db, who);
  if (!created) throw new Error('user vanished after insert');
  return created;
}

/**
 * Records a successful sign-in. Returns true only for the very first one (is_new_user): the
 * conditional update lets exactly one concurrent sign-in win.
 */
export async function markSignedIn(db: DbOrTx, id: string): Promise<boolean> {
  const first = await db
    .update(users)
    .set({ hasSignedInBefore: true, isVerified: true })
    .where(and(eq(users.id, id), eq(users.hasSignedInBefore, false)))
    .returning({ id: users.id });
  if (first.length) return true;
  await db.update(users).set({ isVerified: true }).where(and(eq(users.id, id), eq(users.isVerified, false)));
  return false;
}

export async function emailTakenByOther(db: DbOrTx, email: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)));
  return !!row;
}

export async function updateUser(db: DbOrTx, id: string, values: Partial<typeof users.$inferInsert>): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}
