// PUT /cars/{id}/ (contract 6.2): the owner edits; the listing goes back to review.
import { CAR_NOT_FOUND_MESSAGE } from '@gaadi/domain/schemas/car';
import type { AppContext } from '../../platform/context.ts';
import { notFound, validationError } from '../../platform/errors.ts';
import { findListing } from './queries.ts';
import { isUuid } from '../../platform/ids.ts';
import { applyListingPatch } from './apply-listing-patch.ts';
import { mapOwnerEdit } from './owner-edit-fields.ts';
import { presentCar } from './present-cars.ts';
import { lockListingRow } from './queries.ts';

/** The caller's own listing, else 404: another seller's listing is not even acknowledged. */
export async function ownListing(ctx: AppContext, userId: string, id: string) {
  const listing = isUuid(id) ? await findListing(ctx.db, id) : null;
  if (!listing || listing.sellerId !== userId) throw notFound(CAR_NOT_FOUND_MESSAGE);
  return listing;
}

export async function updateOwnListing(ctx: AppContext, userId: string, id: string, body: Record<string, unknown>) {
  await ownListing(ctx, userId, id);
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockListingRow(tx, id);
    if (!current || current.sellerId !== userId) throw notFound(CAR_NOT_FOUND_MESSAGE);
    const { patch, errors } = mapOwnerEdit(body, current);
    // Only `message` is shown on this screen (1.5): it names the first problem.
    if (Object.keys(errors).length) throw validationError(errors);
    // Edited content is unreviewed content: back to pending, no longer verified.
    const { row } = await applyListingPatch(tx, current, { ...patch, status: 'pending', verified: false }, { actor: { userId }, catalogueVerified: false });
    return row;
  });
  ctx.events.changed(id);
  return presentCar(ctx, row);
}
