// npm run backup -- --to DIR      npm run restore -- --from DIR
// The database at DATABASE_URL and the uploads (DATA_DIR/uploads, or the S3 bucket of S3_*) to a
// folder, and back into an empty database and storage (ops/backup.ts, docs/deploy.md).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../platform/config.ts';
import { createLocalStorage, createS3Storage } from '../platform/storage.ts';
import { backup, restore } from './backup.ts';

const USAGE = `Usage: npm run backup -- --to DIR
       npm run restore -- --from DIR [--jobs N]

backup   dumps the database at DATABASE_URL (pg_dump, custom format) and copies every upload
         (DATA_DIR/uploads, or the bucket named by S3_BUCKET and S3_*) into DIR, a new folder.
restore  restores such a folder into the database at DATABASE_URL and the storage configured the
         same way; both must be empty. pg_restore runs N jobs at once (default 2).

pg_dump/pg_restore of the server's major version or newer are looked for in PG_BIN, then
/usr/lib/postgresql/<major>/bin, then the PATH.`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      to: { type: 'string' },
      from: { type: 'string' },
      jobs: { type: 'string', default: '2' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const url = process.env.DATABASE_URL;
  const mode = positionals[0];
  const usable = (mode === 'backup' && values.to && !values.from) || (mode === 'restore' && values.from && !values.to);
  if (values.help || !usable || !url) {
    console.log(url || values.help ? USAGE : `DATABASE_URL is not set.\n\n${USAGE}`);
    return values.help ? 0 : 1;
  }
  // Only the storage settings matter here: no token is signed (and no demo secret written).
  const config = loadConfig({ ...process.env, JWT_SECRET: 'backups-sign-nothing-0123456789abcdef' });
  const storage = config.s3 ? createS3Storage(config.s3) : createLocalStorage(join(config.dataDir, 'uploads'), config.publicUrl);
  const log = (m: string) => console.log(m);
  try {
    if (mode === 'backup') await backup({ url, storage, to: values.to ?? '', log });
    else await restore({ url, storage, from: values.from ?? '', jobs: Math.max(1, Number(values.jobs) || 2), log });
    return 0;
  } catch (e) {
    console.error(`Failed: ${(e as Error).message}`);
    return 1;
  } finally {
    storage.close?.();
  }
}

void main().then((code) => process.exit(code));
