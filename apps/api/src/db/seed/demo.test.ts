import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../platform/storage.ts';
import { useTestApp } from '../../test/helper.ts';
import { listingImages, listings, users } from '../schema.ts';
import { seedDemoListings } from './demo.ts';

describe('seedDemoListings', () => {
  const t = useTestApp();
  const dir = mkdtempSync(join(tmpdir(), 'gaadi-demo-seed-'));
  const storage = createLocalStorage(dir, 'http://localhost:3000');
  let created = 0;

  beforeAll(async () => {
    created = await seedDemoListings({ db: t.ctx.db, storage, log: t.app.log, count: 3 });
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates the approved listings plus four pending and one rejected', async () => {
    expect(created).toBe(8);
    const rows = await t.ctx.db.select().from(listings);
    const byStatus = (s: string) => rows.filter((r) => r.status === s);
    expect(byStatus('approved')).toHaveLength(3);
    expect(byStatus('pending')).toHaveLength(4);
    expect(byStatus('rejected')).toHaveLength(1);
    expect(byStatus('rejected')[0]!.rejectionReason).toBeTruthy();
    for (const r of byStatus('approved')) {
      expect(r).toMatchObject({ verified: true });
      expect(r.approvedAt).not.toBeNull();
    }
    for (const r of byStatus('pending')) expect(r).toMatchObject({ verified: false, featured: false, approvedAt: null });
  });

  it('makes realistic, unedited listings from the last 60 days', async () => {
    const rows = await t.ctx.db.select().from(listings);
    const sixtyDaysAgo = Date.now() - 61 * 86_400_000;
    for (const r of rows) {
      expect(r.updatedAt.getTime()).toBe(r.createdAt.getTime());
      expect(r.createdAt.getTime()).toBeGreaterThan(sixtyDaysAgo);
      expect(r.price).toBeGreaterThanOrEqual(150_000);
      expect(r.price).toBeLessThanOrEqual(6_000_000);
      expect(r.year).toBeGreaterThanOrEqual(2012);
      expect(r.year).toBeLessThanOrEqual(2025);
      expect(r.title).toBe(`${r.year} ${r.brandName} ${r.modelName} ${r.variantName}`);
      expect(r.description.length).toBeGreaterThan(50);
      expect(r.features.length).toBeGreaterThan(0);
      expect(r.sellerPhone).toMatch(/^\+91\d{10}$/);
      expect(r.stateName).not.toBe('');
    }
  });

  it('creates twelve signed-in demo sellers with Indian phones and example.com e-mails', async () => {
    const sellers = await t.ctx.db.select().from(users);
    expect(sellers).toHaveLength(12);
    for (const s of sellers) {
      expect(s.phoneNumber).toMatch(/^\+91[6-9]\d{9}$/);
      expect(s.email).toMatch(/@example\.com$/);
      expect(s.hasSignedInBefore).toBe(true);
    }
  });

  it('gives each listing 3 to 8 photos of its own, stored with an 800-px thumbnail', async () => {
    const rows = await t.ctx.db.select({ id: listings.id }).from(listings);
    const keys = new Set<string>();
    for (const { id } of rows) {
      const images = await t.ctx.db.select().from(listingImages).where(eq(listingImages.listingId, id)).orderBy(asc(listingImages.position));
      expect(images.length).toBeGreaterThanOrEqual(3);
      expect(images.length).toBeLessThanOrEqual(8);
      expect(images.map((i) => i.position)).toEqual(images.map((_, i) => i));
      for (const img of images) {
        expect(img.storageKey).toBe(`cars/${img.id}.jpg`);
        expect(img.thumbnailKey).toBe(`cars/${img.id}-w800.jpg`);
        expect(statSync(join(dir, img.storageKey)).size).toBe(img.sizeBytes);
        expect(statSync(join(dir, img.thumbnailKey)).size).toBeGreaterThan(0);
        keys.add(img.storageKey);
      }
      const full = await sharp(join(dir, images[0]!.storageKey)).metadata();
      const thumb = await sharp(join(dir, images[0]!.thumbnailKey)).metadata();
      expect([full.width, full.height, full.format]).toEqual([1600, 1200, 'jpeg']);
      expect(thumb.width).toBeGreaterThanOrEqual(800);
    }
    const total = await t.ctx.db.$count(listingImages);
    expect(keys.size).toBe(total);
  });

  it('shows the approved listings on GET /cars/ with absolute photo URLs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/cars/?page=1&limit=12' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.pagination.total).toBe(3);
    expect(data.cars[0].images[0].thumbnail).toMatch(/^http:\/\/localhost:3000\/media\/cars\/.+-w800\.jpg$/);
  });
});
