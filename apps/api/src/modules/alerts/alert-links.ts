// Links placed in alert e-mails: the car, and the one-click unsubscribe (a signed token).
import type { AppContext } from '../../platform/context.ts';
import type { UnsubscribeClaims } from '../../platform/tokens.ts';

export const carUrl = (ctx: AppContext, listingId: string) => `${ctx.config.publicUrl}/listing/${listingId}`;

export async function unsubscribeUrl(ctx: AppContext, claims: UnsubscribeClaims): Promise<string> {
  const token = await ctx.tokens.signUnsubscribe(claims);
  return `${ctx.config.publicUrl}/api/v1/alerts/unsubscribe/?token=${encodeURIComponent(token)}`;
}
