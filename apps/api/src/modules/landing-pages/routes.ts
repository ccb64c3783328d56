import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelope } from '@gaadi/domain/schemas/envelope';
import { brandLandingParams, cityBrandLandingParams, cityLandingParams, landingResponse, type Landing } from '@gaadi/domain/schemas/landing';
import type { AppContext } from '../../platform/context.ts';
import { createLandingPages } from './landing-pages.ts';

const schema = <P>(params: P) => ({ tags: ['landing'], params, response: { 200: landingResponse, 404: errorEnvelope } });

// Public (contract 1.8): the bearer is never read.
export async function landingPageRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const landing = createLandingPages(ctx);
  // Parsed against the response schema, as the serializer would, outside production; in production
  // sent as built, as GET /cars/ is (decisions 047, 050: 0.3 ms of a landing page's first view),
  // which answer-shape.test.ts shows is the same answer.
  const asContract = ctx.config.env === 'production' ? <T,>(answer: T) => answer : <T,>(answer: T) => landingResponse.parse(answer) as T;
  const send = (reply: FastifyReply, data: Landing) =>
    reply.type('application/json; charset=utf-8').send(JSON.stringify(asContract({ success: true as const, data })));
  r.get('/landing/brands/:brand/', { schema: schema(brandLandingParams) }, async (req, reply) => send(reply, await landing.brand(req.params.brand)));
  r.get('/landing/cities/:city/', { schema: schema(cityLandingParams) }, async (req, reply) => send(reply, await landing.city(req.params.city)));
  r.get('/landing/cities/:city/brands/:brand/', { schema: schema(cityBrandLandingParams) }, async (req, reply) =>
    send(reply, await landing.cityBrand(req.params.city, req.params.brand)),
  );
}
