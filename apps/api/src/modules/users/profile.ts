// Profile rules (contract 3.7, 3.8). The caller is the user (guard in the route): no other access exists.
// E-mail and phone never change here: a new address proves itself first (auth/contact-change.ts).
import type { Language, UpdateProfileBody, User } from '@gaadi/domain/schemas/users';
import type { AppContext } from '../../platform/context.ts';
import type { DbOrTx } from '../../platform/database.ts';
import { unauthorized } from '../../platform/errors.ts';
import { findAccount, type Identity, type UserRow } from './accounts.ts';
import { identityTakenByOther, setIdentity, updateUser } from './queries.ts';
import { toUser } from './serialize.ts';

/** The signed-in account; a valid token of a deleted account is treated like no token. */
export async function getUserRow(ctx: AppContext, userId: string): Promise<UserRow> {
  const row = await findAccount(ctx.db, userId);
  if (!row) throw unauthorized();
  return row;
}

export async function getMe(ctx: AppContext, userId: string): Promise<User> {
  return toUser(await getUserRow(ctx, userId), ctx.storage);
}

export type ProfileFields = Omit<UpdateProfileBody, 'email'>;

export async function updateProfile(ctx: AppContext, userId: string, body: ProfileFields): Promise<User> {
  const current = await getUserRow(ctx, userId);
  const values: Partial<UserRow> = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.city !== undefined) values.city = body.city;
  if (body.state !== undefined) values.state = body.state;
  if (body.email_notifications !== undefined) values.emailNotifications = body.email_notifications;
  if (body.sms_notifications !== undefined) values.smsNotifications = body.sms_notifications;
  if (body.push_notifications !== undefined) values.pushNotifications = body.push_notifications;
  if (body.language !== undefined) values.language = body.language;
  if (!Object.keys(values).length) return toUser(current, ctx.storage);
  const row = await updateUser(ctx.db, userId, values);
  if (!row) throw unauthorized();
  return toUser(row, ctx.storage);
}

/** The language switch of a signed-in person (issue 25): saved on the account, which their e-mails and SMS follow. */
export async function setLanguage(ctx: AppContext, userId: string, language: Language): Promise<User> {
  const row = await updateUser(ctx.db, userId, { language });
  if (!row) throw unauthorized();
  return toUser(row, ctx.storage);
}

/** Who holds an address now: this account, another one, or nobody. */
export async function identityHolder(db: DbOrTx, userId: string, who: Identity): Promise<'self' | 'other' | 'nobody'> {
  const me = await findAccount(db, userId);
  const mine = who.kind === 'email' ? me?.email?.toLowerCase() === who.value : me?.phoneNumber === who.value;
  if (mine) return 'self';
  return (await identityTakenByOther(db, who, userId)) ? 'other' : 'nobody';
}

/** Puts a proven address on the account (a unique violation means another account took it meanwhile). */
export async function applyProvenIdentity(ctx: AppContext, tx: DbOrTx, userId: string, who: Identity): Promise<User> {
  const row = await setIdentity(tx, userId, who);
  if (!row) throw unauthorized();
  return toUser(row, ctx.storage);
}
