// POST /cars/{id}/sold/ (issue 22): the seller marks their car sold from the dashboard. The spec's
// `sold` status; the edit announces itself ('listing.edited'), so its listeners follow as for an
// admin's: the car_sold notification, the car's conversations closing with a note, caches.
import { LISTING_STATUS_MESSAGES } from '@gaadi/domain/schemas/seller';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { conflict } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { requireAccess } from '../access/access-policy.ts';
import { lockListing } from '../listing-store/listing-rows.ts';
import { applyListingPatch } from './apply-listing-patch.ts';
import { presentCar } from './present-cars.ts';

/** Live (approved) or waiting for review: both can be sold; sold again is a no-op. */
const SELLABLE = ['approved', 'pending', 'inactive'];

export async function markSold(ctx: AppContext, actor: Actor, id: string) {
  const row = await ctx.events.transaction(async (w) => {
    const current = isUuid(id) ? await lockListing(w.tx, id) : null;
    requireAccess(actor, 'listing.markSold', current);
    if (current.status === 'sold') return current;
    if (!SELLABLE.includes(current.status)) throw conflict(LISTING_STATUS_MESSAGES.notSellable);
    const { row } = await applyListingPatch(w, current, { status: 'sold' }, { by: { userId: actor.id }, catalogueVerified: false });
    return row;
  });
  return presentCar(ctx, row);
}
