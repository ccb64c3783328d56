import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelope } from '@gaadi/domain/schemas/envelope';
import { brandLandingParams, cityBrandLandingParams, cityLandingParams, landingResponse } from '@gaadi/domain/schemas/landing';
import type { AppContext } from '../../platform/context.ts';
import { createLandingPages } from './landing-pages.ts';

const schema = <P>(params: P) => ({ tags: ['landing'], params, response: { 200: landingResponse, 404: errorEnvelope } });

// Public (contract 1.8): the bearer is never read.
export async function landingPageRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const landing = createLandingPages(ctx);
  r.get('/landing/brands/:brand/', { schema: schema(brandLandingParams) }, async (req) => ({
    success: true as const,
    data: await landing.brand(req.params.brand),
  }));
  r.get('/landing/cities/:city/', { schema: schema(cityLandingParams) }, async (req) => ({
    success: true as const,
    data: await landing.city(req.params.city),
  }));
  r.get('/landing/cities/:city/brands/:brand/', { schema: schema(cityBrandLandingParams) }, async (req) => ({
    success: true as const,
    data: await landing.cityBrand(req.params.city, req.params.brand),
  }));
}
