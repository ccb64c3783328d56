// Messages of the admin review and edit (contract 7), sent by the API and shown by the admin pages.
// No zod here.
import { CAR_NOT_FOUND_MESSAGE } from './messages.ts';

export const ADMIN_MESSAGES = {
  listingNotFound: CAR_NOT_FOUND_MESSAGE,
  deleted: 'Listing deleted',
  notPending: (status: string) => `This listing is no longer pending review (current status: ${status})`,
  approved: 'Car listing approved successfully',
  rejected: 'Car listing rejected successfully',
  changesRequested: 'Changes requested from the seller',
  flagged: 'Car listing flagged',
  featured: 'Car listing featured successfully',
  unfeatured: 'Car listing unfeatured successfully',
  updated: 'Listing updated',
  batchApproved: (n: number) => `${n} ${n === 1 ? 'listing' : 'listings'} approved`,
} as const;
