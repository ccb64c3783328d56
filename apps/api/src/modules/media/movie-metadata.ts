// MP4 and QuickTime files carry the phone's position (udta/©xyz, 3GPP loci, Apple's
// meta/keys "com.apple.quicktime.location.ISO6709") and other personal metadata in `udta` and
// `meta` boxes. As photos are re-encoded without EXIF, every such box is blanked in place on the
// uploaded file: its type becomes `free` (players skip it) and its bytes zeros. Sizes and offsets
// stay the same, so the media data and its chunk offsets are untouched. Works on the file on disk,
// reading only box headers and the (small) movie box.
import { open, type FileHandle } from 'node:fs/promises';

/** A movie box larger than this is not from a camera; it is left alone and its duration unknown. */
const MAX_MOOV_BYTES = 16 * 1024 * 1024;
const PERSONAL = new Set(['udta', 'meta']);
/** Containers inside moov that may hold udta/meta of their own. */
const CONTAINERS = new Set(['trak', 'mdia', 'minf', 'edts']);

interface Box {
  type: string;
  /** Offset of the box header in the file (or buffer). */
  start: number;
  headerSize: number;
  size: number;
}

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await fh.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/** Box header at `p` in a buffer; null when malformed or past `end`. */
function boxAt(buf: Buffer, p: number, end: number, base = 0): Box | null {
  if (p + 8 > end) return null;
  let size = buf.readUInt32BE(p);
  let headerSize = 8;
  if (size === 1) {
    if (p + 16 > end) return null;
    size = Number(buf.readBigUInt64BE(p + 8));
    headerSize = 16;
  } else if (size === 0) {
    size = end - p;
  }
  if (size < headerSize || p + size > end) return null;
  return { type: buf.toString('latin1', p + 4, p + 8), start: base + p, headerSize, size };
}

/** Top-level boxes of the file, from their headers only (a truncated last box ends the walk). */
async function topLevelBoxes(fh: FileHandle, fileSize: number): Promise<Box[]> {
  const boxes: Box[] = [];
  let p = 0;
  while (p + 8 <= fileSize) {
    const header = await readAt(fh, p, Math.min(16, fileSize - p));
    const box = boxAt(header, 0, fileSize - p, p);
    if (!box) break;
    boxes.push(box);
    p += box.size;
  }
  return boxes;
}

/** udta/meta boxes inside the movie box (recursing into tracks), as offsets in `moov`. */
function personalBoxes(moov: Buffer, from: number, to: number): Box[] {
  const found: Box[] = [];
  let p = from;
  while (p < to) {
    const box = boxAt(moov, p, to);
    if (!box) break;
    if (PERSONAL.has(box.type)) found.push(box);
    else if (CONTAINERS.has(box.type)) found.push(...personalBoxes(moov, p + box.headerSize, p + box.size));
    p += box.size;
  }
  return found;
}

/** Seconds from the movie header (mvhd); null when absent or odd. */
export function movieDuration(moov: Buffer): number | null {
  let p = 0;
  while (p < moov.length) {
    const box = boxAt(moov, p, moov.length);
    if (!box) return null;
    if (box.type === 'mvhd') {
      const q = p + box.headerSize;
      if (q + 28 > moov.length) return null;
      const v1 = moov[q] === 1;
      const timescale = moov.readUInt32BE(q + (v1 ? 20 : 12));
      const duration = v1 ? Number(moov.readBigUInt64BE(q + 24)) : moov.readUInt32BE(q + 16);
      return timescale ? Math.round((duration / timescale) * 100) / 100 : null;
    }
    p += box.size;
  }
  return null;
}

/** Blank one box in the file: type `free`, payload zeros. */
async function blank(fh: FileHandle, box: Box) {
  await fh.write(Buffer.from('free', 'latin1'), 0, 4, box.start + 4);
  const zeros = Buffer.alloc(Math.min(64 * 1024, box.size - box.headerSize));
  for (let p = box.start + box.headerSize; p < box.start + box.size; p += zeros.length) {
    await fh.write(zeros, 0, Math.min(zeros.length, box.start + box.size - p), p);
  }
}

/** Blanks every personal-metadata box of an MP4/QuickTime file in place; returns the duration. */
export async function stripMovieMetadata(path: string): Promise<{ duration: number | null; blanked: number }> {
  const fh = await open(path, 'r+');
  try {
    const { size } = await fh.stat();
    let duration: number | null = null;
    let blanked = 0;
    for (const box of await topLevelBoxes(fh, size)) {
      if (PERSONAL.has(box.type)) {
        await blank(fh, box);
        blanked++;
      } else if (box.type === 'moov' && box.size <= MAX_MOOV_BYTES) {
        const moov = await readAt(fh, box.start + box.headerSize, box.size - box.headerSize);
        duration = movieDuration(moov);
        for (const inner of personalBoxes(moov, 0, moov.length)) {
          await blank(fh, { ...inner, start: box.start + box.headerSize + inner.start });
          blanked++;
        }
      }
    }
    return { duration, blanked };
  } finally {
    await fh.close();
  }
}
