// Profile rules (contract 3.7, 3.8). The caller is the user (guard in the route): no other access exists.
import type { UpdateProfileBody, User } from '@gaadi/domain/schemas/users';
import { PROFILE_MESSAGES } from '@gaadi/domain/schemas/users';
import type { AppContext } from '../../platform/context.ts';
import { unauthorized, validationError } from '../../platform/errors.ts';
import { emailTakenByOther, findUserById, isUniqueViolation, updateUser, type UserRow } from './queries.ts';
import { toUser } from './serialize.ts';

/** The signed-in account; a valid token of a deleted account is treated like no token. */
export async function getUserRow(ctx: AppContext, userId: string): Promise<UserRow> {
  const row = await findUserById(ctx.db, userId);
  if (!row) throw unauthorized();
  return row;
}

export async function getMe(ctx: AppContext, userId: string): Promise<User> {
  return toUser(await getUserRow(ctx, userId), ctx.storage);
}

const emailTaken = () => validationError({ email: [PROFILE_MESSAGES.emailTaken] });

export async function updateProfile(ctx: AppContext, userId: string, body: UpdateProfileBody): Promise<User> {
  const current = await getUserRow(ctx, userId);
  const values: Partial<UserRow> = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.city !== undefined) values.city = body.city;
  if (body.state !== undefined) values.state = body.state;
  if (body.email_notifications !== undefined) values.emailNotifications = body.email_notifications;
  if (body.sms_notifications !== undefined) values.smsNotifications = body.sms_notifications;
  if (body.push_notifications !== undefined) values.pushNotifications = body.push_notifications;
  if (body.email !== undefined && body.email !== current.email?.toLowerCase()) {
    if (await emailTakenByOther(ctx.db, body.email, userId)) throw emailTaken();
    values.email = body.email;
    // A new address is unproven until the person signs in with a code again.
    values.isVerified = false;
  }
  if (!Object.keys(values).length) return toUser(current, ctx.storage);
  try {
    const row = await updateUser(ctx.db, userId, values);
    if (!row) throw unauthorized();
    return toUser(row, ctx.storage);
  } catch (e) {
    if (isUniqueViolation(e)) throw emailTaken(); // lost a race for the same address
    throw e;
  }
}
