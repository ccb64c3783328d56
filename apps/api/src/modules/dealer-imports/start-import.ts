// POST /dealers/me/imports/ (issue 22): a dealer's CSV (and optional photo ZIP) checked whole, then
// stored with its job queued in one transaction; 202 with the import's id. Nothing is stored for a
// file refused here.
import { readFile } from 'node:fs/promises';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@gaadi/domain/dealer-import-rules';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { requireAccess } from '../access/access-policy.ts';
import { dealerOfUser } from '../dealers/dealer-records.ts';
import type { Upload } from '../media/multipart-reader.ts';
import { decodeCsv, parseCsv } from './csv-file.ts';
import { IMPORT_QUEUE, type ImportJob } from './import-job.ts';
import { indexPhotoZip } from './photo-zip.ts';
import { insertImport } from './queries.ts';

/** Before a byte of the upload is read: only a dealer may import. */
export async function requireDealer(ctx: AppContext, actor: Actor & { kind: 'user' }) {
  const dealer = await dealerOfUser(ctx.db, actor.id);
  requireAccess(actor, 'stockImport.start', { userId: actor.id, isDealer: dealer !== null });
}

export async function startImport(ctx: AppContext, actor: Actor & { kind: 'user' }, upload: Upload) {
  await requireDealer(ctx, actor);
  const csvFile = upload.files.find((f) => f.fieldname === 'file');
  if (!csvFile) throw new AppError(400, 'NO_FILE', IMPORT_MESSAGES.noCsv);
  if (csvFile.size > IMPORT_LIMITS.maxCsvBytes) throw new AppError(413, 'FILE_TOO_LARGE', IMPORT_MESSAGES.csvTooLarge);
  const zipFile = upload.files.find((f) => f.fieldname === 'photos');
  if (zipFile && zipFile.size > IMPORT_LIMITS.maxZipBytes) throw new AppError(413, 'FILE_TOO_LARGE', IMPORT_MESSAGES.zipTooLarge);

  const csv = decodeCsv(await readFile(csvFile.path));
  const rows = parseCsv(csv);
  const photosZip = zipFile && zipFile.size > 0 ? await readFile(zipFile.path) : null;
  if (photosZip) (await indexPhotoZip(photosZip)).file.close();

  return ctx.db.transaction(async (tx) => {
    const row = await insertImport(tx, { userId: actor.id, fileName: csvFile.filename.slice(0, 200), total: rows.length, csv, photosZip });
    await ctx.jobs.sendInTx(tx, IMPORT_QUEUE, { importId: row.id } satisfies ImportJob, { retryLimit: 1, expireInSeconds: 30 * 60 });
    return { id: row.id, status: 'queued' as const };
  });
}
