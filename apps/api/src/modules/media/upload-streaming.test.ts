// Issue 10: uploads stream to storage (memory stays flat), served videos carry no position, and
// per-account limits answer 429 with Retry-After. Also the whole upload path on S3 storage.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListing, createUser } from '../../test/factories.ts';
import { createTestApp, useTestApp, type TestApp } from '../../test/helper.ts';
import { startS3Server, type TestS3 } from '../../test/s3-server.ts';
import { imageParts, mp4WithLocation, multipartBody, PHONE_POSITION, testJpeg, tinyMp4 } from '../../test/upload-utils.ts';

const MB = 1024 * 1024;

/** A multipart body of one `size`-byte MP4 generated on the fly: the client holds no copy. */
function streamedVideoBody(size: number) {
  const boundary = `----gaadi${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="drive.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const ftyp = Buffer.from([0, 0, 0, 16, ...Buffer.from('ftypisom'), 0, 0, 2, 0]);
  const mdatHeader = Buffer.alloc(8);
  mdatHeader.writeUInt32BE(size - ftyp.length, 0);
  mdatHeader.write('mdat', 4, 'latin1');
  const chunk = Buffer.alloc(64 * 1024, 0x5a);
  async function* body() {
    yield head;
    yield ftyp;
    yield mdatHeader;
    for (let left = size - ftyp.length - 8; left > 0; left -= chunk.length) yield left >= chunk.length ? chunk : chunk.subarray(0, left);
    yield tail;
  }
  return { boundary, length: head.length + size + tail.length, stream: Readable.from(body()) };
}

function postVideo(port: number, token: string, size: number): Promise<number> {
  const { boundary, length, stream } = streamedVideoBody(size);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/upload/car-video/',
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': length },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    stream.pipe(req);
  });
}

describe('uploads stream to storage', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps memory flat while six 49 MB videos upload at once', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser(t.ctx)));
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    try {
      const statuses = await Promise.all(users.map((u) => postVideo(port, u.token, 49 * MB)));
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    } finally {
      clearInterval(sampler);
    }
    const growth = (peak - baseline) / MB;
    console.log(`six concurrent 49 MB uploads: RSS grew ${growth.toFixed(1)} MB (baseline ${(baseline / MB).toFixed(0)} MB)`);
    expect(growth, `RSS grew ${growth.toFixed(1)} MB`).toBeLessThanOrEqual(64);
  }, 120_000);

  it('serves a video without the position or other metadata the phone wrote', async () => {
    const { auth } = await createUser(t.ctx);
    const original = mp4WithLocation(9);
    const body = await multipartBody([{ name: 'video', filename: 'walkaround.mp4', data: original, type: 'video/mp4' }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/upload/car-video/', headers: { ...auth, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.video).toMatchObject({ duration: 9, size: original.length });
    const served = await t.app.inject({ url: new URL(res.json().data.video.url).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(original.length);
    expect(served.rawPayload.toString('latin1')).not.toContain(PHONE_POSITION);
    expect(served.rawPayload.toString('latin1')).not.toContain('udta');
  });
});

describe('per-account upload and listing limits', () => {
  const t = useTestApp({ env: { LIMIT_IMAGES_PER_HOUR: '3', LIMIT_VIDEOS_PER_HOUR: '1', LIMIT_LISTINGS_PER_DAY: '1' } });
  const upload = async (url: string, auth: Record<string, string>, parts: Parameters<typeof multipartBody>[0]) => {
    const body = await multipartBody(parts);
    return t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: { ...auth, ...body.headers }, payload: body.payload });
  };
  const expect429 = (res: Awaited<ReturnType<typeof upload>>, message: string) => {
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({ code: 'RATE_LIMIT_EXCEEDED', message });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('counts images per account per hour', async () => {
    const a = await createUser(t.ctx);
    const jpeg = await testJpeg(200, 150);
    expect((await upload('/upload/car-images/', a.auth, imageParts([jpeg, jpeg]))).statusCode).toBe(200);
    expect((await upload('/upload/car-images/', a.auth, imageParts([jpeg]))).statusCode).toBe(200);
    expect429(await upload('/upload/car-images/', a.auth, imageParts([jpeg])), 'You have uploaded too many files. Please try again later.');
    // Another account is not affected.
    const b = await createUser(t.ctx);
    expect((await upload('/upload/car-images/', b.auth, imageParts([jpeg]))).statusCode).toBe(200);
  });

  it('counts videos per account per hour', async () => {
    const a = await createUser(t.ctx);
    const video = [{ name: 'video', filename: 'a.mp4', data: tinyMp4(), type: 'video/mp4' }];
    expect((await upload('/upload/car-video/', a.auth, video)).statusCode).toBe(200);
    expect429(await upload('/upload/car-video/', a.auth, video), 'You have uploaded too many files. Please try again later.');
  });

  it('counts new listings per account per day, spending nothing on a refused body', async () => {
    const a = await createUser(t.ctx);
    const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/cars/seller/create/', headers: a.auth, payload });
    const valid = {
      brand_name: 'Maruti Suzuki', model_name: 'Swift', variant_name: 'VXi', year: 2020, fuel_type: 'petrol', transmission: 'manual',
      km_driven: 42000, owner_number: '1st', price: 550000, city_name: 'Pune', contact: { sellerName: 'Ravi', phoneNumber: '+919800000000' },
    };
    expect((await create({ ...valid, price: 5 })).statusCode).toBe(400);
    expect((await create(valid)).statusCode).toBe(201);
    expect429(await create(valid), 'You have created too many listings today. Please try again tomorrow.');
  });
});

describe('uploads on S3 storage (s3rver)', () => {
  let s3: TestS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({ env: s3.env });
  });
  afterAll(async () => {
    await t.close();
    await s3.stop();
  });

  it('uploads a photo to the bucket, serves it from its public URL, and deletes it', async () => {
    const { user, auth } = await createUser(t.ctx);
    const listing = await createListing(t.ctx, { sellerId: user.id, images: 0 });
    const body = await multipartBody([{ name: 'carId', value: listing.id }, ...imageParts([await testJpeg(1000, 700)])]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/upload/car-images/', headers: { ...auth, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(200);
    const [image] = res.json().data.images;
    expect(image.url).toBe(`${s3.endpoint}/${s3.bucket}/cars/${image.id}.jpg`);
    const full = await fetch(image.url);
    expect(full.status).toBe(200);
    expect(full.headers.get('content-type')).toBe('image/jpeg');
    expect((await fetch(image.thumbnail)).status).toBe(200);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/upload/files/${image.id}/`, headers: auth });
    expect(del.statusCode).toBe(200);
    expect((await fetch(image.url)).status).toBe(404);
    expect((await fetch(image.thumbnail)).status).toBe(404);
  });
});
