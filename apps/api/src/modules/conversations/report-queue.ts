// The admins' queue of reported conversations (issue 21): only reported conversations, and only
// to admins (the access policy's 'reports.moderate'), are readable; an admin warns or suspends one of
// the two people, or dismisses the report.
import { REPORT_MESSAGES } from '@gaadi/domain/conversation-rules';
import { pagination } from '@gaadi/domain/schemas/car';
import type { ResolveReportBody } from '@gaadi/domain/schemas/conversations';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { requireAccess } from '../access/access-policy.ts';
import { accountContacts, setSuspended } from '../users/accounts.ts';
import { messagesPage } from './inbox-reads.ts';
import { findReport, reportsOnSeller, reportsPage, resolve, type ReportWithConversation } from './report-queries.ts';

async function serialize(ctx: AppContext, rows: ReportWithConversation[]) {
  const accounts = await accountContacts(ctx.db, rows.flatMap((r) => [r.conversation.sellerId, ...(r.conversation.buyerUserId ? [r.conversation.buyerUserId] : [])]));
  const suspended = (id: string | null) => !!id && !!accounts.get(id)?.suspended;
  return rows.map(({ report: r, conversation: c }) => ({
    id: r.id,
    conversation_id: c.id,
    reporter_role: r.reporterRole as 'buyer' | 'seller',
    reason: r.reason as 'scam' | 'abusive' | 'spam' | 'other',
    details: r.details,
    status: r.status as 'open' | 'resolved',
    resolution: r.resolution,
    resolved_about: (r.resolvedAbout as 'buyer' | 'seller' | null) ?? null,
    note: r.note,
    created_at: r.createdAt.toISOString(),
    resolved_at: r.resolvedAt?.toISOString() ?? null,
    car: { id: c.listingId, title: c.carTitle },
    buyer: { id: c.buyerUserId, name: c.buyerName, suspended: suspended(c.buyerUserId) },
    seller: { id: c.sellerId, name: accounts.get(c.sellerId)?.name ?? '', suspended: suspended(c.sellerId) },
  }));
}

export async function listReports(ctx: AppContext, actor: Actor, q: { status: 'open' | 'resolved' | 'all'; page: number; limit: number }) {
  requireAccess(actor, 'reports.moderate', {});
  const { rows, total } = await reportsPage(ctx.db, q.status, { limit: q.limit, offset: (q.page - 1) * q.limit });
  return { reports: await serialize(ctx, rows), pagination: pagination(q.page, q.limit, total) };
}

const reportOf = async (ctx: AppContext, id: string) => {
  const row = isUuid(id) ? await findReport(ctx.db, id) : null;
  if (!row) throw notFound(REPORT_MESSAGES.notFound);
  return row;
};

/** A report with its conversation's messages: reported conversations only. */
export async function reportDetail(ctx: AppContext, actor: Actor, id: string) {
  requireAccess(actor, 'reports.moderate', {});
  const row = await reportOf(ctx, id);
  const [[report], page, onSeller] = await Promise.all([
    serialize(ctx, [row]),
    messagesPage(ctx.db, row.conversation.id, { limit: 200 }),
    reportsOnSeller(ctx.db, row.conversation.sellerId),
  ]);
  return {
    ...report!,
    messages: page.messages.map((m) => ({
      id: m.id,
      seq: m.seq,
      sender: m.sender as 'buyer' | 'seller' | 'system',
      kind: m.kind,
      body: m.body,
      created_at: m.createdAt.toISOString(),
      warning: m.flagged,
      offer: null,
      visit: null,
    })),
    other_reports: Math.max(0, onSeller - 1),
  };
}

export async function resolveReport(ctx: AppContext, actor: Actor, id: string, body: ResolveReportBody) {
  requireAccess(actor, 'reports.moderate', {});
  const row = await reportOf(ctx, id);
  if (row.report.status !== 'open') throw conflict(REPORT_MESSAGES.alreadyResolved);
  const c = row.conversation;
  const aboutUserId = body.about === 'seller' ? c.sellerId : body.about === 'buyer' ? c.buyerUserId : null;
  await ctx.events.transaction(async (w) => {
    const updated = await resolve(w.tx, id, {
        status: 'resolved',
        resolution: body.action === 'warn' ? 'warned' : body.action === 'suspend' ? 'suspended' : 'dismissed',
        resolvedAbout: body.action === 'dismiss' ? null : (body.about ?? null),
        note: body.note,
        resolvedBy: actor.id,
        resolvedAt: new Date(),
      });
    if (!updated) throw conflict(REPORT_MESSAGES.alreadyResolved);
    if (body.action === 'suspend' && aboutUserId) await setSuspended(w.tx, aboutUserId, body.note || 'Suspended after a report');
    await w.publish({ type: 'conversation.report_resolved', conversationId: c.id, reportId: id, action: body.action, aboutUserId });
  });
  return REPORT_MESSAGES.resolved;
}
