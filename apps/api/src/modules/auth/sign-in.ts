// The end of every successful user sign-in (verified code or development bypass): the account
// of that e-mail or phone, created on first use, and a new session, in one transaction.
import type { Tokens } from '@gaadi/domain/schemas/auth';
import type { User } from '@gaadi/domain/schemas/users';
import type { AppContext } from '../../platform/context.ts';
import type { Write } from '../../platform/domain-events.ts';
import type {} from '../users/account-events.ts'; // the event it publishes (declaration merging)
import { accountForProvenIdentity, findAccount, recordSignIn, type Identity } from '../users/accounts.ts';
import { toUser } from '../users/serialize.ts';
import { openSession, type ClientMeta } from './sessions.ts';

export interface SignedIn {
  user: User;
  tokens: Tokens;
  isNewUser: boolean;
}

/** The code proved `who`: the account's sign-in announces it ('account.identity_proven'). */
export async function signIn(ctx: AppContext, { tx, publish }: Write, who: Identity, meta: ClientMeta): Promise<SignedIn> {
  const account = await accountForProvenIdentity(tx, who);
  await publish({ type: 'account.identity_proven', userId: account.id, identity: who });
  const isNewUser = await recordSignIn(tx, account.id);
  const tokens = await openSession(ctx, tx, account.id, meta);
  const row = (await findAccount(tx, account.id))!;
  return { user: toUser(row, ctx.storage, { isNewUser }), tokens, isNewUser };
}
