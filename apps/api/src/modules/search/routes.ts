import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { carsCountsResponse, carsQuerySchema, carsResponse, similarCarsResponse } from '@gaadi/domain/schemas/car';
import { errorEnvelope, idParam } from '@gaadi/domain/schemas/envelope';
import type { AppContext } from '../../platform/context.ts';
import { EncodedText } from '../../platform/encoded-text.ts';
import { clearOnChange, LoadingCache } from '../../platform/loading-cache.ts';
import { openReadPool } from '../../platform/read-database.ts';
import { reportReadiness } from '../../platform/readiness.ts';
import { forEachVisitor } from '../../platform/visitor-effects.ts';
import { listingCountersOf } from '../listing-store/view-counter.ts';
import { createListingIndex } from './listing-index.ts';
import { publishSearchPages } from './newest-cards.ts';
import { createCarSearch } from './search-cars.ts';
import { similarCars } from './similar-cars.ts';

/**
 * Whole /cars/ answers are kept for config.browseCacheSeconds per normalised query, ready-serialised:
 * most buyers ask the same few pages, and a hit costs no database round trip, no serialisation and,
 * once per encoding, no compression.
 * Any listing change in any API process clears them at once (change-feed.ts, decision 004).
 */
const PAGE_MAX_ENTRIES = 5_000;
const PAGE_MAX_BYTES = 64 * 1024 * 1024;

// Public (contract 1.8): the bearer is never read, so a stale or admin token cannot cause a 401.
export async function searchRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reads = openReadPool(ctx);
  app.addHook('onClose', reads.close);
  // Read whole from where search reads, once the app is ready; SQL answers meanwhile (decision 046).
  const index = ctx.config.searchIndex ? createListingIndex({ db: reads.pool, log: app.log, replica: reads.state() !== 'primary' }) : null;
  reportReadiness(ctx, 'search_index', () => index?.state() ?? 'off');
  if (index) {
    ctx.catalogueChanges.on('changed', (listingId?: string, cause?: string) => {
      if (cause === 'replica') index.replicaCaughtUp();
      else index.changed(listingId);
    });
    app.addHook('onReady', async () => void index.load());
    app.addHook('onClose', async () => index.close());
    ctx.metrics.gauge('search_index_listings', 'Public listings in this process\'s search index (0 while it is read)', () => index.size());
  }
  const { searchCars, filterCounts, pageOf } = createCarSearch(ctx, reads.pool, index);
  publishSearchPages(ctx, pageOf);
  const pages = new LoadingCache<{ body: EncodedText; ids: string[] }>({
    ttlMs: ctx.config.browseCacheSeconds * 1000,
    max: PAGE_MAX_ENTRIES,
    maxSize: PAGE_MAX_BYTES,
    sizeOf: (page) => page.body.length * 1.5, // room for the two encodings, made on first demand
  });
  // Each page's cars appeared in a search: counted in memory, written in batches (issue 22).
  const counters = listingCountersOf(ctx, app.log);
  clearOnChange(ctx.catalogueChanges, pages);
  ctx.metrics.watchCache('search_pages', pages);
  // Parsed against the response schema, exactly as the serializer would, outside production; in
  // production sent as built (decision 047: 0.25 ms of a 3 ms search), which answer-shape.test.ts
  // shows is the same answer.
  const asContract = ctx.config.env === 'production' ? <T,>(answer: T) => answer : <T,>(answer: T) => carsResponse.parse(answer) as T;
  r.get(
    '/cars/',
    { schema: { tags: ['cars'], querystring: carsQuerySchema, response: { 200: carsResponse, 400: errorEnvelope } } },
    async (req, reply) => {
      const page = await pages.get(JSON.stringify(req.query), async () => {
        const data = await searchCars(req.query);
        return { body: new EncodedText(JSON.stringify(asContract({ success: true as const, data })), 'answer'), ids: data.cars.map((c) => c.id) };
      });
      forEachVisitor({ ip: req.ip }, () => counters.appeared(page.ids));
      // Sent as kept: the text as is, or its brotli or gzip made once (decision 047).
      return page.body.send(req, reply.type('application/json; charset=utf-8'));
    },
  );
  // The filter panel's counts under the other filters chosen (decision 030): asked for when the
  // panel opens, so that GET /cars/ costs no more than before.
  r.get(
    '/cars/counts/',
    { schema: { tags: ['cars'], querystring: carsQuerySchema, response: { 200: carsCountsResponse, 400: errorEnvelope } } },
    async (req) => ({ success: true as const, data: await filterCounts(req.query) }),
  );
  // Public like GET /cars/{id}/: only approved cars have similar ones; anything else is a 404.
  r.get(
    '/cars/:id/similar/',
    { schema: { tags: ['cars'], params: idParam, response: { 200: similarCarsResponse, 404: errorEnvelope } } },
    async (req) => ({ success: true as const, data: { cars: await similarCars(ctx, reads.pool, req.params.id) } }),
  );
}
