// File storage behind one interface: local under DATA_DIR/uploads (served at /media/) by default,
// an S3-compatible bucket when S3_* is configured.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Absolute URL of a stored key (contract 2.4). */
  url(key: string): string;
  /** Local directory served at /media/, when storage is local. */
  localRoot: string | null;
}

function safeKey(key: string): string {
  const k = normalize(key).replace(/^(\.\.(\/|\\|$))+/, '');
  if (k.startsWith('/') || k.includes('..')) throw new Error(`Unsafe storage key: ${key}`);
  return k;
}

export function createLocalStorage(root: string, publicUrl: string): Storage {
  return {
    localRoot: root,
    async put(key, body) {
      const path = join(root, safeKey(key));
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    async delete(key) {
      await rm(join(root, safeKey(key)), { force: true });
    },
    url: (key) => `${publicUrl}/media/${key}`,
  };
}
