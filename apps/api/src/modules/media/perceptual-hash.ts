// A 64-bit difference hash (dHash) of a photo for issue 15's duplicate-photo flag: the photo as a
// 9×8 greyscale grid, one bit per pair of horizontal neighbours (left brighter than right).
// Re-encoding and resizing keep the coarse brightness gradients, so a copy lands within a few bits
// (PHOTO_HASH_MAX_DISTANCE); an unrelated photo differs in about half of them.
import sharp from 'sharp';

/** Brightness range (0-255) below which a photo has no gradients to hash. */
const FLAT_RANGE = 12;

/**
 * The hash as a signed 64-bit integer (what a bigint column stores); null for a flat picture (one
 * colour, a blank frame): every such picture hashes to 0 and would "match" every other.
 */
export async function perceptualHash(input: Buffer | string): Promise<bigint | null> {
  // 72×64 first, then 8×8 box averages: a box filter keeps the 9×8 grid steady under resizing and
  // JPEG noise, where resampling straight to 9×8 lets single pixels tip a comparison.
  const { data } = await sharp(input, { failOn: 'none' })
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(72, 64, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const cell = (cx: number, cy: number) => {
    let sum = 0;
    for (let y = cy * 8; y < cy * 8 + 8; y++) for (let x = cx * 8; x < cx * 8 + 8; x++) sum += data[y * 72 + x]!;
    return sum;
  };
  let [lo, hi] = [255, 0];
  for (const v of data) [lo, hi] = [Math.min(lo, v), Math.max(hi, v)];
  if (hi - lo < FLAT_RANGE) return null;
  let hash = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) hash = (hash << 1n) | (cell(x, y) > cell(x + 1, y) ? 1n : 0n);
  }
  return BigInt.asIntN(64, hash);
}

/** Bits in which two hashes differ. */
export function hashDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let n = 0;
  while (x) {
    n += Number(x & 1n);
    x >>= 1n;
  }
  return n;
}
