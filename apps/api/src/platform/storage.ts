// File storage behind one interface: local under DATA_DIR/uploads (served at /media/) by default,
// an S3-compatible bucket (AWS, MinIO, R2…) through the AWS SDK when S3_* is configured.
// Files can be stored from a path so that large uploads stream from disk and never sit in memory.
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from './config.ts';

export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores the file at `path` (streamed, never read whole into memory). */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** The stored bytes; null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Every stored key (backups, ops/backup.ts). */
  keys(): AsyncIterable<string>;
  /** Absolute URL of a stored key (contract 2.4). */
  url(key: string): string;
  /** Local directory served at /media/, when storage is local. */
  localRoot: string | null;
  close?(): void;
}

export function safeKey(key: string): string {
  const k = normalize(key).replace(/^(\.\.(\/|\\|$))+/, '');
  if (k.startsWith('/') || k.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return k;
}

export function createLocalStorage(root: string, publicUrl: string): Storage {
  const target = async (key: string) => {
    const path = join(root, safeKey(key));
    await mkdir(dirname(path), { recursive: true });
    return path;
  };
  return {
    localRoot: root,
    async put(key, body) {
      await writeFile(await target(key), body);
    },
    async putFile(key, path) {
      await copyFile(path, await target(key));
    },
    async get(key) {
      try {
        return await readFile(join(root, safeKey(key)));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async delete(key) {
      await rm(join(root, safeKey(key)), { force: true });
    },
    async *keys() {
      let entries;
      try {
        entries = await readdir(root, { recursive: true, withFileTypes: true });
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw e;
      }
      for (const entry of entries) {
        if (entry.isFile()) yield join(entry.parentPath, entry.name).slice(root.length + 1).split('\\').join('/');
      }
    },
    url: (key) => `${publicUrl}/media/${key}`,
  };
}

export type S3Config = NonNullable<Config['s3']>;

/** S3 and compatible servers, path-style (MinIO and most self-hosted servers need it). */
export function createS3Storage(s3: S3Config): Storage {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    // Plain signed bodies: many S3-compatible servers do not understand the SDK's default
    // aws-chunked streaming checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  const publicBase = (s3.publicUrl || `${s3.endpoint.replace(/\/$/, '')}/${s3.bucket}`).replace(/\/$/, '');
  return {
    localRoot: null,
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: safeKey(key), Body: body, ContentType: contentType }));
    },
    async putFile(key, path, contentType) {
      // One streamed PUT with a known length: uploads are at most 50 MB, far below S3's 5 GB limit.
      const { size } = await stat(path);
      await client.send(
        new PutObjectCommand({ Bucket: s3.bucket, Key: safeKey(key), Body: createReadStream(path), ContentLength: size, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: safeKey(key) }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (e) {
        if (e instanceof NoSuchKey) return null;
        throw e;
      }
    },
    async delete(key) {
      // Deleting a missing object succeeds on S3 (and is ignored by the callers elsewhere).
      await client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: safeKey(key) }));
    },
    async *keys() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }));
        for (const o of page.Contents ?? []) if (o.Key) yield o.Key;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    url: (key) => `${publicBase}/${key}`,
    close: () => client.destroy(),
  };
}
