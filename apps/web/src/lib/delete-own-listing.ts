// A seller deletes one of their listings, from /seller/dashboard or /dashboard (contract 6.3), with
// the toasts of seller-admin spec section 8; only the title of a lost connection differs by screen.
import { displayName, type NameParts } from '@gaadi/domain/listing-text';
import { ApiError } from '@/lib/api/client';
import { deleteListing } from '@/lib/api/seller-listings';
import { toast } from '@/lib/toast-store';

/** True once the listing is gone. */
export async function deleteOwnListing(listing: NameParts & { id: string }, networkTitle: 'Network Error' | 'Delete Error'): Promise<boolean> {
  try {
    await deleteListing(listing.id);
    toast({ title: 'Listing Deleted', description: `${displayName(listing)} has been removed from your listings`, variant: 'success' });
    return true;
  } catch (e) {
    if (e instanceof ApiError && e.status !== 0) toast({ title: 'Delete Failed', description: e.message, variant: 'destructive' });
    else toast({ title: networkTitle, description: 'Failed to delete listing', variant: 'destructive' });
    return false;
  }
}
