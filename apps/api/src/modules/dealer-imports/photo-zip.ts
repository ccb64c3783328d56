// The optional photo ZIP (decision 038): folders named after stock numbers, photos inside. Checked
// whole at upload before it is stored (entries, declared sizes, ratio, paths), read again by the job
// one car at a time. yauzl refuses absolute paths and `..` itself and checks each entry's real size
// against the declared one while reading, so the declared sizes bound what unpacking can cost.
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import yauzl from 'yauzl';
import { IMPORT_LIMITS, IMPORT_MESSAGES } from '@gaadi/domain/dealer-import-rules';
import { AppError } from '../../platform/errors.ts';

export interface ZipPhoto {
  stockNumber: string;
  name: string;
  entry: yauzl.Entry;
}

const refuse = (message: string) => new AppError(400, 'INVALID_IMPORT_FILE', message);
const PHOTO_NAME = /\.(jpe?g|png|webp|heic|heif|avif)$/i;

function open(zip: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromBuffer(zip, { lazyEntries: true, autoClose: false, decodeStrings: true, validateEntrySizes: true }, (err, file) => (err ? reject(err) : resolve(file))),
  );
}

const unsafe = (e: Error) => /absolute path|invalid relative path|invalid characters in fileName/.test(e.message);

/** Every photo entry by stock number (folder) and file name; throws a 400 for a ZIP we will not unpack. */
export async function indexPhotoZip(zip: Buffer): Promise<{ file: yauzl.ZipFile; photos: Map<string, Map<string, ZipPhoto>> }> {
  let file: yauzl.ZipFile;
  try {
    file = await open(zip);
  } catch {
    throw refuse(IMPORT_MESSAGES.badZip);
  }
  if (file.entryCount > IMPORT_LIMITS.maxZipEntries) {
    file.close();
    throw refuse(IMPORT_MESSAGES.zipTooManyEntries);
  }
  const photos = new Map<string, Map<string, ZipPhoto>>();
  let total = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      file.on('error', reject);
      file.on('end', () => resolve());
      file.on('entry', (entry: yauzl.Entry) => {
        const name = entry.fileName;
        if (name.split('/').some((part) => part === '.' || part.startsWith('\0'))) return reject(refuse(IMPORT_MESSAGES.zipUnsafePath(name)));
        total += entry.uncompressedSize;
        const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
        if (total > IMPORT_LIMITS.maxZipUncompressedBytes || (entry.uncompressedSize > 1024 * 1024 && ratio > IMPORT_LIMITS.maxZipRatio))
          return reject(refuse(IMPORT_MESSAGES.zipTooBig));
        const parts = name.split('/');
        // STOCK/photo.jpg only: folders themselves, other depths and system files are skipped.
        if (parts.length === 2 && parts[0] && parts[1] && !parts[0].startsWith('__MACOSX') && !parts[1].startsWith('.') && PHOTO_NAME.test(parts[1])) {
          const folder = photos.get(parts[0]) ?? new Map<string, ZipPhoto>();
          folder.set(parts[1], { stockNumber: parts[0], name: parts[1], entry });
          photos.set(parts[0], folder);
        }
        file.readEntry();
      });
      file.readEntry();
    });
  } catch (e) {
    file.close();
    if (e instanceof AppError) throw e;
    throw refuse(unsafe(e as Error) ? IMPORT_MESSAGES.zipUnsafePath((e as Error).message.replace(/^[^:]*: /, '')) : IMPORT_MESSAGES.badZip);
  }
  return { file, photos };
}

/** Unpacks one entry to a private file in `dir` (the real size is held to the declared one). */
export async function extractPhoto(file: yauzl.ZipFile, photo: ZipPhoto, dir: string): Promise<{ path: string; size: number; head: Buffer }> {
  const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) => file.openReadStream(photo.entry, (err, s) => (err ? reject(err) : resolve(s))));
  const path = join(dir, randomUUID());
  const head: Buffer[] = [];
  let size = 0;
  stream.on('data', (chunk: Buffer) => {
    if (size < 64) head.push(chunk.subarray(0, 64 - size));
    size += chunk.length;
  });
  await pipeline(stream, createWriteStream(path, { mode: 0o600 }));
  return { path, size, head: Buffer.concat(head) };
}
