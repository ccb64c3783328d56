import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelope } from '@gaadi/domain/schemas/envelope';
import { valuationQuery, valuationResponse } from '@gaadi/domain/schemas/valuation';
import type { AppContext } from '../../platform/context.ts';
import { valueCar } from './value-car.ts';

/** Public, no sign-in: "What's my car worth" (issue 22). */
export async function valuationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/valuation/', { schema: { tags: ['valuation'], querystring: valuationQuery, response: { 200: valuationResponse, 400: errorEnvelope } } }, async (req, reply) => {
    reply.header('cache-control', 'public, max-age=60');
    return { success: true as const, data: await valueCar(ctx, req.query) };
  });
}
