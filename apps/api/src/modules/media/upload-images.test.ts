import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listingImages } from '../../db/schema.ts';
import { createAdmin, createUser } from '../../test/factories.ts';
import { seedListing } from '../../test/listing-factory.ts';
import { useTestApp } from '../../test/helper.ts';
import { hasGpsTag, imageParts, jpegWithGps, multipartBody, pixelBombPng, testJpeg, type FormPart } from '../../test/upload-utils.ts';

describe('POST /upload/car-images/', () => {
  const t = useTestApp();
  let seller: Awaited<ReturnType<typeof createUser>>;
  let jpeg: Buffer;

  beforeAll(async () => {
    seller = await createUser(t.ctx);
    jpeg = await testJpeg();
  });

  async function upload(parts: FormPart[], auth: Record<string, string> = seller.auth) {
    const body = await multipartBody(parts);
    return t.app.inject({ method: 'POST', url: '/api/v1/upload/car-images/', headers: { ...auth, ...body.headers }, payload: body.payload });
  }
  const localPath = (url: string) => join(t.ctx.storage.localRoot!, url.replace('http://localhost:3000/media/', ''));

  it('re-encodes photos and answers absolute URLs, size and dimensions', async () => {
    const wide = await testJpeg(3000, 2000);
    const res = await upload(imageParts([wide, jpeg]));
    expect(res.statusCode).toBe(200);
    const { images } = res.json().data;
    expect(images).toHaveLength(2);
    const [first] = images;
    expect(first.url).toBe(`http://localhost:3000/media/cars/${first.id}.jpg`);
    expect(first.thumbnail).toBe(`http://localhost:3000/media/cars/${first.id}-w800.jpg`);
    expect(first.dimensions).toEqual({ width: 2048, height: 1365 });
    expect(first.size).toBeGreaterThan(0);
    const thumb = await sharp(localPath(first.thumbnail)).metadata();
    expect(thumb.width).toBe(800);
    expect(thumb.format).toBe('jpeg');
    expect((await sharp(localPath(first.thumbnail_small)).metadata()).format).toBe('webp');
    const [row] = await t.ctx.db.select().from(listingImages).where(eq(listingImages.id, first.id));
    expect(row).toMatchObject({ uploaderUserId: seller.user.id, uploaderAdminId: null, listingId: null });
  });

  it('keeps the source width for a thumbnail of a narrow photo', async () => {
    const res = await upload(imageParts([await testJpeg(500, 400)]));
    const [img] = res.json().data.images;
    expect(img.dimensions).toEqual({ width: 500, height: 400 });
    expect((await sharp(localPath(img.thumbnail)).metadata()).width).toBe(500);
  });

  it('accepts PNG and WebP and stores them as JPEG', async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#00ff0080' } }).png().toBuffer();
    const webp = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ff0000' } }).webp().toBuffer();
    const res = await upload([
      { name: 'images', filename: 'a.png', data: png, type: 'image/png' },
      { name: 'images', filename: 'b.webp', data: webp, type: 'image/webp' },
    ]);
    expect(res.statusCode).toBe(200);
    for (const img of res.json().data.images) expect((await sharp(localPath(img.url)).metadata()).format).toBe('jpeg');
  });

  it('strips EXIF, GPS position included', async () => {
    const input = await jpegWithGps();
    expect(hasGpsTag((await sharp(input).metadata()).exif)).toBe(true);
    const res = await upload(imageParts([input]));
    const [img] = res.json().data.images;
    for (const url of [img.url, img.thumbnail, img.thumbnail_small]) {
      const meta = await sharp(localPath(url)).metadata();
      expect(meta.exif).toBeUndefined();
    }
  });

  it('refuses a text file renamed .jpg with 400 INVALID_FILE_TYPE (contract 1.7)', async () => {
    const res = await upload([{ name: 'images', filename: 'notes.jpg', data: Buffer.from('just some text, honestly'), type: 'image/jpeg' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'INVALID_FILE_TYPE', message: 'File notes.jpg is not an image' });
  });

  it('refuses an executable renamed .png with 400', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(200)]);
    const res = await upload([{ name: 'images', filename: 'run.png', data: elf, type: 'image/png' }]);
    expect(res.statusCode).toBe(400);
  });

  it('refuses a file with an image signature that does not decode with 400', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
    const res = await upload([{ name: 'images', filename: 'broken.jpg', data: fake }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('INVALID_FILE_TYPE');
  });

  it('refuses a file over 5 MB with 413 FILE_TOO_LARGE', async () => {
    const big = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload([{ name: 'images', filename: 'huge.jpg', data: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({ code: 'FILE_TOO_LARGE', message: 'File huge.jpg is larger than 5 MB' });
  });

  it('refuses eleven files with 400 TOO_MANY_FILES', async () => {
    const res = await upload(imageParts(Array.from({ length: 11 }, () => jpeg)));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'TOO_MANY_FILES', message: 'Maximum 10 images allowed' });
  });

  it('answers 400 NO_FILES when no image is sent', async () => {
    const onlyField = await upload([{ name: 'carId', value: '' }]);
    expect(onlyField.statusCode).toBe(400);
    expect(onlyField.json().error).toEqual({ code: 'NO_FILES', message: 'No images provided' });
    const json = await t.app.inject({ method: 'POST', url: '/api/v1/upload/car-images/', headers: seller.auth, payload: {} });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.code).toBe('NO_FILES');
  });

  it('answers an unreadable multipart body with 400 VALIDATION_ERROR and details', async () => {
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=x']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/upload/car-images/', headers: { ...seller.auth, 'content-type': contentType }, payload: 'abc' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'VALIDATION_ERROR',
        message: 'The upload could not be read. Please try again.',
        details: { non_field_errors: ['The upload could not be read. Please try again.'] },
      });
    }
  });

  it('refuses a decompression bomb without decoding it', async () => {
    const bomb = await pixelBombPng();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = await t.ctx.db.$count(listingImages);
    const res = await upload([{ name: 'images', filename: 'bomb.png', data: bomb, type: 'image/png' }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({ code: 'FILE_TOO_LARGE', message: 'File bomb.png has too many pixels to process' });
    expect(await t.ctx.db.$count(listingImages)).toBe(before);
  });

  it('answers 413 for a request declared larger than 50 MB before reading it', async () => {
    const body = await multipartBody(imageParts([jpeg]));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/upload/car-images/',
      headers: { ...seller.auth, ...body.headers, 'content-length': String(60 * 1024 * 1024) },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('FILE_TOO_LARGE');
  });

  describe('with carId', () => {
    it('adds the photos to the owner\'s listing after its existing ones', async () => {
      const listing = await seedListing(t.ctx, seller.user.id, { images: 2 });
      const res = await upload([{ name: 'carId', value: listing.id }, ...imageParts([jpeg, jpeg])]);
      expect(res.statusCode).toBe(200);
      const ids = res.json().data.images.map((i: { id: string }) => i.id);
      const rows = await t.ctx.db.select().from(listingImages).where(eq(listingImages.listingId, listing.id));
      const added = rows.filter((r) => ids.includes(r.id)).map((r) => r.position).sort();
      expect(added).toEqual([2, 3]);
    });

    it('lets an admin add photos and records the admin as uploader', async () => {
      const listing = await seedListing(t.ctx, seller.user.id, { images: 0 });
      const admin = await createAdmin(t.ctx);
      const res = await upload([{ name: 'carId', value: listing.id }, ...imageParts([jpeg])], admin.auth);
      expect(res.statusCode).toBe(200);
      const [row] = await t.ctx.db.select().from(listingImages).where(eq(listingImages.id, res.json().data.images[0].id));
      expect(row).toMatchObject({ listingId: listing.id, uploaderAdminId: admin.admin.id, uploaderUserId: null });
    });

    it('answers 403 for another seller\'s listing and 404 for an unknown one', async () => {
      const listing = await seedListing(t.ctx, seller.user.id, { images: 0 });
      const other = await createUser(t.ctx);
      expect((await upload([{ name: 'carId', value: listing.id }, ...imageParts([jpeg])], other.auth)).statusCode).toBe(403);
      const unknown = await upload([{ name: 'carId', value: '00000000-0000-4000-8000-000000000000' }, ...imageParts([jpeg])]);
      expect(unknown.statusCode).toBe(404);
      expect((await upload([{ name: 'carId', value: 'not-a-uuid' }, ...imageParts([jpeg])])).statusCode).toBe(404);
    });

    it('keeps a listing at ten images', async () => {
      const listing = await seedListing(t.ctx, seller.user.id, { images: 9 });
      const res = await upload([{ name: 'carId', value: listing.id }, ...imageParts([jpeg, jpeg])]);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: 'TOO_MANY_FILES', message: 'A listing can have at most 10 images' });
      expect(await t.ctx.db.$count(listingImages, eq(listingImages.listingId, listing.id))).toBe(9);
    });
  });

  it('answers 401 without a bearer and never reads the body', async () => {
    const res = await upload(imageParts([jpeg]), {});
    expect(res.statusCode).toBe(401);
  });

  it('stores the files it reports', async () => {
    const res = await upload(imageParts([jpeg]));
    const [img] = res.json().data.images;
    expect(existsSync(localPath(img.url))).toBe(true);
    const media = await t.app.inject(img.url.replace('http://localhost:3000', ''));
    expect(media.statusCode).toBe(200);
  });
});
