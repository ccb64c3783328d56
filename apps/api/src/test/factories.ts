// Factories make data for tests directly in the database (no HTTP), returning rows and tokens.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { admins, listingImages, listings, users } from '../db/schema.ts';
import type { AppContext } from '../platform/context.ts';
import { defaultTitle } from '@gaadi/domain/listing-text';

const rnd = () => randomBytes(4).toString('hex');

export async function createUser(ctx: AppContext, values: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await ctx.db
    .insert(users)
    .values({ name: `User ${rnd()}`, email: `user-${rnd()}@example.com`, hasSignedInBefore: true, ...values })
    .returning();
  const { token } = await ctx.tokens.sign({ sub: user!.id, role: 'user' });
  return { user: user!, token, auth: { authorization: `Bearer ${token}` } };
}

export async function createAdmin(ctx: AppContext, values: Partial<typeof admins.$inferInsert> = {}) {
  const [admin] = await ctx.db
    .insert(admins)
    .values({ email: `admin-${rnd()}@example.com`, name: 'Test Admin', passwordHash: 'x', ...values })
    .returning();
  const { token } = await ctx.tokens.sign({ sub: admin!.id, role: 'admin', adminRole: admin!.role });
  return { admin: admin!, token, auth: { authorization: `Bearer ${token}` } };
}

interface Named {
  id: string;
  name: string;
}

/** Finds or creates catalogue rows by name, case-insensitively (raw SQL: the unique keys are expressions). */
async function upsertCatalogue(ctx: AppContext, brandName: string, modelName: string, variantName: string, cityName: string, state: string) {
  const one = async <T>(q: ReturnType<typeof sql>) => (await ctx.db.execute(q)).rows[0] as T;
  const brand = await one<Named>(sql`insert into brands (name) values (${brandName})
    on conflict (lower(name)) do update set name = brands.name returning id, name`);
  const model = await one<Named>(sql`insert into models (brand_id, name) values (${brand.id}, ${modelName})
    on conflict (brand_id, lower(name)) do update set name = models.name returning id, name`);
  const variant = variantName
    ? await one<Named>(sql`insert into variants (model_id, name) values (${model.id}, ${variantName})
        on conflict (model_id, lower(name)) do update set name = variants.name returning id, name`)
    : undefined;
  const city = await one<Named & { state: string }>(sql`insert into cities (name, state) values (${cityName}, ${state})
    on conflict (lower(name)) do update set name = cities.name returning id, name, state`);
  return { brand, model, variant, city };
}

export interface ListingSeed {
  sellerId: string;
  brand?: string;
  model?: string;
  variant?: string;
  city?: string;
  state?: string;
  year?: number;
  price?: number;
  originalPrice?: number | null;
  kmDriven?: number;
  fuelType?: string;
  transmission?: string;
  status?: string;
  createdAt?: Date;
  images?: number;
  area?: string;
  verified?: boolean;
  featured?: boolean;
  /** Announce the change to the public caches, as API writes do (default true). */
  announce?: boolean;
}

export async function createListing(ctx: AppContext, seed: ListingSeed) {
  const brand = seed.brand ?? 'Maruti Suzuki';
  const model = seed.model ?? 'Swift';
  const variant = seed.variant ?? 'VXi';
  const year = seed.year ?? 2020;
  const cat = await upsertCatalogue(ctx, brand, model, variant, seed.city ?? 'Pune', seed.state ?? 'Maharashtra');
  const status = seed.status ?? 'approved';
  const createdAt = seed.createdAt ?? new Date();
  const [row] = await ctx.db
    .insert(listings)
    .values({
      sellerId: seed.sellerId,
      brandId: cat.brand.id,
      modelId: cat.model.id,
      variantId: cat.variant?.id ?? null,
      cityId: cat.city.id,
      brandName: cat.brand.name,
      modelName: cat.model.name,
      variantName: cat.variant?.name ?? '',
      cityName: cat.city.name,
      stateName: cat.city.state,
      area: seed.area ?? '',
      title: defaultTitle({ year, brand: cat.brand.name, model: cat.model.name, variant: cat.variant?.name }),
      year,
      price: seed.price ?? 550_000,
      originalPrice: seed.originalPrice ?? null,
      kmDriven: seed.kmDriven ?? 42_000,
      fuelType: seed.fuelType ?? 'petrol',
      transmission: seed.transmission ?? 'manual',
      status,
      verified: seed.verified ?? status === 'approved',
      featured: seed.featured ?? false,
      sellerName: 'Ravi',
      sellerPhone: '+919800000000',
      approvedAt: status === 'approved' ? createdAt : null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  for (let i = 0; i < (seed.images ?? 1); i++) {
    const key = `cars/test/${row!.id}-${i}`;
    await ctx.db.insert(listingImages).values({
      listingId: row!.id,
      uploaderUserId: seed.sellerId,
      position: i,
      storageKey: `${key}.jpg`,
      thumbnailKey: `${key}-w800.jpg`,
      width: 1600,
      height: 1200,
      sizeBytes: 1000,
    });
  }
  if (seed.announce ?? true) ctx.events.changed(row!.id); // as API writes do: caches must not serve stale pages
  return row!;
}
