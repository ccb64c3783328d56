import { PHOTO_HASH_MAX_DISTANCE } from '@gaadi/domain/quality-flags';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { recompressed, scenePhoto } from '../../test/photo-fixtures.ts';
import { hashDistance, perceptualHash } from './perceptual-hash.ts';

describe('perceptual hash (issue 15 duplicate-photo flag)', () => {
  it('finds a resized, re-encoded copy within the threshold and a different photo far outside it', async () => {
    const photo = await scenePhoto(1);
    const original = (await perceptualHash(photo))!;
    const copies = [await recompressed(photo), await recompressed(photo, 400, 40), await sharp(photo).webp({ quality: 50 }).toBuffer()];
    for (const copy of copies) expect(hashDistance(original, (await perceptualHash(copy))!)).toBeLessThanOrEqual(PHOTO_HASH_MAX_DISTANCE);
    for (const seed of [2, 3, 4]) expect(hashDistance(original, (await perceptualHash(await scenePhoto(seed)))!)).toBeGreaterThan(12);
  });

  it('does not hash a flat picture, which would match every other flat one', async () => {
    const flat = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0a963c' } }).jpeg().toBuffer();
    expect(await perceptualHash(flat)).toBeNull();
  });

  it('counts differing bits', () => {
    expect(hashDistance(0n, 0n)).toBe(0);
    expect(hashDistance(0n, -1n)).toBe(64);
    expect(hashDistance(0b1011n, 0b0001n)).toBe(2);
  });
});
