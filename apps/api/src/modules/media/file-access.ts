import type { Actor } from '../../platform/auth-guards.ts';

export interface FileOwnership {
  listingId: string | null;
  uploaderUserId: string | null;
  /** Seller of the listing the file belongs to, when attached. */
  listingSellerId: string | null;
}

/** Contract 5.3: the listing's owner, the uploader of an unattached file, or any admin. */
export function canManageFile(actor: Actor, f: FileOwnership): boolean {
  if (actor.kind === 'admin') return true;
  if (f.listingId) return f.listingSellerId === actor.id;
  return f.uploaderUserId === actor.id;
}

/** Contract 5.1: uploading into a listing needs its owner or an admin. */
export function canAddToListing(actor: Actor, listingSellerId: string): boolean {
  return actor.kind === 'admin' || listingSellerId === actor.id;
}
