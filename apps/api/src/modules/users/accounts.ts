// What other modules may ask of the users table (this module owns it): sign-in, contacts of
// sellers and recipients, account look-ups for the admin screens. Each takes the caller's
// transaction when it has one.
import { sql, type SQL } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';
import {
  contactsOf,
  countUsers,
  findOrCreateUser,
  findUserById,
  idsMatching,
  markSignedIn,
  setNameIfEmpty,
  type Identity,
  type UserRow,
} from './queries.ts';

export type { Identity, UserRow };

/** The account of a proven e-mail or phone, created on first use (see queries.ts for pre-claims). */
export const accountForProvenIdentity = (db: DbOrTx, who: Identity) => findOrCreateUser(db, who);

/** Records a successful sign-in; true only for the very first one (is_new_user). */
export const recordSignIn = (db: DbOrTx, userId: string) => markSignedIn(db, userId);

export const findAccount = (db: DbOrTx, userId: string) => findUserById(db, userId);

export async function accountExists(db: DbOrTx, userId: string): Promise<boolean> {
  return !!(await findUserById(db, userId));
}

export interface AccountContact {
  id: string;
  name: string;
  email: string | null;
  phoneNumber: string | null;
  isVerified: boolean;
  /** The person's "e-mail notifications" setting (alerts honour it). */
  emailNotifications: boolean;
}

/** Contacts of many accounts, by id, in one query. */
export async function accountContacts(db: DbOrTx, ids: string[]): Promise<Map<string, AccountContact>> {
  return new Map((await contactsOf(db, ids)).map((r) => [r.id, r]));
}

/**
 * Gives an unnamed account the name its owner typed elsewhere (the sell wizard's "Your Name"),
 * so that greetings use it. A name the account already has is never replaced.
 */
export async function nameAccountIfUnnamed(db: DbOrTx, userId: string, name: string): Promise<boolean> {
  const clean = name.trim().replace(/\s+/g, ' ').slice(0, 100);
  return clean ? setNameIfEmpty(db, userId, clean) : false;
}

/** Ids of accounts whose phone (digits) or name contains the given text (admin list filters). */
export const accountIdsMatching = (db: DbOrTx, f: { phoneDigits?: string; name?: string }) => idsMatching(db, f);

export const countAccounts = (db: DbOrTx) => countUsers(db);

/**
 * The account id as an SQL value that is null once the account is gone, for a row that links to
 * it (a token outlives a deleted account; the insert must not fail on the foreign key).
 */
export const existingAccountId = (id: string | null): SQL | null => (id ? sql`(select ${users.id} from ${users} where ${users.id} = ${id})` : null);
