// POST /conversations/{id}/messages/ (issue 21): a text message from one of the two people. A
// retried send with the same client key stores one message; the other side hears of it live, and by
// e-mail if it stays unread (listeners of 'conversation.message_posted').
import type { Message, SendMessageBody } from '@gaadi/domain/schemas/conversations';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { isUuid } from '../../platform/ids.ts';
import { requireAccess } from '../access/access-policy.ts';
import { spendMessage } from './conversation-limits.ts';
import { findConversation, lockConversation, postMessage, requireMayAct, sideOf } from './conversation-records.ts';
import { readingOf, toMessage } from './serialize.ts';

export async function sendMessage(ctx: AppContext, actor: Actor, id: string, body: SendMessageBody): Promise<Message> {
  const found = isUuid(id) ? await findConversation(ctx.db, id) : null;
  requireAccess(actor, 'conversation.read', found);
  const side = sideOf(found, actor.id)!;
  await requireMayAct(ctx.db, found, actor.id);
  await spendMessage(ctx, actor.id);
  return ctx.events.transaction(async (w) => {
    const conversation = (await lockConversation(w.tx, id))!;
    const { message } = await postMessage(w, conversation, { sender: side, senderUserId: actor.id, kind: 'text', body: body.body, clientKey: body.client_key });
    return toMessage(message, readingOf(conversation, side));
  });
}
