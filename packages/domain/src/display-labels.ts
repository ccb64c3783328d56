// Human labels for the listing vocabularies (contract 2.8) wherever a screen shows a stored value:
// "diesel" → "Diesel", "1st" → "1st owner", "pending" → "Under Review". Zod-free, so a page loads
// only these few strings. An unknown value still reads as words ("very_urgent" → "Very urgent").
import { FUEL_LABELS, TRANSMISSION_LABELS } from './public-constants.ts';

const CONDITION: Record<string, string> = { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor' };
const ACCIDENT: Record<string, string> = { none: 'None', minor: 'Minor', major: 'Major' };
const URGENCY: Record<string, string> = { normal: 'Normal', urgent: 'Urgent', very_urgent: 'Very urgent' };
/** Listing statuses as the seller-admin spec names them (pending is "Under Review", section 4). */
const STATUS: Record<string, string> = {
  pending: 'Under Review',
  approved: 'Approved',
  rejected: 'Rejected',
  sold: 'Sold',
  active: 'Active',
  inactive: 'Inactive',
};

/** "very_urgent" → "Very urgent"; empty → "". */
export function wordsOf(value: string | null | undefined): string {
  const s = (value ?? '').trim().replace(/_/g, ' ');
  return s ? s[0]!.toUpperCase() + s.slice(1).toLowerCase() : '';
}

const labelFrom = (labels: Record<string, string>) => (value: string | null | undefined) =>
  labels[(value ?? '').trim().toLowerCase()] ?? wordsOf(value);

export const fuelLabel = labelFrom(FUEL_LABELS);
export const transmissionLabel = labelFrom(TRANSMISSION_LABELS);
export const conditionLabel = labelFrom(CONDITION);
export const accidentLabel = labelFrom(ACCIDENT);
export const urgencyLabel = labelFrom(URGENCY);
/** A missing status reads "Unknown" (seller-admin spec section 4). */
export const listingStatusLabel = (status: string | null | undefined) => (status ? labelFrom(STATUS)(status) : 'Unknown');
/** "1st" → "1st owner", "4th+" → "4th+ owner". */
export const ownerLabel = (owner: string | null | undefined) => (owner ? `${owner} owner` : '');
