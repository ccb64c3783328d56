// PUT /cars/{id}/ (contract 6.2): the owner edits; the listing goes back to review.
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { validationError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { requireAccess } from '../access/access-policy.ts';
import { lockListing } from '../listing-store/listing-rows.ts';
import { applyListingPatch } from './apply-listing-patch.ts';
import { mapOwnerEdit } from './owner-edit-fields.ts';
import { presentCar } from './present-cars.ts';

export async function updateOwnListing(ctx: AppContext, actor: Actor, id: string, body: Record<string, unknown>) {
  const row = await ctx.events.transaction(async (w) => {
    const current = isUuid(id) ? await lockListing(w.tx, id) : null;
    requireAccess(actor, 'listing.update', current);
    const { patch, errors } = mapOwnerEdit(body, current);
    // Only `message` is shown on this screen (1.5): it names the first problem.
    if (Object.keys(errors).length) throw validationError(errors);
    // Edited content is unreviewed content: back to pending, no longer verified.
    const { row } = await applyListingPatch(w, current, { ...patch, status: 'pending', verified: false }, { by: { userId: actor.id }, catalogueVerified: false });
    return row;
  });
  return presentCar(ctx, row);
}
