// Listing status colours shared by the seller cards, /dashboard and the admin table: pending
// yellow, approved green, rejected red (seller-admin spec sections 2 and 4); sold blue on /dashboard.
import type { BadgeVariant } from '@/ui/badge';
import { msg } from '@/lib/i18n/i18n';

/** The statuses' names (shown through t() where a page has Hindi). */
const STATUS_NAMES: Record<string, string> = { pending: msg('Pending'), approved: msg('Approved'), rejected: msg('Rejected'), sold: msg('Sold'), inactive: msg('Inactive') };

export function listingStatusVariant(status: string | null | undefined): BadgeVariant {
  switch ((status ?? '').toLowerCase()) {
    case 'pending':
      return 'warning';
    case 'approved':
      return 'success';
    case 'rejected':
      return 'danger';
    case 'sold':
      return 'info';
    default:
      return 'default';
  }
}

/** "pending" → "Pending"; a missing status reads "Unknown". */
export function statusText(status: string | null | undefined): string {
  const s = (status ?? '').toLowerCase();
  return STATUS_NAMES[s] ?? (s ? s[0]!.toUpperCase() + s.slice(1) : msg('Unknown'));
}
