// GET /fair-price/method/: the numbers of the method as the API applies them (decision 017).
import {
  FAIR_PRICE_ADJUSTMENTS,
  FAIR_PRICE_BANDS,
  FAIR_PRICE_MIN_COMPARABLES,
  FAIR_PRICE_RANGE,
  FAIR_PRICE_YEAR_WINDOW,
  OWNER_COUNTS,
  PRICE_FLAG_DEVIATION,
} from '@gaadi/domain/fair-price-method';
import type { FairPriceMethod } from '@gaadi/domain/schemas/trust-admin';

export function fairPriceMethod(): FairPriceMethod {
  return {
    year_window: FAIR_PRICE_YEAR_WINDOW,
    min_comparables: FAIR_PRICE_MIN_COMPARABLES,
    adjustments: {
      per_10000_km: FAIR_PRICE_ADJUSTMENTS.per10000Km,
      per_extra_owner: FAIR_PRICE_ADJUSTMENTS.perExtraOwner,
      per_year_newer: FAIR_PRICE_ADJUSTMENTS.perYearNewer,
      fuel: { ...FAIR_PRICE_ADJUSTMENTS.fuel },
      transmission: { ...FAIR_PRICE_ADJUSTMENTS.transmission },
    },
    owner_counts: { ...OWNER_COUNTS },
    bands: FAIR_PRICE_BANDS.map((b) => ({ label: b.label, up_to: b.upTo })),
    expected_range: { ...FAIR_PRICE_RANGE },
    price_flag_deviation: PRICE_FLAG_DEVIATION,
  };
}
