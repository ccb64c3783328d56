// GET /alerts/unsubscribe/ (decision 012): the signed link of an alert e-mail turns that saved
// search's alerts off, or the person's price-drop e-mails; a forged or altered link is a 400.
import { ALERT_MESSAGES } from '@gaadi/domain/schemas/alerts';
import type { AppContext } from '../../platform/context.ts';
import { validationError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { turnOffSavedSearchAlerts } from '../saved-searches/alert-matching.ts';
import { accountExists } from '../users/accounts.ts';
import { turnOffPriceDropMails } from './queries.ts';

export async function unsubscribe(ctx: AppContext, token: string): Promise<string> {
  const claims = await ctx.tokens.verifyUnsubscribe(token);
  if (!claims || !isUuid(claims.sub) || (claims.kind === 'saved_search' && !isUuid(claims.target))) {
    throw validationError({ token: [ALERT_MESSAGES.badLink] }, ALERT_MESSAGES.badLink);
  }
  if (claims.kind === 'saved_search') return ALERT_MESSAGES.savedSearchOff(await turnOffSavedSearchAlerts(ctx.db, claims.target, claims.sub));
  // A deleted account has nothing left to send to.
  if (await accountExists(ctx.db, claims.sub)) await turnOffPriceDropMails(ctx.db, claims.sub);
  return ALERT_MESSAGES.priceDropOff;
}
