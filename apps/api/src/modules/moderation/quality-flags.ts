// Issue 15's quality gate (decision 017): flags shown to admins on a listing, computed when an
// admin answer is built, so a flag reflects the listing as it is now (after submission or an edit)
// and other sellers' later listings too. Flags inform; nothing here blocks a listing.
import { PRICE_FLAG_DEVIATION } from '@gaadi/domain/fair-price-method';
import {
  ageInYears,
  KM_PER_YEAR_MAX,
  KM_PER_YEAR_MIN,
  QUALITY_FLAG_MESSAGES as M,
  SHARED_PHONE_SELLERS,
} from '@gaadi/domain/quality-flags';
import type { QualityFlag } from '@gaadi/domain/schemas/trust-admin';
import type { Actor } from '../../platform/auth-guards.ts';
import type { DbOrTx } from '../../platform/database.ts';
import { requireAccess } from '../access/access-policy.ts';
import { expectedPrices } from '../fair-price/rate-listings.ts';
import type { ListingRow } from '../listing-store/listing-rows.ts';
import { sellerOfListings, sellersPerPhone } from '../listing-store/quality-reads.ts';
import { photosAlsoElsewhere } from '../media/duplicate-photos.ts';

/** The kilometre flag alone (pure): per year of age, above the maximum or below the minimum. */
export function kmFlag(car: { year: number; kmDriven: number }, now: Date = new Date()): QualityFlag | null {
  const age = ageInYears(car.year, now);
  const perYear = Math.round(car.kmDriven / age);
  if (perYear > KM_PER_YEAR_MAX) return { code: 'km_implausible', message: M.km_high(perYear), details: { km_per_year: perYear, age_years: age } };
  // A car of this year may be new: the minimum applies from its first full year.
  if (perYear < KM_PER_YEAR_MIN && car.year < now.getUTCFullYear()) {
    return { code: 'km_implausible', message: M.km_low(perYear), details: { km_per_year: perYear, age_years: age } };
  }
  return null;
}

/** Flags of each listing, by id: for admins only (they name other sellers' listings). */
export async function qualityFlags(db: DbOrTx, actor: Actor, rows: ListingRow[]): Promise<Map<string, QualityFlag[]>> {
  requireAccess(actor, 'qualityFlags.read', {});
  const ids = rows.map((r) => r.id);
  const [expected, matches, phones] = await Promise.all([
    expectedPrices(db, rows),
    photosAlsoElsewhere(db, ids),
    sellersPerPhone(db, rows.map((r) => r.sellerPhone)),
  ]);
  const sellers = await sellerOfListings(db, [...matches.values()].flat().map((m) => m.other_listing_id));
  return new Map(
    rows.map((row) => {
      const flags: QualityFlag[] = [];
      const others = (matches.get(row.id) ?? []).filter((m) => {
        const seller = sellers.get(m.other_listing_id);
        return seller !== undefined && seller !== row.sellerId;
      });
      if (others.length) {
        const photos = [...new Set(others.map((m) => m.image_id))];
        const listings = [...new Set(others.map((m) => m.other_listing_id))];
        flags.push({ code: 'duplicate_photo', message: M.duplicate_photo(photos.length), details: { image_ids: photos, other_listing_ids: listings } });
      }
      const km = kmFlag(row);
      if (km) flags.push(km);
      const e = expected.get(row.id);
      if (e) {
        const deviation = row.price / e.expected - 1;
        const pct = Math.round(Math.abs(deviation) * 100);
        if (Math.abs(deviation) > PRICE_FLAG_DEVIATION) {
          const details = { expected_price: Math.round(e.expected), comparables: e.comparables, deviation_percent: Math.round(deviation * 100) };
          flags.push({ code: 'price_outside_band', message: deviation < 0 ? M.price_low(pct) : M.price_high(pct), details });
        }
      }
      const sharing = phones.get(row.sellerPhone) ?? 0;
      if (sharing >= SHARED_PHONE_SELLERS) flags.push({ code: 'shared_phone', message: M.shared_phone(sharing), details: { sellers: sharing } });
      return [row.id, flags];
    }),
  );
}
