// dealer_imports, owned by this module.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ImportRowReport } from '@gaadi/domain/schemas/dealer-imports';
import { dealerImports } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export type ImportRow = typeof dealerImports.$inferSelect;
const summaryColumns = {
  id: dealerImports.id,
  userId: dealerImports.userId,
  status: dealerImports.status,
  fileName: dealerImports.fileName,
  total: dealerImports.total,
  processed: dealerImports.processed,
  created: dealerImports.created,
  updated: dealerImports.updated,
  unchanged: dealerImports.unchanged,
  rejected: dealerImports.rejected,
  failure: dealerImports.failure,
  createdAt: dealerImports.createdAt,
  finishedAt: dealerImports.finishedAt,
};
export type ImportSummaryRow = Pick<ImportRow, keyof typeof summaryColumns>;

export async function insertImport(tx: DbOrTx, values: { userId: string; fileName: string; total: number; csv: string; photosZip: Buffer | null }) {
  const [row] = await tx.insert(dealerImports).values(values).returning(summaryColumns);
  return row!;
}

export async function importsOfUser(db: DbOrTx, userId: string, limit = 20): Promise<ImportSummaryRow[]> {
  return db.select(summaryColumns).from(dealerImports).where(eq(dealerImports.userId, userId)).orderBy(desc(dealerImports.createdAt)).limit(limit);
}

export async function findImport(db: DbOrTx, id: string): Promise<(ImportSummaryRow & { report: ImportRowReport[] }) | null> {
  const [row] = await db.select({ ...summaryColumns, report: dealerImports.report }).from(dealerImports).where(eq(dealerImports.id, id));
  return row ? { ...row, report: row.report as ImportRowReport[] } : null;
}

/** Takes a queued (or, after a crash, running) import for work: its files, or null when it is finished. */
export async function claimImport(db: DbOrTx, id: string) {
  const [row] = await db
    .update(dealerImports)
    .set({ status: 'running' })
    .where(and(eq(dealerImports.id, id), sql`${dealerImports.status} in ('queued', 'running')`))
    .returning({ userId: dealerImports.userId, csv: dealerImports.csv, photosZip: dealerImports.photosZip });
  return row ?? null;
}

export interface Progress {
  processed: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  report: ImportRowReport[];
}

export async function saveProgress(db: DbOrTx, id: string, p: Progress) {
  await db.update(dealerImports).set({ ...p, report: p.report }).where(eq(dealerImports.id, id));
}

/** The end of the work: the files go, the report stays. */
export async function finishImport(db: DbOrTx, id: string, p: Progress | null, failure: string | null) {
  await db
    .update(dealerImports)
    .set({ ...(p ?? {}), status: failure ? 'failed' : 'done', failure, csv: null, photosZip: null, finishedAt: new Date() })
    .where(eq(dealerImports.id, id));
}
