// The perceptual-hash backfill (photo-hash-backfill.ts, workers.ts) on photos stored before
// migration 0007: rows with their files in storage and no hash, as such an upload left them, and
// marked hash_pending as migration 0008 marks them.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdmin, createListing, createUser } from '../../test/factories.ts';
import { createTestApp, useTestApp } from '../../test/helper.ts';
import { recompressed, scenePhoto } from '../../test/photo-fixtures.ts';
import { imageParts, multipartBody, testJpeg } from '../../test/upload-utils.ts';
import { waitFor } from '../../test/wait-for.ts';
import { perceptualHash } from './perceptual-hash.ts';
import { backfillPhotoHashBatch } from './photo-hash-backfill.ts';
import { PHOTO_HASH_QUEUE, PHOTO_HASH_SINGLETON } from './workers.ts';

describe('perceptual-hash backfill', () => {
  // Short polls: the queue test waits for a chain of jobs.
  const t = useTestApp({ env: { JOB_POLL_SECONDS: '0.5' } });
  const log = { warn: vi.fn() };

  /** Jobs of the walk not yet finished. */
  const walkPending = async () =>
    (await t.ctx.pool.query(`select count(*)::int as n from pgboss.job where name = $1 and state < 'completed'`, [PHOTO_HASH_QUEUE])).rows[0].n as number;

  const markPending = (listingId: string) => t.ctx.pool.query(`update listing_images set hash_pending = true where listing_id = $1`, [listingId]);
  const pendingOf = async (ids: string[]) =>
    new Map((await t.ctx.pool.query<{ id: string; hash_pending: boolean }>(`select id, hash_pending from listing_images where id = any($1::uuid[])`, [ids])).rows.map((r) => [r.id, r.hash_pending]));

  let phones = 0;
  // Each listing its own contact phone, or the shared-phone flag would join the duplicate one.
  const uniquePhone = () => `+91970000${String(1000 + phones++).padStart(4, '0')}`;
  /** A listing of one photo per file (null: a row whose file is not in storage); returns the image ids. */
  const oldListing = async (sellerId: string, files: (Buffer | null)[]) => {
    const listing = await createListing(t.ctx, { sellerId, images: files.length, status: 'pending', values: { sellerPhone: uniquePhone() } });
    const { rows } = await t.ctx.pool.query<{ id: string; storage_key: string }>(
      `select id, storage_key from listing_images where listing_id = $1 order by position`,
      [listing.id],
    );
    for (const [i, file] of files.entries()) if (file) await t.ctx.storage.put(rows[i]!.storage_key, file, 'image/jpeg');
    await markPending(listing.id);
    return { listing, imageIds: rows.map((r) => r.id) };
  };

  /** Hashes by image id, read as text: the pool parses bigint columns as (lossy) JS numbers. */
  const hashes = async (ids: string[]) => {
    const { rows } = await t.ctx.pool.query<{ id: string; h: string | null }>(
      `select id, perceptual_hash::text as h from listing_images where id = any($1::uuid[])`,
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r.h === null ? null : BigInt(r.h)]));
  };

  /** Runs batches from the start until the walk is over; returns each batch. */
  const walk = async (limit?: number) => {
    const batches = [];
    for (let after: string | null = null; ; ) {
      // A cursor that stopped moving would walk for ever.
      if (batches.length > 20) throw new Error('the walk does not end');
      const b = await backfillPhotoHashBatch(t.ctx, { after, limit, log });
      batches.push(b);
      if (b.done) return batches;
      after = b.cursor;
    }
  };

  const clearImages = () => t.ctx.pool.query(`delete from listing_images`);

  beforeAll(async () => {
    // The walk queued at start (on an empty database) is over before these tests add photos.
    await waitFor('the start-up walk', async () => (await walkPending()) === 0);
  });

  it('gives a photo the hash of its stored file, leaves a flat picture and a missing file unhashed, and finishes', async () => {
    await clearImages();
    const seller = await createUser(t.ctx);
    const photo = await scenePhoto(41);
    const flat = await testJpeg(1600, 1200, '#777777');
    const { imageIds: [normal, flatId, missing, broken] } = await oldListing(seller.user.id, [photo, flat, null, Buffer.from('not a jpeg')]);
    // A photo stored later without a hash (the seeders store no hash) is not the backfill's work.
    const later = await createListing(t.ctx, { sellerId: seller.user.id, images: 1, status: 'pending', values: { sellerPhone: uniquePhone() } });
    const { rows: [laterImage] } = await t.ctx.pool.query<{ id: string; storage_key: string }>(`select id, storage_key from listing_images where listing_id = $1`, [later.id]);
    await t.ctx.storage.put(laterImage!.storage_key, await scenePhoto(42), 'image/jpeg');
    log.warn.mockClear();

    const batches = await walk();
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ hashed: 1, skipped: 3, done: true });
    const after = await hashes([normal!, flatId!, missing!, broken!]);
    expect(after.get(normal!)).toBe(await perceptualHash(photo));
    expect(after.get(normal!)).not.toBeNull();
    expect(after.get(flatId!)).toBeNull();
    expect(after.get(missing!)).toBeNull();
    expect(after.get(broken!)).toBeNull();
    expect((await hashes([laterImage!.id])).get(laterImage!.id)).toBeNull();
    // Read photos leave the work list, the flat one too (never read again); a missing or unreadable
    // file stays on it for the next start's walk.
    expect(await pendingOf([normal!, flatId!, missing!, broken!, laterImage!.id])).toEqual(
      new Map([[normal!, false], [flatId!, false], [missing!, true], [broken!, true], [laterImage!.id, false]]),
    );
    // The missing and the unreadable file are logged by id; the flat picture is not an error.
    const logged = log.warn.mock.calls.map(([o]) => (o as { imageId: string }).imageId).sort();
    expect(logged).toEqual([missing!, broken!].sort());
  });

  it('moves its cursor past every photo it reads, over more photos than one batch', async () => {
    await clearImages();
    const seller = await createUser(t.ctx);
    const photos = await Promise.all([51, 52, 53, 54, 55].map(scenePhoto));
    // A flat picture among them: it stays unhashed, and must not hold the walk in place.
    const { imageIds } = await oldListing(seller.user.id, [...photos, await testJpeg(800, 600, '#224466')]);
    const inIdOrder = [...imageIds].sort();

    const first = await backfillPhotoHashBatch(t.ctx, { after: null, limit: 2, log });
    expect(first).toMatchObject({ cursor: inIdOrder[1], done: false });
    expect(first.hashed + first.skipped).toBe(2);
    const afterFirst = await hashes(imageIds);
    // Only the first two ids were read.
    for (const id of inIdOrder.slice(2)) expect(afterFirst.get(id)).toBeNull();

    // From the start again, one photo a batch: what the first batch read is out of the walk; the
    // flat picture (if not read yet) is a batch with nothing hashed, and the cursor must still pass
    // it. The last full batch is followed by an empty one that ends the walk.
    const unread = inIdOrder.slice(2);
    const rest = await walk(1);
    expect(rest.map((b) => b.cursor)).toEqual([...unread, unread.at(-1)]);
    expect(rest.at(-1)?.done).toBe(true);
    const done = await hashes(imageIds);
    const expected = new Map(await Promise.all(imageIds.map(async (id, i) => [id, i < 5 ? await perceptualHash(photos[i]!) : null] as const)));
    expect(done).toEqual(expected);
  });

  it('stops between photos when asked, leaving the rest to the next batch', async () => {
    await clearImages();
    const seller = await createUser(t.ctx);
    const { imageIds } = await oldListing(seller.user.id, [await scenePhoto(61), await scenePhoto(62)]);
    let reads = 0;
    const stopped = await backfillPhotoHashBatch(t.ctx, { after: null, log, shouldStop: () => reads++ > 0 });
    const first = [...imageIds].sort()[0]!;
    expect(stopped).toMatchObject({ hashed: 1, cursor: first, done: false });
    expect([...(await hashes(imageIds)).values()].filter((h) => h !== null)).toHaveLength(1);
  });

  it('walks through the queue, one job per batch of 50, until nothing is left; a second start while one is queued is dropped', async () => {
    await clearImages();
    const seller = await createUser(t.ctx);
    const photo = await scenePhoto(71);
    const small = await recompressed(await scenePhoto(72), 160, 70);
    // 52 photos: two batches, the second one short.
    const { imageIds } = await oldListing(seller.user.id, [photo, null, await testJpeg(), ...Array<Buffer>(49).fill(small)]);
    const completed = async () =>
      (await t.ctx.pool.query(`select count(*)::int as n from pgboss.job where name = $1 and state = 'completed'`, [PHOTO_HASH_QUEUE])).rows[0].n as number;
    const before = await completed();
    const start = () => t.ctx.jobs.boss.send(PHOTO_HASH_QUEUE, { after: null }, { singletonKey: PHOTO_HASH_SINGLETON, startAfter: 1 });
    // Held for a second (startAfter), so that it is surely still queued for the second start,
    // which is dropped: another API process starting meanwhile adds no second walk.
    expect(await start()).toEqual(expect.any(String));
    expect(await start()).toBeNull();
    await waitFor('the walk to finish', async () => (await walkPending()) === 0 && (await completed()) > before);
    expect((await completed()) - before).toBe(2);
    const after = await hashes(imageIds);
    expect(after.get(imageIds[0]!)).toBe(await perceptualHash(photo));
    expect(after.get(imageIds[1]!)).toBeNull();
    expect(after.get(imageIds[2]!)).toBeNull();
    const smallHash = await perceptualHash(small);
    expect(smallHash).not.toBeNull();
    expect(imageIds.slice(3).filter((id) => after.get(id) !== smallHash)).toEqual([]);
  });

  it("lets the duplicate-photo flag see a photo stored before hashing, in another seller's listing", async () => {
    const admin = await createAdmin(t.ctx);
    const [a, b] = [await createUser(t.ctx), await createUser(t.ctx)];
    const photo = await scenePhoto(81);
    const { listing: original } = await oldListing(a.user.id, [photo]);
    // Seller B uploads a re-encoded copy now: hashed at upload.
    const copy = await createListing(t.ctx, { sellerId: b.user.id, images: 0, status: 'pending', values: { sellerPhone: uniquePhone() } });
    const body = await multipartBody([{ name: 'carId', value: copy.id }, ...imageParts([await recompressed(photo, 640, 50)])]);
    const upload = await t.app.inject({ method: 'POST', url: '/api/v1/upload/car-images/', headers: { ...b.auth, ...body.headers }, payload: body.payload });
    expect(upload.statusCode).toBe(200);
    const flags = async (id: string) => {
      const res = await t.app.inject({ url: `/api/v1/admin/cars/${id}/`, headers: admin.auth });
      expect(res.statusCode).toBe(200);
      return res.json().data.flags as { code: string; details: Record<string, unknown> }[];
    };
    expect(await flags(copy.id)).toEqual([]);

    await walk();
    const after = await flags(copy.id);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ code: 'duplicate_photo', details: { other_listing_ids: [original.id] } });
    expect((await flags(original.id)).map((f) => f.code)).toEqual(['duplicate_photo']);
  });
});

describe('perceptual-hash backfill when the app closes', () => {
  it('stops mid-batch and queues the rest for the next process instead of holding up the close', async () => {
    const t = await createTestApp({ env: { JOB_POLL_SECONDS: '0.5' } });
    try {
      // The walk every start queues (nothing to hash yet) ends first: had it still been running when
      // the test queued its own, that one would wait behind it as a second job from the start, and
      // the stopped walk could not queue its cursor (one queued job per key): a full run at load 3
      // saw exactly that.
      await waitFor("the start's walk to end", async () => (await t.ctx.pool.query(`select 1 from pgboss.job where name = $1 and state in ('created', 'retry', 'active')`, [PHOTO_HASH_QUEUE])).rowCount === 0);
      const seller = await createUser(t.ctx);
      const listing = await createListing(t.ctx, { sellerId: seller.user.id, images: 40, status: 'pending' });
      const photo = await scenePhoto(91);
      const { rows } = await t.ctx.pool.query<{ storage_key: string }>(`select storage_key from listing_images where listing_id = $1`, [listing.id]);
      for (const r of rows) await t.ctx.storage.put(r.storage_key, photo, 'image/jpeg');
      await t.ctx.pool.query(`update listing_images set hash_pending = true where listing_id = $1`, [listing.id]);
      const hashed = async () => (await t.ctx.pool.query(`select count(*)::int as n from listing_images where perceptual_hash is not null`)).rows[0].n as number;
      await t.ctx.jobs.boss.send(PHOTO_HASH_QUEUE, { after: null }, { singletonKey: PHOTO_HASH_SINGLETON });
      await waitFor('the batch to start hashing', async () => (await hashed()) > 0);

      await t.app.close();
      // 40 photos are one short batch: had it run to the end, the walk would be over.
      expect(await hashed()).toBeLessThan(40);
      const { rows: queued } = await t.ctx.pool.query(`select data from pgboss.job where name = $1 and state = 'created'`, [PHOTO_HASH_QUEUE]);
      expect(queued).toEqual([{ data: { after: expect.any(String) } }]);
    } finally {
      await t.close();
    }
  });
});
