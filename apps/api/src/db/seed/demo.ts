// Demo data for an empty database: twelve sellers, `count` approved listings with generated photos,
// plus a few pending ones and a rejected one so that the admin review screens have work.
import { randomUUID } from 'node:crypto';
import type { FuelType, ListingStatus } from '@gaadi/domain/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/database.ts';
import type { Storage } from '../../platform/storage.ts';
import { listingImages, listingReviews, listings } from '../schema.ts';
import { loadCatalogueIndex } from './catalogue-index.ts';
import { seedCatalogue } from './catalogue.ts';
import { CITIES } from './cities-data.ts';
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
    const draft = draftListing(rng, {
      fuel: FUEL_CYCLE[i % FUEL_CYCLE.length],
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
  await db.transaction(async (tx) => {
    await tx.insert(listings).values(plans.map((p) => p.row));
    await tx.insert(listingImages).values(images);
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
