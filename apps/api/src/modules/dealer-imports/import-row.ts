// One row of a stock import (decision 038): rejected with the create endpoint's messages, created
// (pending, for admin review) through the create use case's write, updated through the seller's edit
// rules (back to review), or left alone when nothing differs. The job (import-job.ts) writes a chunk
// of rows in one transaction and each row in a savepoint of it, through the listing store, so every
// row's event fires (alerts, caches) with the chunk's commit and a bad row undoes only itself.
// A row is planned first (checks, the dealer's limit, photos through the image pipeline: no
// writes), then written.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type yauzl from 'yauzl';
import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportOutcome } from '@gaadi/domain/dealer-import-rules';
import type { ImportRowReport } from '@gaadi/domain/schemas/dealer-imports';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Write } from '../../platform/domain-events.ts';
import { AppError } from '../../platform/errors.ts';
import type { CatalogueMemo } from '../catalogue/resolve-names.ts';
import { insertSubmittedListing } from '../listings/create-listing.ts';
import { applyListingPatch } from '../listings/apply-listing-patch.ts';
import { lockListing, type ListingRow } from '../listing-store/listing-rows.ts';
import { attachUploadedImages } from '../media/listing-images.ts';
import { uploadImages } from '../media/upload-images.ts';
import type {} from '../media/media-events.ts';
import type { AccountContact } from '../users/accounts.ts';
import { listingDiff } from './listing-diff.ts';
import { extractPhoto, type ZipPhoto } from './photo-zip.ts';
import type { RowValues } from './row-values.ts';

export interface RowContext {
  ctx: AppContext;
  actor: Actor & { kind: 'user' };
  zip: { file: yauzl.ZipFile; photos: Map<string, Map<string, ZipPhoto>> } | null;
  /** Throws a 429 when the dealer's daily allowance of new listings is spent; spend() after a create. */
  limit: { check: () => Promise<void>; spend: () => Promise<void> };
}

/** A row of the file: its number (from 1), its values and the dealer's car with its stock number. */
export interface RowInput {
  row: number;
  values: RowValues;
  existing: ListingRow | null;
  /** Whether that car has photos (read for each chunk; false for a new car). */
  hasPhotos: boolean;
}

/** What a row comes to before anything is written. */
export type RowPlan =
  /** Rejected or unchanged: nothing to write. */
  | { kind: 'done'; report: ImportRowReport }
  | { kind: 'create'; imageIds: string[] }
  | { kind: 'update'; existing: ListingRow; imageIds: string[]; notes: string[] }
  /** Its photos go through the image pipeline, which runs outside any transaction: it opens a chunk of its own. */
  | { kind: 'photos-first' };

class RowRejected extends Error {
  constructor(readonly errors: Record<string, string>) {
    super('row rejected');
  }
}

const report = (row: number, stockNumber: string, outcome: ImportOutcome, listingId: string | null, errors: Record<string, string> = {}, notes?: string[]): ImportRowReport => ({
  row,
  stock_number: stockNumber,
  outcome,
  listing_id: listingId,
  errors,
  ...(notes?.length ? { notes } : {}),
});

/** The first message per field of a refused write, keyed as the row's columns are. */
function errorsOf(e: unknown): Record<string, string> | null {
  if (e instanceof RowRejected) return e.errors;
  if (!(e instanceof AppError) || e.statusCode >= 500) return null;
  const details = Object.fromEntries(Object.entries(e.details ?? {}).map(([k, v]) => [k === 'image_ids' ? 'photos' : k, v[0] ?? e.message]));
  return Object.keys(details).length ? details : { row: e.message };
}

/** A refusal becomes the row's report; anything else (a 500, the database gone) stops the import. */
function rejectedOrThrow(input: RowInput, e: unknown): ImportRowReport {
  const errors = errorsOf(e);
  if (!errors) throw e;
  return report(input.row, input.values.stockNumber, 'rejected', input.existing?.id ?? null, errors);
}

/**
 * Checks a row without writing: its values, the dealer's daily limit for a new car (checked right
 * before its write, which follows at once), what would change on a known one, and its photos.
 * With `pipeline` false a row whose photos need the image pipeline answers 'photos-first'.
 */
export async function planRow(rc: RowContext, input: RowInput, pipeline: boolean): Promise<RowPlan> {
  const { row, values, existing } = input;
  const { stockNumber } = values;
  if (!values.body) return { kind: 'done', report: report(row, stockNumber, 'rejected', existing?.id ?? null, values.errors) };
  const body = values.body;
  const folder = rc.zip?.photos.get(stockNumber);
  try {
    if (!existing) {
      if (!pipeline && rc.zip && folder?.size) return { kind: 'photos-first' };
      await rc.limit.check().catch((e: unknown) => {
        throw e instanceof AppError && e.statusCode === 429 ? new RowRejected({ stock_number: IMPORT_MESSAGES.dealerLimit(rc.ctx.config.userLimits.dealerListingsPerDay) }) : e;
      });
      return { kind: 'create', imageIds: await photosFor(rc, values, folder) };
    }
    const notes: string[] = [];
    const addPhotos = !input.hasPhotos && !!folder?.size;
    if (input.hasPhotos && (values.photoNames || folder?.size)) notes.push(IMPORT_MESSAGES.photosKept);
    if (!Object.keys(listingDiff(body, values.given, existing)).length && !addPhotos) return { kind: 'done', report: report(row, stockNumber, 'unchanged', existing.id, {}, notes) };
    if (addPhotos && !pipeline) return { kind: 'photos-first' };
    return { kind: 'update', existing, imageIds: addPhotos ? await photosFor(rc, values, folder) : [], notes };
  } catch (e) {
    return { kind: 'done', report: rejectedOrThrow(input, e) };
  }
}

/**
 * Writes a planned row in a savepoint of the chunk's transaction `w`: all of the row or none of it.
 * `chunk`: the dealer's account (its contacts fill a row without contact columns) and the catalogue
 * names found in this transaction.
 */
export async function writeRow(
  rc: RowContext,
  w: Write,
  input: RowInput,
  plan: Extract<RowPlan, { kind: 'create' | 'update' }>,
  chunk: { account: AccountContact | undefined; catalogue: CatalogueMemo },
): Promise<ImportRowReport> {
  const { row, values } = input;
  const { stockNumber } = values;
  const body = values.body!;
  try {
    if (plan.kind === 'create') {
      const created = await w.savepoint((s) => insertSubmittedListing(s, { userId: rc.actor.id, body: { ...body, image_ids: plan.imageIds }, stockNumber, ...chunk }));
      await rc.limit.spend();
      return report(row, stockNumber, 'created', created.id);
    }
    const { existing, imageIds, notes } = plan;
    const changed = await w.savepoint(async (s) => {
      const current = await lockListing(s.tx, existing.id);
      if (!current) throw new RowRejected({ stock_number: IMPORT_MESSAGES.failed });
      const patch = listingDiff(body, values.given, current);
      let wrote = false;
      if (Object.keys(patch).length) {
        // As the seller's own edit (6.2): edited content is unreviewed content.
        await applyListingPatch(s, current, { ...patch, status: 'pending', verified: false }, { by: { userId: rc.actor.id }, catalogueVerified: false });
        wrote = true;
      }
      if (imageIds.length) {
        if (!(await attachUploadedImages(s.tx, { ids: imageIds, userId: rc.actor.id, listingId: current.id }))) throw new RowRejected({ photos: IMPORT_MESSAGES.failed });
        await s.publish({ type: 'media.listing_photos_changed', listingId: current.id });
        wrote = true;
      }
      return wrote;
    });
    return report(row, stockNumber, changed ? 'updated' : 'unchanged', existing.id, {}, notes);
  } catch (e) {
    return rejectedOrThrow(input, e);
  }
}

/** The row's photos from its ZIP folder through the image pipeline (unattached uploads of the dealer). */
async function photosFor(rc: RowContext, values: RowValues, folder: Map<string, ZipPhoto> | undefined): Promise<string[]> {
  if (!rc.zip || !folder?.size) {
    if (values.photoNames?.length) throw new RowRejected({ photos: IMPORT_MESSAGES.photoMissing(values.photoNames[0]!) });
    return [];
  }
  const chosen: ZipPhoto[] = [];
  for (const name of values.photoNames ?? [...folder.keys()].sort()) {
    const photo = folder.get(name);
    if (!photo) throw new RowRejected({ photos: IMPORT_MESSAGES.photoMissing(name) });
    chosen.push(photo);
  }
  if (chosen.length > IMPORT_LIMITS.maxPhotosPerRow) throw new RowRejected({ photos: IMPORT_MESSAGES.tooManyPhotos });
  const dir = await mkdtemp(join(tmpdir(), 'gaadi-import-'));
  try {
    const files = [];
    for (const photo of chosen) files.push({ fieldname: 'photos', filename: photo.name, ...(await extractPhoto(rc.zip.file, photo, dir)) });
    const images = await uploadImages(rc.ctx, rc.actor, { fields: {}, files, cleanup: async () => {} }).catch((e: unknown) => {
      throw e instanceof AppError && e.statusCode < 500 ? new RowRejected({ photos: e.message }) : e;
    });
    return images.map((i) => i.id);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
