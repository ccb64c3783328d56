// The public one-click unsubscribe of alert e-mails (decision 012).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { unsubscribeQuery, unsubscribeResponse } from '@gaadi/domain/schemas/alerts';
import { errorEnvelope } from '@gaadi/domain/schemas/envelope';
import type { AppContext } from '../../platform/context.ts';
import { unsubscribe } from './unsubscribe.ts';

export async function alertRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/alerts/unsubscribe/', {
    schema: { tags: ['alerts'], querystring: unsubscribeQuery, response: { 200: unsubscribeResponse, 400: errorEnvelope } },
  }, async (req) => ({ success: true as const, message: await unsubscribe(ctx, req.query.token) }));
}
