// PUT /cars/{id}/images/order/ (added for issue 14 beside contract 5.3/5.4): the seller's edit form
// and the wizard let photos be reordered; media change only through the upload endpoints (6.2).
import { IMAGE_ORDER_MESSAGES, type ImageOrderBody } from '@gaadi/domain/schemas/seller';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { validationError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import type {} from './media-events.ts'; // the events it publishes (declaration merging)
import { requireAccess } from '../access/access-policy.ts';
import { findListing } from '../listing-store/listing-rows.ts';
import { imageIdsOfListing, setImagePositions } from './queries.ts';

/** Same access as adding photos (5.1): the listing's owner or an admin; 404 for an unknown listing. */
export async function reorderImages(ctx: AppContext, actor: Actor, listingId: string, body: ImageOrderBody): Promise<string> {
  const listing = isUuid(listingId) ? await findListing(ctx.db, listingId) : null;
  requireAccess(actor, 'listing.reorderMedia', listing);
  await ctx.events.transaction(async (w) => {
    const current = await imageIdsOfListing(w.tx, listingId);
    const wanted = body.image_ids;
    const same = wanted.length === current.length && new Set(wanted).size === wanted.length && wanted.every((id) => current.includes(id));
    if (!same) throw validationError({ image_ids: [IMAGE_ORDER_MESSAGES.mismatch] });
    await setImagePositions(w.tx, listingId, wanted);
    await w.publish({ type: 'media.listing_photos_changed', listingId });
  });
  return IMAGE_ORDER_MESSAGES.saved;
}
