// A seller deletes one of their listings, from /seller/dashboard or /dashboard (contract 6.3), with
// the toasts of seller-admin spec section 8; only the title of a lost connection differs by screen.
import { displayName, type NameParts } from '@gaadi/domain/listing-text';
import { ApiError } from '@/lib/api/client';
import { deleteListing } from '@/lib/api/seller-listings';
import { toast } from '@/lib/toast-store';
import { msg, t } from '@/lib/i18n/i18n';
import { serverText } from '@/lib/i18n/server-text';

/** The lost connection's titles, in the page's language. */
const NETWORK_TITLES = { 'Network Error': msg('Network Error'), 'Delete Error': msg('Delete Error') };

/** True once the listing is gone. */
export async function deleteOwnListing(listing: NameParts & { id: string }, networkTitle: keyof typeof NETWORK_TITLES): Promise<boolean> {
  try {
    await deleteListing(listing.id);
    toast({ title: t('Listing Deleted'), description: t('{name} has been removed from your listings', { name: displayName(listing) }), variant: 'success' });
    return true;
  } catch (e) {
    if (e instanceof ApiError && e.status !== 0) toast({ title: t('Delete Failed'), description: serverText(e.message), variant: 'destructive' });
    else toast({ title: t(NETWORK_TITLES[networkTitle]), description: t('Failed to delete listing'), variant: 'destructive' });
    return false;
  }
}
