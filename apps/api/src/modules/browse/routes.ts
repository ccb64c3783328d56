import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { carsQuerySchema, carsResponse } from '@gaadi/domain/schemas/car';
import { errorEnvelope } from '@gaadi/domain/schemas/envelope';
import type { AppContext } from '../../platform/context.ts';
import { clearOnChange, TtlCache } from '../../platform/ttl-cache.ts';
import { createCarSearch } from './service.ts';

/**
 * Whole /cars/ answers are kept for config.browseCacheSeconds per normalised query, ready-serialised:
 * most buyers ask the same few pages, and a hit costs no database round trip and no serialisation.
 * Any write that changes the catalogue clears them at once (ctx.events); other processes' writes
 * show within the lifetime (decision 004).
 */
const PAGE_MAX_ENTRIES = 1_000;

// Public (contract 1.8): the bearer is never read, so a stale or admin token cannot cause a 401.
export async function browseRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const searchCars = createCarSearch(ctx);
  const pages = new TtlCache<string>(ctx.config.browseCacheSeconds * 1000, PAGE_MAX_ENTRIES);
  clearOnChange(ctx.events, pages);
  r.get(
    '/cars/',
    { schema: { tags: ['cars'], querystring: carsQuerySchema, response: { 200: carsResponse, 400: errorEnvelope } } },
    async (req, reply) => {
      const body = await pages.get(JSON.stringify(req.query), async () =>
        // Validated against the response schema once per miss, exactly as the serializer would.
        JSON.stringify(carsResponse.parse({ success: true, data: await searchCars(req.query) })),
      );
      return reply.type('application/json; charset=utf-8').send(body as never); // a string is sent as is
    },
  );
}
