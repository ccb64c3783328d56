// The fair-price chip of a card (issue 13, from issue 15's price_rating): its words (the listing
// page's, from the domain) and colour.
import type { PriceRatingLabel } from '@gaadi/domain/schemas/trust';

export { PRICE_RATING_TEXT } from '@gaadi/domain/trust-text';

/** The badge colour (ui/badge.tsx): green below the expected range, blue within, amber above. */
export const priceRatingVariant = (label: PriceRatingLabel) => (label === 'great' || label === 'good' ? 'success' : label === 'fair' ? 'info' : 'warning');
