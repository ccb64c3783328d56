// The pg-boss job that works one import (decision 038): rows in file order, in chunks of at most
// CHUNK_ROWS rows, each chunk one transaction and each row a savepoint in it (a bad row undoes only
// itself); a row whose photos need the image pipeline starts a chunk, its photos made before the
// transaction opens. Progress (counts and report) is saved after a chunk when PROGRESS_EVERY_MS has
// passed; the files are dropped at the end.
import { IMPORT_MESSAGES } from '@gaadi/domain/dealer-import-rules';
import type { AppContext } from '../../platform/context.ts';
import type { CatalogueMemo } from '../catalogue/resolve-names.ts';
import { listingsByStockNumbers } from '../listing-store/listing-rows.ts';
import { imageCountsOfListings } from '../media/listing-images.ts';
import { accountContacts } from '../users/accounts.ts';
import { parseCsv } from './csv-file.ts';
import { planRow, writeRow, type RowContext, type RowInput } from './import-row.ts';
import { indexPhotoZip } from './photo-zip.ts';
import { claimImport, finishImport, saveProgress, type Progress } from './queries.ts';
import { rowValues, type RowValues } from './row-values.ts';

export const IMPORT_QUEUE = 'dealer-stock-import';
/**
 * Rows per transaction. Each written row is a savepoint, i.e. a subtransaction: PostgreSQL keeps
 * 64 of them per transaction in shared memory before every other session's snapshots get slower
 * (subxid overflow), so a chunk stays under that.
 */
export const CHUNK_ROWS = 50;
export const PROGRESS_EVERY_MS = 1_000;

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

/** The file's rows with the repeated stock numbers rejected (the first use keeps its number). */
function fileRows(csv: string): RowValues[] {
  const seen = new Map<string, number>();
  return parseCsv(csv).map((cells, i) => {
    const values = rowValues(cells);
    const row = i + 1;
    const first = seen.get(values.stockNumber);
    if (values.stockNumber && first !== undefined) values.errors.stock_number ??= IMPORT_MESSAGES.duplicateStockNumber(first);
    if (values.stockNumber && first === undefined) seen.set(values.stockNumber, row);
    if (Object.keys(values.errors).length) values.body = null;
    return values;
  });
}

export async function runImport(ctx: AppContext, importId: string, log: { error: (o: object, m: string) => void }) {
  const claimed = await claimImport(ctx.db, importId);
  if (!claimed?.csv) return;
  const progress: Progress = { processed: 0, created: 0, updated: 0, unchanged: 0, rejected: 0, report: [] };
  const zip = claimed.photosZip ? await indexPhotoZip(claimed.photosZip) : null;
  try {
    const rows = fileRows(claimed.csv);
    const userId = claimed.userId;
    // Stock numbers are unique in the file, so this look-up stays true for the whole job (a retried job finds its own creations).
    const existing = await listingsByStockNumbers(ctx.db, userId, [...new Set(rows.map((r) => r.stockNumber).filter(Boolean))]);
    const rc: RowContext = { ctx, actor: { kind: 'user', id: userId }, zip, limit: dealerLimit(ctx, userId) };
    let savedAt = Date.now();
    while (progress.processed < rows.length) {
      const start = progress.processed;
      const window = rows.slice(start, start + CHUNK_ROWS).map((values, i) => ({ row: start + i + 1, values, existing: existing.get(values.stockNumber) ?? null }));
      const known = window.flatMap((r) => (r.existing ? [r.existing.id] : []));
      const [photoCounts, accounts] = await Promise.all([imageCountsOfListings(ctx.db, known), accountContacts(ctx.db, [userId])]);
      const inputs: RowInput[] = window.map((r) => ({ ...r, hasPhotos: !!r.existing && photoCounts.has(r.existing.id) }));
      const chunk = { account: accounts.get(userId), catalogue: new Map() as CatalogueMemo };
      // The chunk's first row may use the image pipeline: outside the transaction.
      const first = await planRow(rc, inputs[0]!, true);
      const done: Progress['report'] = [];
      let stop: unknown = null;
      await ctx.events.transaction(async (w) => {
        for (const [i, input] of inputs.entries()) {
          try {
            const plan = i === 0 ? first : await planRow(rc, input, false);
            if (plan.kind === 'photos-first') break;
            done.push(plan.kind === 'done' ? plan.report : await writeRow(rc, w, input, plan, chunk));
            // A created row may have named an unnamed account (as the wizard does): later rows read it again.
            if (plan.kind === 'create' && !chunk.account?.name.trim()) chunk.account = (await accountContacts(w.tx, [userId])).get(userId);
          } catch (e) {
            // Not a row's refusal (a 500, the database): the rows before it commit, then the import stops.
            stop = e;
            break;
          }
        }
      });
      for (const result of done) {
        progress[result.outcome] += 1;
        progress.report.push(result);
      }
      progress.processed += done.length;
      if (stop) throw stop;
      if (progress.processed < rows.length && Date.now() - savedAt >= PROGRESS_EVERY_MS) {
        await saveProgress(ctx.db, importId, progress);
        savedAt = Date.now();
      }
    }
    await finishImport(ctx.db, importId, progress, null);
  } catch (e) {
    log.error({ err: (e as Error).message, importId }, 'stock import failed');
    await finishImport(ctx.db, importId, progress, IMPORT_MESSAGES.failed);
  } finally {
    zip?.file.close();
  }
}
