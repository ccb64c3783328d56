// What either person does to a conversation besides writing (issue 21): read it, archive it, block
// or unblock the other, report it; and the seller's "Share my number".
import { CONVERSATION_MESSAGES } from '@gaadi/domain/conversation-rules';
import type { ReportBody } from '@gaadi/domain/schemas/conversations';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { requireAccess } from '../access/access-policy.ts';
import { findListing } from '../listing-store/listing-rows.ts';
import { accountContacts } from '../users/accounts.ts';
import { findConversation, lockConversation, otherSide, postMessage, requireMayAct, sideOf, type ConversationRow, type Side } from './conversation-records.ts';
import { block, markRead, setArchived, shareSellerPhone, unblock } from './queries.ts';
import { hasReported, insertReport } from './report-records.ts';

async function party(ctx: AppContext, actor: Actor, id: string): Promise<{ c: ConversationRow; side: Side }> {
  const c = isUuid(id) ? await findConversation(ctx.db, id) : null;
  requireAccess(actor, 'conversation.read', c);
  return { c, side: sideOf(c, actor.id)! };
}

/** Everything in the conversation is read by the caller; the other side's read marks turn. */
export async function readConversation(ctx: AppContext, actor: Actor, id: string) {
  const { c, side } = await party(ctx, actor, id);
  await ctx.events.transaction(async (w) => {
    const read = await markRead(w.tx, c.id, side);
    if (read) await w.publish({ type: 'conversation.read', conversationId: c.id, conversation: read, side });
  });
}

export async function archiveConversation(ctx: AppContext, actor: Actor, id: string, archived: boolean) {
  const { c, side } = await party(ctx, actor, id);
  await setArchived(ctx.db, c.id, side, archived);
  return archived ? CONVERSATION_MESSAGES.archived : CONVERSATION_MESSAGES.unarchived;
}

/** The seller's own number becomes visible to this buyer; a note in the thread says so. */
export async function shareMyNumber(ctx: AppContext, actor: Actor, id: string) {
  const { c } = await party(ctx, actor, id);
  requireAccess(actor, 'conversation.actAsSeller', c);
  await requireMayAct(ctx.db, c, actor.id);
  const [listing, seller] = await Promise.all([findListing(ctx.db, c.listingId), accountContacts(ctx.db, [c.sellerId])]);
  await ctx.events.transaction(async (w) => {
    const conversation = (await lockConversation(w.tx, c.id))!;
    if (!(await shareSellerPhone(w.tx, c.id))) return; // shared before: nothing new to say
    const name = listing?.sellerName || seller.get(c.sellerId)?.name || '';
    await postMessage(w, conversation, { sender: 'system', kind: 'phone_shared', body: CONVERSATION_MESSAGES.phoneSharedNote(name) });
  });
  return CONVERSATION_MESSAGES.phoneShared;
}

/** Blocks (or unblocks) the other person: they can no longer message or book the caller. */
export async function setBlocked(ctx: AppContext, actor: Actor, id: string, blocked: boolean) {
  const { c, side } = await party(ctx, actor, id);
  const other = otherSide(side) === 'seller' ? c.sellerId : c.buyerUserId;
  if (other) await (blocked ? block(ctx.db, actor.id, other) : unblock(ctx.db, actor.id, other));
  return blocked ? CONVERSATION_MESSAGES.blockedDone : CONVERSATION_MESSAGES.unblocked;
}

/** Reports the conversation to the admins (once per person); only reported ones reach them. */
export async function reportConversation(ctx: AppContext, actor: Actor, id: string, body: ReportBody) {
  const { c, side } = await party(ctx, actor, id);
  if (await hasReported(ctx.db, c.id, actor.id)) throw conflict(CONVERSATION_MESSAGES.alreadyReported);
  await insertReport(ctx.db, { conversationId: c.id, reporterUserId: actor.id, reporterRole: side, reason: body.reason, details: body.details });
  return CONVERSATION_MESSAGES.reported;
}
