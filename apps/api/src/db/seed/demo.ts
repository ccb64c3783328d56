import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/database.ts';
import type { Storage } from '../../platform/storage.ts';

/** Demo sellers and approved listings with generated photos. (Placeholder.) */
export async function seedDemoListings(_opts: { db: Db; storage: Storage; log: FastifyBaseLogger; count?: number }): Promise<number> {
  return 0;
}
