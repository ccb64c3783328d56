import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fairPriceMethodResponse } from '@gaadi/domain/schemas/trust-admin';
import type { AppContext } from '../../platform/context.ts';
import { fairPriceMethod } from './method.ts';

/** Public: the numbers behind every fair-price rating (issue 15). */
export async function fairPriceRoutes(app: FastifyInstance, _ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/fair-price/method/', { schema: { tags: ['fair-price'], response: { 200: fairPriceMethodResponse } } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return { success: true as const, data: fairPriceMethod() };
  });
}
