// The pg-boss job that works one import (decision 038): rows in file order, each its own
// transaction; progress every PROGRESS_EVERY rows; the files are dropped at the end.
import { IMPORT_MESSAGES } from '@gaadi/domain/dealer-import-rules';
import type { ImportRowReport } from '@gaadi/domain/schemas/dealer-imports';
import type { AppContext } from '../../platform/context.ts';
import { listingsByStockNumbers } from '../listing-store/listing-rows.ts';
import { parseCsv } from './csv-file.ts';
import { importRow, type RowContext } from './import-row.ts';
import { indexPhotoZip } from './photo-zip.ts';
import { claimImport, finishImport, saveProgress, type Progress } from './queries.ts';
import { rowValues } from './row-values.ts';

export const IMPORT_QUEUE = 'dealer-stock-import';
export const PROGRESS_EVERY = 25;

export interface ImportJob {
  importId: string;
}

function dealerLimit(ctx: AppContext, userId: string): RowContext['limit'] {
  const perDay = ctx.config.userLimits.dealerListingsPerDay;
  const rule = { points: perDay, windowSeconds: 24 * 3600 };
  return {
    check: async () => (perDay > 0 ? ctx.limits.check('dealer-import-listing', userId, rule) : undefined),
    spend: async () => (perDay > 0 ? ctx.limits.consume('dealer-import-listing', userId, rule).catch(() => {}) : undefined),
  };
}

export async function runImport(ctx: AppContext, importId: string, log: { error: (o: object, m: string) => void }) {
  const claimed = await claimImport(ctx.db, importId);
  if (!claimed?.csv) return;
  const progress: Progress = { processed: 0, created: 0, updated: 0, unchanged: 0, rejected: 0, report: [] };
  const zip = claimed.photosZip ? await indexPhotoZip(claimed.photosZip) : null;
  try {
    const rows = parseCsv(claimed.csv).map(rowValues);
    const existing = await listingsByStockNumbers(ctx.db, claimed.userId, [...new Set(rows.map((r) => r.stockNumber).filter(Boolean))]);
    const rc: RowContext = { ctx, actor: { kind: 'user', id: claimed.userId }, zip, limit: dealerLimit(ctx, claimed.userId) };
    const seen = new Map<string, number>();
    for (const [i, values] of rows.entries()) {
      const row = i + 1;
      const first = seen.get(values.stockNumber);
      if (values.stockNumber && first !== undefined) values.errors.stock_number ??= IMPORT_MESSAGES.duplicateStockNumber(first);
      if (values.stockNumber && first === undefined) seen.set(values.stockNumber, row);
      if (Object.keys(values.errors).length) values.body = null;
      // Stock numbers are unique in the file, so the look-up made before the loop stays true (a retried job finds its own creations).
      const current = existing.get(values.stockNumber) ?? null;
      const result: ImportRowReport = await importRow(rc, row, values, current);
      progress[result.outcome] += 1;
      progress.processed = row;
      progress.report.push(result);
      if (row % PROGRESS_EVERY === 0) await saveProgress(ctx.db, importId, progress);
    }
    await finishImport(ctx.db, importId, progress, null);
  } catch (e) {
    log.error({ err: (e as Error).message, importId }, 'stock import failed');
    await finishImport(ctx.db, importId, progress, IMPORT_MESSAGES.failed);
  } finally {
    zip?.file.close();
  }
}
