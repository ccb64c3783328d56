// Issue 15's trust panel on the listing page, as deferred parts (lib/deferred): all of it is text
// and links, readable in the server's markup at once, so its code loads when it comes near the
// viewport and stays out of the page's first JavaScript (the listing page's 94 KB budget).
import { deferred } from '@/lib/deferred';

export const PriceRating = deferred('trust-rating', () => import('@/features/listing/trust/price-rating'));
export const VerifiedChecks = deferred('verified-checks', () => import('@/features/listing/trust/verified-checks'));
export const SideNotes = deferred('trust-side-notes', () => import('@/features/listing/trust/side-notes'));
// Below the price and the facts: its code (2 KB) when it is on screen, not before (the 90 KB budget).
export const TrustDetails = deferred('trust-details', () => import('@/features/listing/trust/trust-details'), '0px');
