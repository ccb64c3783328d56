// conversation_reports (issue 21): a conversation reported by one of its two people. Only reported
// conversations reach admins (report-queue.ts); a person sees whether they reported one.
import { and, eq } from 'drizzle-orm';
import { conversationReports } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export type ReportRow = typeof conversationReports.$inferSelect;

export async function hasReported(db: DbOrTx, conversationId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: conversationReports.id })
    .from(conversationReports)
    .where(and(eq(conversationReports.conversationId, conversationId), eq(conversationReports.reporterUserId, userId)))
    .limit(1);
  return !!row;
}

export async function insertReport(db: DbOrTx, values: typeof conversationReports.$inferInsert): Promise<ReportRow> {
  const [row] = await db.insert(conversationReports).values(values).returning();
  return row!;
}
