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
import { createCatalogue, SYSTEM_CONFIG } from './service.ts';

// Public routes (contract 1.8): none reads the bearer, so a stale or admin token never matters.
export async function catalogueRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const catalogue = createCatalogue(ctx);

  r.get('/cars/cities/', { schema: { tags: ['catalogue'], response: { 200: citiesResponse } } }, async () => ({
    success: true as const,
    data: { cities: await catalogue.cities() },
  }));

  r.get(
    '/cars/brands/',
    { schema: { tags: ['catalogue'], querystring: brandsQuery, response: { 200: brandsResponse, 400: errorEnvelope } } },
    async (req) => {
      const data = await catalogue.brands(req.query.brand);
      return { success: true as const, data: { ...data, data } };
    },
  );

  r.get(
    '/utils/car-features/',
    { schema: { tags: ['catalogue'], querystring: featuresQuery, response: { 200: featuresResponse, 400: errorEnvelope } } },
    async (req) => {
      const features = await catalogue.features(req.query.category);
      return { success: true as const, data: { features, data: { features } } };
    },
  );

  r.get('/utils/config/', { schema: { tags: ['catalogue'], response: { 200: configResponse } } }, async () => ({
    success: true as const,
    data: { config: SYSTEM_CONFIG, data: SYSTEM_CONFIG },
  }));
}
