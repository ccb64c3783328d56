// Demo data for an empty database: twelve sellers, `count` approved listings with generated photos,
// plus a few pending ones and a rejected one so that the admin review screens have work.
import { randomUUID } from 'node:crypto';
import type { FuelType, ListingStatus } from '@gaadi/domain/constants';
import { VERIFICATION_CHECKS } from '@gaadi/domain/schemas/trust';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../platform/database.ts';
import type { Storage } from '../platform/storage.ts';
import { sql } from 'drizzle-orm';
import { listingImages, listingReviews, listings, listingVerifications } from '../db/schema.ts';
import { loadCatalogueIndex } from './catalogue-index.ts';
import { seedCatalogue } from './catalogue.ts';
import { CITIES } from './cities-data.ts';
import { ensureDemoDealers } from './demo-dealers.ts';
import { ensureDemoSellers } from './demo-sellers.ts';
import { draftListing } from './listing-draft.ts';
import { createRng, int } from './random.ts';
import { photoPlan, storeListingPhotos, type PhotoJob } from './listing-photos.ts';
import { toListingRow, type ListingInsert } from './listing-row.ts';

const PENDING = 4;
const REJECTED = 1;
const DAY = 86_400_000;
/** Every few listings one is steered to a fuel, so that diesel, CNG and electric all appear. */
const FUEL_CYCLE: (FuelType | undefined)[] = [undefined, 'diesel', undefined, 'cng', undefined, 'electric', undefined, 'diesel', 'petrol'];
/**
 * Issue 15: every third approved listing is one of two popular models of recent years, so that
 * several demo listings have the five comparables a fair-price rating needs; every fifth approved
 * listing was first listed higher and dropped its price once (a real update: the price-history
 * trigger records it).
 */
const COMPARABLE_MODELS = [
  { brand: 'Maruti Suzuki', model: 'Swift' },
  { brand: 'Hyundai', model: 'Creta' },
];
const DROP_SHARE = 0.06;
/** The demo check behind a demo listing's Verified badge: recorded as what it is (decision 017). */
const DEMO_CHECK_NOTE = 'Demo listing: no documents were inspected; this check is part of the demo data.';
const REJECTION_REASON = 'Photos do not show the odometer and the car number plate; please add them and submit again.';

interface Plan {
  row: ListingInsert;
  photos: PhotoJob;
}

/** Creates the demo sellers and listings; returns how many listings were created (all statuses). */
export async function seedDemoListings(opts: { db: Db; storage: Storage; log: FastifyBaseLogger; count?: number }): Promise<number> {
  const { db, storage, log } = opts;
  const count = opts.count ?? 72;
  const started = Date.now();
  await seedCatalogue(db);
  const [sellers, catalogue] = await Promise.all([ensureDemoSellers(db), loadCatalogueIndex(db)]);
  if (!sellers.length) throw new Error('No demo seller could be created (their e-mails or phones are taken).');

  const rng = createRng(20250601);
  const now = Date.now();
  const plans: Plan[] = [];
  for (let i = 0; i < count + PENDING + REJECTED; i++) {
    const status: ListingStatus = i < count ? 'approved' : i < count + PENDING ? 'pending' : 'rejected';
    const seller = sellers[i % sellers.length]!;
    const home = CITIES.find((c) => c.name === seller.city);
    const comparable = status === 'approved' && i % 3 === 1 ? COMPARABLE_MODELS[Math.floor(i / 3) % COMPARABLE_MODELS.length] : undefined;
    const draft = draftListing(rng, {
      ...(comparable ? { model: comparable, fuel: 'petrol' as const, minYear: 2019, maxYear: 2022 } : {}),
      fuel: comparable ? 'petrol' : FUEL_CYCLE[i % FUEL_CYCLE.length],
      city: home && rng() < 0.5 ? home : undefined,
      minPrice: 150_000,
      maxPrice: 6_000_000,
    });
    const age = status === 'approved' ? rng() * 60 * DAY : status === 'pending' ? rng() * 3 * DAY : 4 * DAY + rng() * DAY;
    const createdAt = new Date(now - age);
    const id = randomUUID();
    const row = toListingRow(draft, catalogue, {
      id,
      seller,
      status,
      createdAt,
      approvedAt: new Date(Math.min(now, createdAt.getTime() + (2 + rng() * 20) * 3_600_000)),
      featured: i % 8 === 0,
      viewsCount: Math.round((age / DAY + 1) * (3 + rng() * 12)),
      rejectionReason: REJECTION_REASON,
    });
    plans.push({ row, photos: { listingId: id, sellerId: seller.id, createdAt, specs: photoPlan(rng, draft, int(rng, 3, 8)) } });
  }

  const images = await storeListingPhotos(storage, plans.map((p) => p.photos));
  const drops = plans.flatMap((p, i) => {
    if (p.row.status !== 'approved' || i % 5 !== 2) return [];
    const created = p.row.createdAt!.getTime();
    const at = new Date(created + (now - created) * 0.6);
    return [{ id: p.row.id!, price: p.row.price!, listedAt: Math.ceil(p.row.price! / (1 - DROP_SHARE) / 5_000) * 5_000, at }];
  });
  const listedPrice = new Map(drops.map((d) => [d.id, d.listedAt]));
  await db.transaction(async (tx) => {
    await tx.insert(listings).values(plans.map((p) => ({ ...p.row, price: listedPrice.get(p.row.id!) ?? p.row.price })));
    if (drops.length) {
      const arr = (values: (string | number)[]) => `{${values.join(',')}}`;
      const [ids, prices, ats] = [arr(drops.map((d) => d.id)), arr(drops.map((d) => d.price)), arr(drops.map((d) => d.at.toISOString()))];
      await tx.execute(sql`update listings l set price = d.price, updated_at = d.at
        from unnest(${ids}::uuid[], ${prices}::int[], ${ats}::timestamptz[]) d(id, price, at) where l.id = d.id`);
      await tx.execute(sql`update listing_price_history h set changed_at = d.at
        from unnest(${ids}::uuid[], ${ats}::timestamptz[]) d(id, at) where h.listing_id = d.id and h.previous_price is not null`);
    }
    const verified = plans.filter((p) => p.row.verified);
    if (verified.length) {
      const checks = VERIFICATION_CHECKS.map((key) => ({ key, passed: true, note: DEMO_CHECK_NOTE }));
      await tx.insert(listingVerifications).values(
        verified.map(({ row }) => ({ listingId: row.id!, adminName: 'Demo data', checks, allPassed: true, demo: true, checkedAt: row.approvedAt ?? row.createdAt! })),
      );
    }
    await tx.insert(listingImages).values(images);
    await ensureDemoDealers(tx, sellers);
    const reviewed = plans.filter((p) => p.row.status === 'approved' || p.row.status === 'rejected');
    if (reviewed.length) {
      await tx.insert(listingReviews).values(
        reviewed.map(({ row }) => ({
          listingId: row.id!,
          action: row.status === 'approved' ? 'approve' : 'reject',
          reason: row.rejectionReason ?? null,
          fromStatus: 'pending',
          toStatus: row.status!,
          createdAt: row.approvedAt ?? new Date(row.createdAt!.getTime() + DAY),
        })),
      );
    }
  });
  log.info({ listings: plans.length, images: images.length, ms: Date.now() - started }, 'Demo listings created');
  return plans.length;
}
