// Messages still unread after 10 minutes go by e-mail, at most one e-mail per conversation and side
// an hour, honouring the account's e-mail setting (issue 21). A job per conversation and side is
// queued in the message's transaction (one queued at a time: the queue's 'short' policy); the job
// looks at what is still unread when it runs.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { languageOf, pageUrl } from '../../platform/i18n/translate.ts';
import type { SqlExecutor } from '../../platform/jobs.ts';
import { deliverInBackground } from '../mail-templates/deliver.ts';
import { unreadMessagesMail } from '../mail-templates/unread-messages.ts';
import { accountContacts } from '../users/accounts.ts';
import { findConversation, type MessageRow, type Side } from './conversation-records.ts';
import { markMailed, unreadSince } from './queries.ts';

export const MESSAGE_MAIL_QUEUE = 'message-mails';
export const UNREAD_MAIL_AFTER_SECONDS = 600;
export const MAIL_AT_MOST_EVERY_SECONDS = 3600;
const QUOTED = 3;

export interface MessageMailJob {
  conversationId: string;
  side: Side;
}

/** The recipients of a new message: the other side, or both for a system note. */
export function recipientsOf(m: Pick<MessageRow, 'sender'>): Side[] {
  return m.sender === 'buyer' ? ['seller'] : m.sender === 'seller' ? ['buyer'] : ['buyer', 'seller'];
}

export async function queueMessageMail(ctx: AppContext, tx: SqlExecutor, job: MessageMailJob, afterSeconds = UNREAD_MAIL_AFTER_SECONDS) {
  // A moment, not a number of seconds: pg-boss's statement casts a number to a timestamp when its
  // parameters are bound in a transaction (and fails), while a Date takes the other branch.
  const startAfter = new Date(Date.now() + afterSeconds * 1000);
  await ctx.jobs.sendInTx(tx, MESSAGE_MAIL_QUEUE, job, { startAfter, singletonKey: `${job.conversationId}:${job.side}` });
}

/** Sends the e-mail if anything is still unread; returns what it did (tests read it). */
export async function sendUnreadMail(ctx: AppContext, log: FastifyBaseLogger, job: MessageMailJob, now = new Date()): Promise<'sent' | 'nothing' | 'later' | 'no-address'> {
  const c = await findConversation(ctx.db, job.conversationId);
  if (!c) return 'nothing';
  const readAt = job.side === 'buyer' ? c.buyerReadAt : c.sellerReadAt;
  const mailedAt = job.side === 'buyer' ? c.buyerMailedAt : c.sellerMailedAt;
  const since = [readAt, mailedAt].reduce<Date | null>((a, b) => (b && (!a || b > a) ? b : a), null);
  const unread = (await unreadSince(ctx.db, c.id, job.side, since)).filter((m) => now.getTime() - m.createdAt.getTime() >= UNREAD_MAIL_AFTER_SECONDS * 1000 - 1000);
  if (!unread.length) return 'nothing';
  // At most one e-mail an hour: the next one waits for the hour's end.
  if (mailedAt && now.getTime() - mailedAt.getTime() < MAIL_AT_MOST_EVERY_SECONDS * 1000) {
    const wait = Math.ceil((mailedAt.getTime() + MAIL_AT_MOST_EVERY_SECONDS * 1000 - now.getTime()) / 1000);
    await ctx.db.transaction((tx) => queueMessageMail(ctx, tx, job, wait));
    return 'later';
  }
  const accounts = await accountContacts(ctx.db, [c.sellerId, ...(c.buyerUserId ? [c.buyerUserId] : [])]);
  const me = accounts.get(job.side === 'seller' ? c.sellerId : (c.buyerUserId ?? ''));
  // A signed-out buyer has no setting: the address they gave is how they hear of an answer.
  const to = me ? (me.emailNotifications ? me.email : null) : job.side === 'buyer' ? c.buyerEmail || null : null;
  if (!to) return 'no-address';
  const fromName = job.side === 'seller' ? c.buyerName : accounts.get(c.sellerId)?.name || 'The seller';
  const threadPath = `/messages/${c.id}`;
  // In the reader's saved language (issue 25); a buyer who wrote signed out has none: English.
  const lang = languageOf(me?.language);
  const mail = unreadMessagesMail({
    name: job.side === 'seller' ? (me?.name ?? '') : (me?.name ?? c.buyerName),
    fromName,
    carTitle: c.carTitle,
    messages: unread.slice(0, QUOTED).map((m) => m.body),
    more: Math.max(0, unread.length - QUOTED),
    threadUrl: me ? pageUrl(ctx.config.publicUrl, lang, threadPath) : `${ctx.config.publicUrl}/login?returnUrl=${encodeURIComponent(threadPath)}`,
    signInHint: !me,
    lang,
  });
  await markMailed(ctx.db, c.id, job.side, now);
  await deliverInBackground(ctx, log, 'unread-messages', [to], mail);
  return 'sent';
}
