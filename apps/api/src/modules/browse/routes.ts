import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { carsQuerySchema, carsResponse } from '@gaadi/domain/schemas/car';
import { errorEnvelope } from '@gaadi/domain/schemas/envelope';
import type { AppContext } from '../../platform/context.ts';
import { createCarSearch } from './service.ts';

// Public (contract 1.8): the bearer is never read, so a stale or admin token cannot cause a 401.
export async function browseRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const searchCars = createCarSearch(ctx);
  r.get(
    '/cars/',
    { schema: { tags: ['cars'], querystring: carsQuerySchema, response: { 200: carsResponse, 400: errorEnvelope } } },
    async (req) => ({ success: true as const, data: await searchCars(req.query) }),
  );
}
