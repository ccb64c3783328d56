// What the admin table offers per listing status (seller-admin spec sections 2 and 4).
import { listingStatusVariant } from '@/ui/listing-status';

type AdminAction = 'approve' | 'reject' | 'delete';

/** Approve and Reject only while pending; Delete always. */
export function adminActionsFor(status: string | null | undefined): AdminAction[] {
  return (status ?? '').toLowerCase() === 'pending' ? ['approve', 'reject', 'delete'] : ['delete'];
}

/** Badge colour: pending yellow, approved green, rejected red, anything else grey. */
export function adminBadgeColour(status: string | null | undefined): 'yellow' | 'green' | 'red' | 'gray' {
  const colours = { warning: 'yellow', success: 'green', danger: 'red' } as const;
  return colours[listingStatusVariant(status) as keyof typeof colours] ?? 'gray';
}

export type AdminFilter = 'pending' | 'approved';

export const tableTitle = (filter: AdminFilter) => (filter === 'pending' ? 'Pending Listings' : 'Active Listings');
