// SQL of the report queue: reports with their conversations, a page or one, and the resolution.
import { and, count, desc, eq } from 'drizzle-orm';
import { conversationReports, conversations } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';
import type { ConversationRow } from './conversation-records.ts';
import type { ReportRow } from './report-records.ts';

export type ReportWithConversation = { report: ReportRow; conversation: ConversationRow };

export async function reportsPage(db: DbOrTx, status: 'open' | 'resolved' | 'all', page: { limit: number; offset: number }) {
  const where = status === 'all' ? undefined : eq(conversationReports.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select({ report: conversationReports, conversation: conversations })
      .from(conversationReports)
      .innerJoin(conversations, eq(conversations.id, conversationReports.conversationId))
      .where(where)
      .orderBy(desc(conversationReports.createdAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(conversationReports).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findReport(db: DbOrTx, id: string): Promise<ReportWithConversation | null> {
  const [row] = await db
    .select({ report: conversationReports, conversation: conversations })
    .from(conversationReports)
    .innerJoin(conversations, eq(conversations.id, conversationReports.conversationId))
    .where(eq(conversationReports.id, id));
  return row ?? null;
}

/** Reports on any conversation of this seller (how often they were reported). */
export async function reportsOnSeller(db: DbOrTx, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(conversationReports)
    .innerJoin(conversations, eq(conversations.id, conversationReports.conversationId))
    .where(eq(conversations.sellerId, sellerId));
  return row?.n ?? 0;
}

/** The resolution, only while the report is open (of two admins at once, one wins). */
export async function resolve(tx: DbOrTx, id: string, set: Partial<typeof conversationReports.$inferInsert>): Promise<boolean> {
  const rows = await tx
    .update(conversationReports)
    .set(set)
    .where(and(eq(conversationReports.id, id), eq(conversationReports.status, 'open')))
    .returning({ id: conversationReports.id });
  return rows.length > 0;
}
