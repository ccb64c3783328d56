import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  brandsQuery,
  brandsResponse,
  citiesResponse,
  configResponse,
  featuresQuery,
  featuresResponse,
} from '@gaadi/domain/schemas/catalogue';
import { errorEnvelope } from '@gaadi/domain/schemas/envelope';
import type { AppContext } from '../../platform/context.ts';
import { createCatalogue, SYSTEM_CONFIG } from './read-catalogue.ts';

// Public routes (contract 1.8): none reads the bearer, so a stale or admin token never matters.
export async function catalogueRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const catalogue = createCatalogue(ctx);
  // Browsers and CDNs may reuse these answers: an ETag turns a repeat into a 304 without a body,
  // and a short max-age spares even that. Cities carry live counts, so they expire sooner.
  await app.register(etag);
  const cacheFor = (seconds: number) => ({
    onSend: async (_req: unknown, reply: { statusCode: number; header: (k: string, v: string) => unknown }) => {
      if (reply.statusCode === 200) reply.header('cache-control', `public, max-age=${seconds}, stale-while-revalidate=${seconds * 5}`);
    },
  });

  r.get('/cars/cities/', { schema: { tags: ['catalogue'], response: { 200: citiesResponse } }, ...cacheFor(60) }, async () => ({
    success: true as const,
    data: { cities: await catalogue.cities() },
  }));

  r.get(
    '/cars/brands/',
    { schema: { tags: ['catalogue'], querystring: brandsQuery, response: { 200: brandsResponse, 400: errorEnvelope } }, ...cacheFor(300) },
    async (req) => {
      const data = await catalogue.brands(req.query.brand);
      return { success: true as const, data: { ...data, data } };
    },
  );

  r.get(
    '/utils/car-features/',
    { schema: { tags: ['catalogue'], querystring: featuresQuery, response: { 200: featuresResponse, 400: errorEnvelope } }, ...cacheFor(300) },
    async (req) => {
      const features = await catalogue.features(req.query.category);
      return { success: true as const, data: { features, data: { features } } };
    },
  );

  const config = { ...SYSTEM_CONFIG, brandContact: ctx.config.brandContact };
  r.get('/utils/config/', { schema: { tags: ['catalogue'], response: { 200: configResponse } }, ...cacheFor(300) }, async () => ({
    success: true as const,
    data: { config, data: config },
  }));
}
