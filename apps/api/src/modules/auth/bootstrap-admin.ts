import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

/** Creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD, or the demo admin. (Placeholder.) */
export async function ensureFirstAdmin(_ctx: AppContext, _log: FastifyBaseLogger): Promise<{ email: string; password?: string } | null> {
  return null;
}
