// GET /dealers/{slug}/?page= (issue 22): a dealer's public page. Public (contract 1.8): the bearer
// is never read.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dealerPageQuery, dealerPageResponse, dealerSlugParams } from '@gaadi/domain/schemas/dealers';
import { errorEnvelope } from '@gaadi/domain/schemas/envelope';
import type { AppContext } from '../../platform/context.ts';
import { dealerPage } from './dealer-page.ts';

export async function dealerPageRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/dealers/:slug/',
    { schema: { tags: ['dealers'], params: dealerSlugParams, querystring: dealerPageQuery, response: { 200: dealerPageResponse, 400: errorEnvelope, 404: errorEnvelope } } },
    async (req) => ({ success: true as const, data: await dealerPage(ctx, req.params.slug, req.query.page) }),
  );
}
