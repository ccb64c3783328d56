// Large realistic data sets for load tests (`npm run seed -- --listings 100000`, `npm run bench`):
// sellers, then listings in batches of one INSERT each, every listing with one image row pointing at
// a small set of shared generated photos (deleting one of these listings removes a shared file).
import { randomBytes, randomUUID } from 'node:crypto';
import type { ListingStatus } from '@gaadi/domain/constants';
import { sql } from 'drizzle-orm';
import type { Db } from '../platform/database.ts';
import type { Storage } from '../platform/storage.ts';
import { listingImages, listings, users } from '../db/schema.ts';
import type { BodyType } from './catalogue-data.ts';
import { loadCatalogueIndex } from './catalogue-index.ts';
import { seedCatalogue } from './catalogue.ts';
import { COLOURS, draftListing } from './listing-draft.ts';
import { createRng, pick, weighted, type Rng } from './random.ts';
import { toListingRow, type ListingInsert } from './listing-row.ts';
import type { PhotoSpec } from './photo-svg.ts';
import { mapLimit, renderPhoto } from './photos.ts';
import { insertUnnest } from './unnest-insert.ts';

export interface BulkOptions {
  db: Db;
  storage: Storage;
  count: number;
  batchSize?: number;
  seed?: number;
  log?: (message: string) => void;
}

export interface BulkResult {
  listings: number;
  sellers: number;
  ms: number;
  rowsPerSecond: number;
}

const DAY = 86_400_000;
const STATUSES: [ListingStatus, number][] = [['approved', 90], ['pending', 4], ['sold', 3], ['inactive', 2], ['rejected', 1]];
const FIRST = 'Aarav Aditi Akash Ananya Arjun Deepa Divya Farhan Gaurav Ishaan Kabir Kavita Manish Meera Neha Nikhil Pooja Rajesh Ritu Sanjay Shreya Suresh Tanvi Varun Yash Zoya'.split(' ');
const LAST = 'Agarwal Bhat Chopra Das Desai Fernandes Ghosh Gupta Iyer Jain Joshi Kapoor Khan Kumar Malhotra Mishra Nair Pillai Rao Reddy Saxena Shah Singh Verma Yadav'.split(' ');
const BODIES: BodyType[] = ['hatchback', 'sedan', 'suv', 'muv', 'pickup'];
const PHOTO_COLOURS = COLOURS.slice(0, 4);

/** 5 bodies × 4 paints = 20 shared photos, stored under cars/bulk/. */
async function sharedPhotos(storage: Storage) {
  const specs = BODIES.flatMap((body, b) =>
    PHOTO_COLOURS.map((c, i): PhotoSpec => ({ shot: 'side', scene: (['day', 'sunset', 'overcast', 'showroom'] as const)[i]!, body, color: c.hex, caption: '', seed: b + i })),
  );
  const stored = await mapLimit(specs, 2, async (spec, i) => {
    const photo = await renderPhoto(spec);
    const key = `cars/bulk/${spec.body}-${i % PHOTO_COLOURS.length}`;
    await storage.put(`${key}.jpg`, photo.full, 'image/jpeg');
    await storage.put(`${key}-w800.jpg`, photo.thumb, 'image/jpeg');
    return { storageKey: `${key}.jpg`, thumbnailKey: `${key}-w800.jpg`, width: photo.width, height: photo.height, sizeBytes: photo.full.length };
  });
  return (body: BodyType, colour: string) => {
    const c = Math.max(0, PHOTO_COLOURS.findIndex((p) => p.hex === colour));
    return stored[BODIES.indexOf(body) * PHOTO_COLOURS.length + c]!;
  };
}

async function createSellers(db: Db, rng: Rng, n: number) {
  const tag = randomBytes(3).toString('hex');
  const rows = Array.from({ length: n }, (_, i) => {
    const name = `${pick(rng, FIRST)} ${pick(rng, LAST)}`;
    return {
      name,
      email: `${name.toLowerCase().replace(' ', '.')}.${tag}${i}@example.com`,
      // 7xxxxxxxxx numbers keep clear of the demo sellers; a rare clash just drops that seller.
      phoneNumber: `+917${String(Math.floor(rng() * 1e9)).padStart(9, '0')}`,
      hasSignedInBefore: true,
    };
  });
  return db
    .insert(users)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: users.id, name: users.name, phoneNumber: users.phoneNumber, email: users.email });
}

/** Inserts `count` listings (mostly approved) with their image rows, then ANALYZEs. */
export async function seedBulkListings(opts: BulkOptions): Promise<BulkResult> {
  const { db, storage, count } = opts;
  const batchSize = opts.batchSize ?? 5_000;
  const log = opts.log ?? (() => {});
  const started = Date.now();
  const rng = createRng(opts.seed ?? 7);
  await seedCatalogue(db);
  const catalogue = await loadCatalogueIndex(db);
  const photoFor = await sharedPhotos(storage);
  const sellers = await createSellers(db, rng, Math.min(500, Math.max(10, Math.ceil(count / 200))));
  if (!sellers.length) throw new Error('Could not create any seller for the bulk listings.');
  const now = Date.now();

  const makeBatch = async (n: number) => {
    const rows: ListingInsert[] = [];
    const images: (typeof listingImages.$inferInsert)[] = [];
    for (let i = 0; i < n; i++) {
      // Yield now and then so that the previous batch's query keeps streaming to the server.
      if (i % 500 === 499) await new Promise((r) => setImmediate(r));
      const draft = draftListing(rng);
      const seller = sellers[Math.floor(rng() * sellers.length)]!;
      const status = weighted(rng, STATUSES, (s) => s[1])[0];
      const createdAt = new Date(now - rng() * 365 * DAY);
      const id = randomUUID();
      rows.push(
        toListingRow(draft, catalogue, {
          id,
          seller,
          status,
          createdAt,
          approvedAt: new Date(Math.min(now, createdAt.getTime() + rng() * DAY)),
          featured: rng() < 0.02,
          viewsCount: Math.floor(rng() * 800),
          rejectionReason: 'Listing does not meet our quality standards',
        }),
      );
      images.push({ listingId: id, uploaderUserId: seller.id, position: 0, createdAt, ...photoFor(draft.body, draft.colour.hex) });
    }
    return { rows, images };
  };
  const insertBatch = ({ rows, images }: Awaited<ReturnType<typeof makeBatch>>) =>
    db.transaction(async (tx) => {
      // Seed data can be regenerated: no need to wait for the WAL flush at each commit.
      await tx.execute(sql`set local synchronous_commit = off`);
      await insertUnnest(tx, listings, rows);
      await insertUnnest(tx, listingImages, images);
    });

  // Two batches in flight on two connections while the next one is generated: PostgreSQL and
  // this process work at the same time instead of taking turns.
  const inFlight: Promise<void>[] = [];
  let done = 0;
  for (let queued = 0; queued < count; ) {
    const n = Math.min(batchSize, count - queued);
    const pending = insertBatch(await makeBatch(n)).then(() => {
      done += n;
      log(`${done.toLocaleString('en-IN')} / ${count.toLocaleString('en-IN')} listings`);
    });
    pending.catch(() => {}); // awaited below; this only stops an early rejection being reported as unhandled
    inFlight.push(pending);
    queued += n;
    if (inFlight.length >= 2) await inFlight.shift();
  }
  await Promise.all(inFlight);
  await db.execute(sql`analyze listings`);
  await db.execute(sql`analyze listing_images`);
  await db.execute(sql`analyze users`);
  // The search projection and rollups (filled by triggers): statistics for the planner, a visibility
  // map for index-only counts, and the rollups rid of the row versions each batch's upserts left.
  await db.execute(sql`vacuum analyze listing_search`);
  await db.execute(sql`vacuum analyze listing_counts`);
  await db.execute(sql`vacuum analyze listing_name_counts`);
  await db.execute(sql`vacuum analyze landing_model_counts`);
  const ms = Date.now() - started;
  return { listings: count, sellers: sellers.length, ms, rowsPerSecond: Math.round((count / ms) * 1000) };
}
