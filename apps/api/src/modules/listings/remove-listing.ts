// DELETE /cars/seller/{id}/delete/ (contract 6.3) and DELETE /admin/cars/{id}/delete/ (7.5): the
// listing goes with everything hanging off it, then its stored photos and video.
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { isUuid } from '../../platform/ids.ts';
import { requireAccess } from '../access/access-policy.ts';
import { lockListing } from '../listing-store/listing-rows.ts';
import { deleteListing } from '../listing-store/listing-writes.ts';
import { storageKeysOfListing } from '../media/listing-images.ts';
import { removeStoredFiles } from '../media/stored-files.ts';

interface Log {
  warn: (o: object, m: string) => void;
}

/** The seller's own listing (6.3) or any listing for an admin (7.5); 404 for anyone else's. */
export async function removeListing(ctx: AppContext, actor: Actor, id: string, log?: Log): Promise<void> {
  const keys = await ctx.events.transaction(async (w) => {
    const listing = isUuid(id) ? await lockListing(w.tx, id) : null;
    requireAccess(actor, actor.kind === 'admin' ? 'listing.moderate' : 'listing.delete', listing);
    // Read before the rows cascade away with the listing.
    const keys = await storageKeysOfListing(w.tx, id);
    await deleteListing(w, listing, actor.kind === 'admin' ? { adminId: actor.id } : { userId: actor.id });
    return keys;
  });
  await removeStoredFiles(ctx, keys, log);
}
