import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { listingImages } from '../../db/schema.ts';
import { createUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/helper.ts';
import { seedListing } from '../../test/listing-factory.ts';
import { startUploadCleanup, sweepOrphanUploads } from './cleanup.ts';
import { imageParts, multipartBody, testJpeg } from '../../test/upload-utils.ts';

describe('orphan upload sweep', () => {
  const t = useTestApp();

  it('removes uploads unattached for over 24 hours, rows and files, and keeps the rest', async () => {
    const seller = await createUser(t.ctx);
    const body = await multipartBody(imageParts([await testJpeg(300, 200), await testJpeg(300, 200), await testJpeg(300, 200)]));
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/upload/car-images/', headers: { ...seller.auth, ...body.headers }, payload: body.payload });
    const [stale, fresh, attached] = res.json().data.images.map((i: { id: string }) => i.id) as string[];
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    const listing = await seedListing(t.ctx, seller.user.id);
    await t.ctx.db.update(listingImages).set({ createdAt: dayAgo }).where(eq(listingImages.id, stale!));
    await t.ctx.db.update(listingImages).set({ createdAt: dayAgo, listingId: listing.id }).where(eq(listingImages.id, attached!));

    // Every file of one image: full, thumbnail, small, and its renditions (a 300 px photo: the
    // 160 px WebP and JPEG, and the link-preview JPEG).
    expect(await sweepOrphanUploads(t.ctx)).toBe(6);
    const left = (await t.ctx.db.select({ id: listingImages.id }).from(listingImages)).map((r) => r.id);
    expect(left).toEqual(expect.arrayContaining([fresh, attached]));
    expect(left).not.toContain(stale);
    expect(existsSync(join(t.ctx.storage.localRoot!, `cars/${stale}.jpg`))).toBe(false);
    expect(existsSync(join(t.ctx.storage.localRoot!, `cars/${stale}-og.jpg`))).toBe(false);
    expect(existsSync(join(t.ctx.storage.localRoot!, `cars/${fresh}.jpg`))).toBe(true);
  });

  it('runs on its interval until stopped', async () => {
    const seen: number[] = [];
    const ctx = { ...t.ctx, db: { delete: () => { seen.push(Date.now()); throw new Error('stop here'); } } } as unknown as typeof t.ctx;
    vi.useFakeTimers();
    try {
      const stop = startUploadCleanup(ctx, { intervalMs: 20 });
      await vi.advanceTimersByTimeAsync(50);
      expect(seen.length).toBe(2);
      stop();
      await vi.advanceTimersByTimeAsync(120_000); // past the interval and the first-minute sweep
      expect(seen.length).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
