// The end of every successful user sign-in (verified code or development bypass): the account
// of that e-mail or phone, created on first use, and a new session, in one transaction.
import type { Tokens } from '@gaadi/domain/schemas/auth';
import type { User } from '@gaadi/domain/schemas/users';
import type { AppContext } from '../../platform/context.ts';
import type { DbOrTx } from '../../platform/database.ts';
import { findOrCreateUser, findUserById, markSignedIn, type Identity } from '../users/queries.ts';
import { toUser } from '../users/serialize.ts';
import { openSession, type ClientMeta } from './sessions.ts';

export interface SignedIn {
  user: User;
  tokens: Tokens;
  isNewUser: boolean;
}

export async function signIn(ctx: AppContext, tx: DbOrTx, who: Identity, meta: ClientMeta): Promise<SignedIn> {
  const account = await findOrCreateUser(tx, who);
  const isNewUser = await markSignedIn(tx, account.id);
  const tokens = await openSession(ctx, tx, account.id, meta);
  const row = (await findUserById(tx, account.id))!;
  return { user: toUser(row, ctx.storage, { isNewUser }), tokens, isNewUser };
}
