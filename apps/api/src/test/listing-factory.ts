// Test helper for this module's tests (used only by *.test.ts).
import type { AppContext } from '../platform/context.ts';
import { createListing } from './factories.ts';
import type { NewListing } from '../modules/listing-store/listing-rows.ts';

export interface TestListing {
  brand?: string;
  model?: string;
  variant?: string;
  city?: string;
  state?: string;
  status?: string;
  images?: number;
  values?: Partial<NewListing>;
}

/** A listing of this seller, pending and without photos unless asked (the shared factory underneath). */
export function seedListing(ctx: AppContext, sellerId: string, opts: TestListing = {}) {
  const { values, ...rest } = opts;
  return createListing(ctx, { sellerId, ...rest, status: opts.status ?? 'pending', images: opts.images ?? 0, values });
}

/** A create body (6.1) as the sell wizard sends it. */
export const validBody = () => ({
  brand_name: 'Maruti Suzuki',
  model_name: 'Swift',
  variant_name: 'VXi',
  year: 2020,
  fuel_type: 'petrol',
  transmission: 'manual',
  km_driven: 42000,
  owner_number: '1st',
  price: 550000,
  urgency: 'normal',
  exterior_condition: 'good',
  interior_condition: 'fair',
  engine_condition: 'good',
  accident_history: 'none',
  features: ['ABS', 'Airbags'],
  city_name: 'Pune',
  state_name: '',
  area: 'Baner',
  address: '',
  description: 'Well kept',
  contact: { sellerName: 'Ravi', phoneNumber: '98000 00000', email: 'ravi@example.com' },
  image_ids: [] as string[],
  video_url: '',
});
