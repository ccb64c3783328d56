import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../platform/storage.ts';
import { useTestApp } from '../test/helper.ts';
import { isValidGstin } from '@gaadi/domain/gstin';
import { dealers, listingImages, listingPriceHistory, listings, listingVerifications, users } from '../db/schema.ts';
import { seedDemoListings } from './demo.ts';

describe('seedDemoListings', () => {
  const t = useTestApp();
  const dir = mkdtempSync(join(tmpdir(), 'gaadi-demo-seed-'));
  const storage = createLocalStorage(dir, 'http://localhost:3000');
  let created = 0;

  beforeAll(async () => {
    created = await seedDemoListings({ db: t.ctx.db, storage, log: t.app.log, count: 3 });
    // Written beside a running app, as `npm run seed` does, which then announces it (seed/cli.ts).
    t.ctx.catalogueChanges.changed();
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

  it('gives each verified demo listing a recorded demo check and one listing a price drop (issue 15)', async () => {
    const rows = await t.ctx.db.select().from(listings);
    const checks = await t.ctx.db.select().from(listingVerifications);
    const verified = rows.filter((r) => r.verified);
    expect(verified).toHaveLength(3);
    expect(checks.map((c) => c.listingId).sort()).toEqual(verified.map((r) => r.id).sort());
    for (const c of checks) {
      expect(c).toMatchObject({ demo: true, allPassed: true, adminId: null });
      expect(c.checks.map((x) => x.key)).toEqual(['rc_seen', 'insurance_valid', 'puc_valid', 'chassis_matches', 'photos_match']);
    }
    const history = await t.ctx.db.select().from(listingPriceHistory).orderBy(asc(listingPriceHistory.changedAt));
    const dropped = history.filter((h) => h.previousPrice !== null);
    expect(dropped).toHaveLength(1);
    const listing = rows.find((r) => r.id === dropped[0]!.listingId)!;
    expect(dropped[0]!.price).toBe(listing.price);
    expect(dropped[0]!.previousPrice).toBeGreaterThan(listing.price);
    const first = history.find((h) => h.listingId === listing.id && h.previousPrice === null)!;
    expect(first.price).toBe(dropped[0]!.previousPrice);
    expect(first.changedAt.getTime()).toBe(listing.createdAt.getTime());
  });

  it('makes realistic, unedited listings from the last 60 days', async () => {
    const rows = await t.ctx.db.select().from(listings);
    const sixtyDaysAgo = Date.now() - 61 * 86_400_000;
    const drops = new Map((await t.ctx.db.select().from(listingPriceHistory)).filter((h) => h.previousPrice !== null).map((h) => [h.listingId, h]));
    for (const r of rows) {
      // A listing whose price dropped (issue 15) was updated then; the rest are as created.
      expect(r.updatedAt.getTime()).toBe(drops.get(r.id)?.changedAt.getTime() ?? r.createdAt.getTime());
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

  it('makes two demo sellers dealers with valid GSTINs and stable slugs (issue 22)', async () => {
    const rows = await t.ctx.db.select().from(dealers);
    expect(rows.map((d) => d.slug).sort()).toEqual(['kulkarni-motors-pune', 'mehta-auto-hub-mumbai']);
    for (const d of rows) expect(isValidGstin(d.gstin), d.gstin).toBe(true);
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
