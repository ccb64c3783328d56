// Test helper: listings written through this module's own queries (used only by *.test.ts).
import { defaultTitle } from '@gaadi/domain/listing-text';
import { listingImages } from '../../db/schema.ts';
import type { AppContext } from '../../platform/context.ts';
import { resolveCatalogue } from './catalogue-names.ts';
import { insertListing, type NewListing } from './queries.ts';

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

export async function seedListing(ctx: AppContext, sellerId: string, opts: TestListing = {}) {
  const refs = await resolveCatalogue(
    ctx.db,
    {
      brand: opts.brand ?? 'Maruti Suzuki',
      model: opts.model ?? 'Swift',
      variant: opts.variant ?? 'VXi',
      city: opts.city ?? 'Pune',
      state: opts.state ?? 'Maharashtra',
    },
    true,
  );
  const year = opts.values?.year ?? 2020;
  const status = opts.status ?? 'pending';
  const createdAt = opts.values?.createdAt ?? new Date();
  const row = await insertListing(ctx.db, {
    sellerId,
    ...refs,
    title: defaultTitle({ year, brand: refs.brandName, model: refs.modelName, variant: refs.variantName }),
    year,
    price: 550_000,
    kmDriven: 42_000,
    fuelType: 'petrol',
    transmission: 'manual',
    sellerName: 'Ravi',
    sellerPhone: '+919800000000',
    status,
    verified: status === 'approved',
    approvedAt: status === 'approved' ? createdAt : null,
    createdAt,
    updatedAt: createdAt,
    ...opts.values,
  });
  for (let i = 0; i < (opts.images ?? 0); i++) {
    const key = `cars/test/${row.id}-${i}`;
    await ctx.db.insert(listingImages).values({
      listingId: row.id,
      uploaderUserId: sellerId,
      position: i,
      storageKey: `${key}.jpg`,
      thumbnailKey: `${key}-w800.jpg`,
      width: 1600,
      height: 1200,
      sizeBytes: 1000,
    });
  }
  return row;
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
