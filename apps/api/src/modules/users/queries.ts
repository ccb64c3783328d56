// SQL of the users table. The auth module signs people in through these functions.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export type UserRow = typeof users.$inferSelect;
export type Identity = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

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

/**
 * The account of this e-mail or phone, created when absent (safe under concurrent sign-ins). The
 * caller has just proven the address: an account holding it unproven (set before changes needed a
 * code) loses it, so that nobody can pre-claim someone else's address.
 */
export async function findOrCreateUser(db: DbOrTx, who: Identity): Promise<UserRow> {
  const existing = await findUserByIdentity(db, who);
  if (existing && !(who.kind === 'email' && existing.emailUnproven)) return existing;
  if (existing) await db.update(users).set({ email: null, emailUnproven: false, updatedAt: new Date() }).where(eq(users.id, existing.id));
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

/** Sets the name only while the account has none (blank counts as none); true when it did. */
export async function setNameIfEmpty(db: DbOrTx, id: string, name: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(users.id, id), sql`coalesce(trim(${users.name}), '') = ''`))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Name, e-mail and phone of many accounts in one query (sellers of listings, e-mail recipients). */
export async function contactsOf(db: DbOrTx, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phoneNumber: users.phoneNumber,
      isVerified: users.isVerified,
      emailNotifications: users.emailNotifications,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Accounts whose phone digits contain `phoneDigits` and/or whose name contains `name`. */
export async function idsMatching(db: DbOrTx, f: { phoneDigits?: string; name?: string }): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        f.phoneDigits !== undefined ? sql`regexp_replace(coalesce(${users.phoneNumber}, ''), '[^0-9]', '', 'g') like ${likePattern(f.phoneDigits)}` : undefined,
        f.name !== undefined ? sql`${users.name} ilike ${likePattern(f.name)}` : undefined,
      ),
    );
  return rows.map((r) => r.id);
}

export async function countUsers(db: DbOrTx): Promise<number> {
  return db.$count(users);
}
