// One row of a stock import (decision 038): rejected with the create endpoint's messages, created
// (pending, for admin review) through the create use case, updated through the seller's edit rules
// (back to review), or left alone when nothing differs. Each row is its own transaction through the
// listing store, so its event fires (alerts, caches) and a bad row undoes only itself.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type yauzl from 'yauzl';
import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportOutcome } from '@gaadi/domain/dealer-import-rules';
import type { ImportRowReport } from '@gaadi/domain/schemas/dealer-imports';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { createListing } from '../listings/create-listing.ts';
import { applyListingPatch } from '../listings/apply-listing-patch.ts';
import { lockListing, type ListingRow } from '../listing-store/listing-rows.ts';
import { attachUploadedImages, imageCountsOfListings } from '../media/listing-images.ts';
import { uploadImages } from '../media/upload-images.ts';
import type {} from '../media/media-events.ts';
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

export async function importRow(rc: RowContext, row: number, values: RowValues, existing: ListingRow | null): Promise<ImportRowReport> {
  const { stockNumber } = values;
  if (!values.body) return report(row, stockNumber, 'rejected', existing?.id ?? null, values.errors);
  const body = values.body;
  const folder = rc.zip?.photos.get(stockNumber);
  const notes: string[] = [];
  try {
    if (!existing) {
      await rc.limit.check().catch((e: unknown) => {
        throw e instanceof AppError && e.statusCode === 429 ? new RowRejected({ stock_number: IMPORT_MESSAGES.dealerLimit(rc.ctx.config.userLimits.dealerListingsPerDay) }) : e;
      });
      const imageIds = await photosFor(rc, values, folder);
      const created = await createListing(rc.ctx, rc.actor, { ...body, image_ids: imageIds }, { stockNumber });
      await rc.limit.spend();
      return report(row, stockNumber, 'created', created.id);
    }
    const hasPhotos = (await imageCountsOfListings(rc.ctx.db, [existing.id])).has(existing.id);
    const addPhotos = !hasPhotos && !!folder?.size;
    if (hasPhotos && (values.photoNames || folder?.size)) notes.push(IMPORT_MESSAGES.photosKept);
    if (!Object.keys(listingDiff(body, values.given, existing)).length && !addPhotos) return report(row, stockNumber, 'unchanged', existing.id, {}, notes);
    const imageIds = addPhotos ? await photosFor(rc, values, folder) : [];
    const changed = await rc.ctx.events.transaction(async (w) => {
      const current = await lockListing(w.tx, existing.id);
      if (!current) throw new RowRejected({ stock_number: IMPORT_MESSAGES.failed });
      const patch = listingDiff(body, values.given, current);
      let wrote = false;
      if (Object.keys(patch).length) {
        // As the seller's own edit (6.2): edited content is unreviewed content.
        await applyListingPatch(w, current, { ...patch, status: 'pending', verified: false }, { by: { userId: rc.actor.id }, catalogueVerified: false });
        wrote = true;
      }
      if (imageIds.length) {
        if (!(await attachUploadedImages(w.tx, { ids: imageIds, userId: rc.actor.id, listingId: current.id }))) throw new RowRejected({ photos: IMPORT_MESSAGES.failed });
        await w.publish({ type: 'media.listing_photos_changed', listingId: current.id });
        wrote = true;
      }
      return wrote;
    });
    return report(row, stockNumber, changed ? 'updated' : 'unchanged', existing.id, {}, notes);
  } catch (e) {
    const errors = errorsOf(e);
    if (!errors) throw e;
    return report(row, stockNumber, 'rejected', existing?.id ?? null, errors);
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
