import type { AppContext } from '../../platform/context.ts';
import { storageKeysOfListing } from '../media/listing-images.ts';
import { removeStoredFiles } from '../media/stored-files.ts';
import { deleteListingRow } from './queries.ts';

/** Deletes a listing with everything hanging off it; its stored photos and video go too. */
export async function removeListing(ctx: AppContext, id: string, log?: { warn: (o: object, m: string) => void }): Promise<boolean> {
  const result = await ctx.db.transaction(async (tx) => {
    const keys = await storageKeysOfListing(tx, id);
    return { deleted: await deleteListingRow(tx, id), keys };
  });
  if (!result.deleted) return false;
  await removeStoredFiles(ctx, result.keys, log);
  ctx.events.changed(id);
  return true;
}
