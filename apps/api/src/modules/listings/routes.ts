import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { carResponse } from '@gaadi/domain/schemas/car';
import { errorEnvelope, idParam } from '@gaadi/domain/schemas/envelope';
import type { AppContext } from '../../platform/context.ts';
import { getCarDetail } from './car-detail.ts';

// Any id is accepted: one that is not a UUID is simply not found (404, never 400 or 500).
export async function listingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/cars/:id/',
    { schema: { tags: ['cars'], params: idParam, response: { 200: carResponse, 404: errorEnvelope } } },
    async (req) => ({
      success: true as const,
      data: await getCarDetail(ctx, req.params.id, { actor: await req.actor(), ip: req.ip }),
    }),
  );
}
