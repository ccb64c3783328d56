// Issue 22: how one listing is doing, for its seller.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelope, idParam } from '@gaadi/domain/schemas/envelope';
import { listingStatisticsResponse } from '@gaadi/domain/schemas/listing-statistics';
import { requireUser } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { listingStatistics } from './listing-statistics.ts';

export async function listingStatisticsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/cars/seller/:id/statistics/',
    { schema: { tags: ['seller'], params: idParam, response: { 200: listingStatisticsResponse, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope } } },
    async (req) => {
      const actor = await requireUser(req);
      return { success: true as const, data: await listingStatistics(ctx, actor, req.params.id) };
    },
  );
}
