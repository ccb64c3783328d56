import { describe, expect, it, vi } from 'vitest';
import { encodeWithinLimit, jpegQualitySteps } from './image-encoding';

const blobOf = (size: number) => new Blob([new Uint8Array(size)], { type: 'image/jpeg' });

describe('jpegQualitySteps', () => {
  it('starts at 0.92 and steps down by 0.1 without going below about 0.2', () => {
    expect(jpegQualitySteps()).toEqual([0.92, 0.82, 0.72, 0.62, 0.52, 0.42, 0.32, 0.22]);
  });

  it('has no floating-point drift in its values', () => {
    for (const q of jpegQualitySteps()) expect(q).toBe(Math.round(q * 100) / 100);
  });

  it('honours other bounds', () => {
    expect(jpegQualitySteps(0.5, 0.2, 0.1)).toEqual([0.5, 0.3, 0.1]);
  });
});

describe('encodeWithinLimit', () => {
  it('keeps the first quality whose result fits', async () => {
    const encode = vi.fn(async (q: number) => blobOf(q > 0.7 ? 6_000_000 : 4_000_000));
    const blob = await encodeWithinLimit(encode, 5 * 1024 * 1024);
    expect(blob.size).toBe(4_000_000);
    expect(encode.mock.calls.map((c) => c[0])).toEqual([0.92, 0.82, 0.72, 0.62]);
  });

  it('encodes once when the best quality already fits', async () => {
    const encode = vi.fn(async () => blobOf(1000));
    await encodeWithinLimit(encode, 5 * 1024 * 1024);
    expect(encode).toHaveBeenCalledTimes(1);
  });

  it('returns the lowest-quality result when nothing fits', async () => {
    const encode = vi.fn(async (q: number) => blobOf(Math.round(q * 100)));
    const blob = await encodeWithinLimit(encode, 10);
    expect(encode).toHaveBeenCalledTimes(8);
    expect(blob.size).toBe(22);
  });
});
