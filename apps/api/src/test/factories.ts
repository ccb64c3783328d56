// Factories make data for tests directly in the database (no HTTP), returning rows and tokens.
import { randomBytes } from 'node:crypto';
import { admins, listingImages, listings, users } from '../db/schema.ts';
import { resolveCatalogue } from '../modules/catalogue/resolve-names.ts';
import type { ListingRow, NewListing } from '../modules/listing-store/listing-rows.ts';
import type { DbOrTx } from '../platform/database.ts';
import { insertListing } from '../modules/listing-store/listing-writes.ts';
import { insertAdminSession } from '../modules/auth/admin-queries.ts';
import type { AppContext } from '../platform/context.ts';
import { ADMIN_TOKEN_TTL_SECONDS } from '../platform/tokens.ts';
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
  // Admin tokens name a live admin session (issue 10: revocable).
  const sid = await insertAdminSession(ctx.db, { adminId: admin!.id, expiresAt: new Date(Date.now() + ADMIN_TOKEN_TTL_SECONDS * 1000) });
  const { token } = await ctx.tokens.sign({ sub: admin!.id, role: 'admin', adminRole: admin!.role, sid });
  return { admin: admin!, sid, token, auth: { authorization: `Bearer ${token}` } };
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
  /**
   * Announce the row ('listing.seeded': caches clear, nobody is notified), as every listing write
   * does (default true); false writes the row silently, for tests of what caches do meanwhile.
   */
  announce?: boolean;
  /** Any other column, applied last. */
  values?: Partial<NewListing>;
}

export async function createListing(ctx: AppContext, seed: ListingSeed) {
  const refs = await resolveCatalogue(
    ctx.db,
    { brand: seed.brand ?? 'Maruti Suzuki', model: seed.model ?? 'Swift', variant: seed.variant ?? 'VXi', city: seed.city ?? 'Pune', state: seed.state ?? 'Maharashtra' },
    true,
  );
  const year = seed.year ?? 2020;
  const status = seed.status ?? 'approved';
  const createdAt = seed.createdAt ?? new Date();
  const values: NewListing = {
    sellerId: seed.sellerId,
    ...refs,
    area: seed.area ?? '',
    title: defaultTitle({ year, brand: refs.brandName, model: refs.modelName, variant: refs.variantName }),
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
    ...seed.values,
  };
  // The listing and its photos in one write, announced once both are there.
  const write = async (db: DbOrTx, insert: () => Promise<ListingRow>) => {
    const row = await insert();
    for (let i = 0; i < (seed.images ?? 1); i++) {
      const key = `cars/test/${row.id}-${i}`;
      await db.insert(listingImages).values({
        listingId: row.id,
        uploaderUserId: seed.sellerId,
        position: i,
        storageKey: `${key}.jpg`,
        thumbnailKey: `${key}-w800.jpg`,
        width: 1600,
        height: 1200,
        sizeBytes: 1000,
      });
    }
    return row;
  };
  if (seed.announce ?? true) return ctx.events.transaction((w) => write(w.tx, () => insertListing(w, values, 'listing.seeded')));
  return ctx.db.transaction((tx) => write(tx, async () => (await tx.insert(listings).values(values).returning())[0]!));
}
