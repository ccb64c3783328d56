import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listingImages, listingVideos } from '../../db/schema.ts';
import { createAdmin, createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { seedListing } from '../../test/listing-factory.ts';
import { imageParts, multipartBody, testJpeg, tinyMp4 } from '../../test/upload-utils.ts';

describe('DELETE /upload/files/{id}/ and /cars/{id}/images/{imageId}/, video upload', () => {
  const t = useTestApp();
  let owner: Awaited<ReturnType<typeof createUser>>;
  let stranger: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  let jpeg: Buffer;

  beforeAll(async () => {
    owner = await createUser(t.ctx);
    stranger = await createUser(t.ctx);
    admin = await createAdmin(t.ctx);
    jpeg = await testJpeg(400, 300);
  });

  async function uploadImage(auth: Record<string, string>, carId?: string): Promise<string> {
    const body = await multipartBody([...(carId ? [{ name: 'carId', value: carId }] : []), ...imageParts([jpeg])]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/upload/car-images/', headers: { ...auth, ...body.headers }, payload: body.payload });
    return res.json().data.images[0].id;
  }
  const del = (url: string, auth: Record<string, string>) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1${url}`, headers: { ...auth, 'content-type': 'application/json' } });
  const stored = (id: string) => existsSync(join(t.ctx.storage.localRoot!, `cars/${id}.jpg`));

  it('lets the uploader delete an unattached image, files included', async () => {
    const id = await uploadImage(owner.auth);
    expect(stored(id)).toBe(true);
    expect((await del(`/upload/files/${id}/`, stranger.auth)).statusCode).toBe(403);
    const res = await del(`/upload/files/${id}/`, owner.auth);
    expect(res.json()).toEqual({ success: true, message: 'Image deleted successfully' });
    expect(stored(id)).toBe(false);
    expect(existsSync(join(t.ctx.storage.localRoot!, `cars/${id}-w800.jpg`))).toBe(false);
    expect(await t.ctx.db.$count(listingImages, eq(listingImages.id, id))).toBe(0);
  });

  it('lets the listing owner and any admin delete an attached image, nobody else', async () => {
    const listing = await seedListing(t.ctx, owner.user.id);
    const byAdmin = await uploadImage(admin.auth, listing.id);
    expect((await del(`/upload/files/${byAdmin}/`, stranger.auth)).statusCode).toBe(403);
    expect((await del(`/upload/files/${byAdmin}/`, owner.auth)).statusCode).toBe(200); // owner, though an admin uploaded it
    const mine = await uploadImage(owner.auth, listing.id);
    expect((await del(`/upload/files/${mine}/`, admin.auth)).statusCode).toBe(200);
  });

  it('answers 404 "File not found" for unknown ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'xyz']) {
      const res = await del(`/upload/files/${id}/`, owner.auth);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: 'File not found' });
    }
  });

  it('deletes an image through its listing path only when it belongs to that listing', async () => {
    const listing = await seedListing(t.ctx, owner.user.id);
    const other = await seedListing(t.ctx, owner.user.id);
    const id = await uploadImage(owner.auth, listing.id);
    expect((await del(`/cars/${other.id}/images/${id}/`, owner.auth)).statusCode).toBe(404);
    expect((await del(`/cars/${listing.id}/images/${id}/`, stranger.auth)).statusCode).toBe(403);
    const res = await del(`/cars/${listing.id}/images/${id}/`, owner.auth);
    expect(res.json()).toEqual({ success: true, message: 'Image deleted successfully' });
    expect((await del(`/cars/${listing.id}/images/${id}/`, owner.auth)).statusCode).toBe(404);
  });

  describe('POST /upload/car-video/', () => {
    const uploadVideo = async (parts: Parameters<typeof multipartBody>[0], auth = owner.auth) => {
      const body = await multipartBody(parts);
      return t.app.inject({ method: 'POST', url: '/api/v1/upload/car-video/', headers: { ...auth, ...body.headers }, payload: body.payload });
    };

    it('stores an MP4 and reads its duration', async () => {
      const res = await uploadVideo([{ name: 'video', filename: 'walkaround.mp4', data: tinyMp4(12), type: 'video/mp4' }]);
      expect(res.statusCode).toBe(200);
      const { video } = res.json().data;
      expect(video).toMatchObject({ duration: 12, thumbnail: null, size: tinyMp4(12).length });
      expect(video.url).toBe(`http://localhost:3000/media/videos/${video.id}.mp4`);
      const [row] = await t.ctx.db.select().from(listingVideos).where(eq(listingVideos.id, video.id));
      expect(row).toMatchObject({ uploaderUserId: owner.user.id, listingId: null, mimeType: 'video/mp4' });
    });

    it('replaces the listing\'s previous video', async () => {
      const listing = await seedListing(t.ctx, owner.user.id);
      const first = (await uploadVideo([{ name: 'carId', value: listing.id }, { name: 'video', filename: 'a.mp4', data: tinyMp4() }])).json().data.video;
      const second = (await uploadVideo([{ name: 'carId', value: listing.id }, { name: 'video', filename: 'b.mp4', data: tinyMp4() }])).json().data.video;
      const rows = await t.ctx.db.select().from(listingVideos).where(eq(listingVideos.listingId, listing.id));
      expect(rows.map((r) => r.id)).toEqual([second.id]);
      expect(existsSync(join(t.ctx.storage.localRoot!, `videos/${first.id}.mp4`))).toBe(false);
      expect((await del(`/upload/files/${second.id}/`, stranger.auth)).statusCode).toBe(403);
      expect((await del(`/upload/files/${second.id}/`, owner.auth)).json().message).toBe('Video deleted successfully');
    });

    it('refuses a non-video with 400 INVALID_FILE_TYPE, two videos with 400 and none with 400', async () => {
      const text = await uploadVideo([{ name: 'video', filename: 'movie.mp4', data: Buffer.from('not a movie at all') }]);
      expect(text.statusCode).toBe(400);
      expect(text.json().error.code).toBe('INVALID_FILE_TYPE');
      const two = await uploadVideo([
        { name: 'video', filename: 'a.mp4', data: tinyMp4() },
        { name: 'video', filename: 'b.mp4', data: tinyMp4() },
      ]);
      expect(two.statusCode).toBe(400);
      expect(two.json().error.code).toBe('TOO_MANY_FILES');
      const none = await uploadVideo([{ name: 'carId', value: '' }]);
      expect(none.json().error).toEqual({ code: 'NO_FILE', message: 'No video provided' });
    });

    it('answers 403 for another seller\'s listing', async () => {
      const listing = await seedListing(t.ctx, owner.user.id);
      const res = await uploadVideo([{ name: 'carId', value: listing.id }, { name: 'video', filename: 'a.mp4', data: tinyMp4() }], stranger.auth);
      expect(res.statusCode).toBe(403);
    });
  });
});
