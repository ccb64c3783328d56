import { dealerPath, type Dealer } from '@gaadi/domain/schemas/dealers';
import type { Storage } from '../../platform/storage.ts';
import type { DealerRow } from './dealer-records.ts';

/** A dealer as the public page shows it; logo_url holds a storage key, answered as its URL. */
export const toDealer = (row: DealerRow, storage: Storage): Dealer => ({
  slug: row.slug,
  business_name: row.businessName,
  address: row.address,
  city: row.cityName,
  opening_hours: row.openingHours,
  logo_url: row.logoUrl ? storage.url(row.logoUrl) : '',
  path: dealerPath(row.slug),
  created_at: row.createdAt.toISOString(),
});
