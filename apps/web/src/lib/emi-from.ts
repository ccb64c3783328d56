// "EMI from ₹x/month" on cards and in the comparison (issue 13): the EMI calculator's defaults
// (public-side 2: 80% of the price lent, 8.5% a year, 60 months), so the figure matches what
// Calculate EMI opens with. Indicative: the buyer's own loan terms differ.
import { computeEmi, defaultLoanAmount, EMI } from '@gaadi/domain/emi';
import { formatPrice } from '@gaadi/domain/format';
import { t } from '@/lib/i18n/i18n';

/** The calculator's defaults in words (emi.ts): a test keeps them in step. */
export const EMI_NOTE = 'Indicative: 80% of the price at 8.5% a year for 60 months';

/** The monthly instalment at the defaults, rounded up to a rupee; null without a price. */
export function emiFrom(price: unknown): number | null {
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return null;
  return Math.ceil(computeEmi(defaultLoanAmount(price), EMI.rate.default, EMI.tenure.default).monthly);
}

export const emiFromText = (price: unknown) => {
  const emi = emiFrom(price);
  return emi === null ? '' : t('EMI from {price}/month', { price: formatPrice(emi) });
};
