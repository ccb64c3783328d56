// What other modules may read and write of accounts (this module owns the users table): sign-in,
// contacts of sellers and recipients, account look-ups for the admin screens. Each takes the
// caller's transaction when it has one.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export type UserRow = typeof users.$inferSelect;
export type Identity = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

/** The condition "holds this e-mail or phone" (e-mail case-insensitively). */
export const byIdentity = (who: Identity) =>
  who.kind === 'email' ? sql`lower(${users.email}) = ${who.value.toLowerCase()}` : eq(users.phoneNumber, who.value);

export async function findAccount(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Whether an admin suspended the account (issue 21: it may read, not write to others). */
export async function isSuspended(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db.select({ at: users.suspendedAt }).from(users).where(eq(users.id, userId));
  return !!row?.at;
}

/** Suspends or reinstates an account (the report queue); false when there is no such account. */
export async function setSuspended(db: DbOrTx, userId: string, reason: string | null): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ suspendedAt: reason === null ? null : new Date(), suspensionReason: reason, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** The language saved on the account of this id, e-mail or phone (issue 25); null when none is saved or there is no account. */
export async function savedLanguage(db: DbOrTx, who: Identity | { kind: 'id'; value: string }): Promise<string | null> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(who.kind === 'id' ? eq(users.id, who.value) : byIdentity(who));
  return row?.language ?? null;
}

export async function accountExists(db: DbOrTx, userId: string): Promise<boolean> {
  return !!(await findAccount(db, userId));
}

async function findAccountByIdentity(db: DbOrTx, who: Identity): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(byIdentity(who));
  return row ?? null;
}

/**
 * The account of this e-mail or phone, created when absent (safe under concurrent sign-ins). The
 * caller has just proven the address: an account holding it unproven (set before changes needed a
 * code) loses it, so that nobody can pre-claim someone else's address.
 */
export async function accountForProvenIdentity(db: DbOrTx, who: Identity): Promise<UserRow> {
  const existing = await findAccountByIdentity(db, who);
  if (existing && !(who.kind === 'email' && existing.emailUnproven)) return existing;
  if (existing) await db.update(users).set({ email: null, emailUnproven: false, updatedAt: new Date() }).where(eq(users.id, existing.id));
  await db
    .insert(users)
    .values(who.kind === 'email' ? { email: who.value } : { phoneNumber: who.value })
    .onConflictDoNothing();
  const created = await findAccountByIdentity(db, who);
  if (!created) throw new Error('user vanished after insert');
  return created;
}

/**
 * Records a successful sign-in. Returns true only for the very first one (is_new_user): the
 * conditional update lets exactly one concurrent sign-in win.
 */
export async function recordSignIn(db: DbOrTx, id: string): Promise<boolean> {
  const first = await db
    .update(users)
    .set({ hasSignedInBefore: true, isVerified: true })
    .where(and(eq(users.id, id), eq(users.hasSignedInBefore, false)))
    .returning({ id: users.id });
  if (first.length) return true;
  await db.update(users).set({ isVerified: true }).where(and(eq(users.id, id), eq(users.isVerified, false)));
  return false;
}

export interface AccountContact {
  id: string;
  name: string;
  email: string | null;
  phoneNumber: string | null;
  isVerified: boolean;
  /** The person's "e-mail notifications" setting (alerts honour it). */
  emailNotifications: boolean;
  /** Suspended by an admin (issue 21). */
  suspended: boolean;
  /** The language the person chose (issue 25): their e-mails follow it; null is English. */
  language: string | null;
}

/** Contacts of many accounts, by id, in one query (sellers of listings, e-mail recipients). */
export async function accountContacts(db: DbOrTx, ids: string[]): Promise<Map<string, AccountContact>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phoneNumber: users.phoneNumber,
      isVerified: users.isVerified,
      emailNotifications: users.emailNotifications,
      suspended: sql<boolean>`${users.suspendedAt} is not null`,
      language: users.language,
    })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Gives an unnamed account the name its owner typed elsewhere (the sell wizard's "Your Name"),
 * so that greetings use it. A name the account already has (blank counts as none) is never
 * replaced; true when it was set.
 */
export async function nameAccountIfUnnamed(db: DbOrTx, userId: string, name: string): Promise<boolean> {
  const clean = name.trim().replace(/\s+/g, ' ').slice(0, 100);
  if (!clean) return false;
  const rows = await db
    .update(users)
    .set({ name: clean, updatedAt: new Date() })
    .where(and(eq(users.id, userId), sql`coalesce(trim(${users.name}), '') = ''`))
    .returning({ id: users.id });
  return rows.length > 0;
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Ids of accounts whose phone (digits) or name contains the given text (admin list filters). */
export async function accountIdsMatching(db: DbOrTx, f: { phoneDigits?: string; name?: string }): Promise<string[]> {
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

export async function countAccounts(db: DbOrTx): Promise<number> {
  return db.$count(users);
}

/**
 * The account id as an SQL value that is null once the account is gone, for a row that links to
 * it (a token outlives a deleted account; the insert must not fail on the foreign key).
 */
export const existingAccountId = (id: string | null): SQL | null => (id ? sql`(select ${users.id} from ${users} where ${users.id} = ${id})` : null);
