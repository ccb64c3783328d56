// GET, PUT and DELETE /cars/seller/draft/ (issue 22): the signed-in seller's own wizard draft.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelope, okMessage } from '@gaadi/domain/schemas/envelope';
import { draftBody, draftResponse } from '@gaadi/domain/schemas/listing-drafts';
import { requireUser } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { endDraft, keepDraft, readDraft } from './drafts.ts';

const guarded = { 401: errorEnvelope, 403: errorEnvelope };
const security = [{ bearer: [] }];

export async function listingDraftRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/cars/seller/draft/', { schema: { tags: ['seller'], security, response: { 200: draftResponse, ...guarded } } }, async (req) => ({
    success: true as const,
    data: await readDraft(ctx.db, (await requireUser(req)).id),
  }));

  r.put('/cars/seller/draft/', { schema: { tags: ['seller'], security, body: draftBody, response: { 200: draftResponse, 400: errorEnvelope, ...guarded } } }, async (req) => ({
    success: true as const,
    data: await keepDraft(ctx.db, (await requireUser(req)).id, req.body.step, req.body.values),
  }));

  r.delete('/cars/seller/draft/', { schema: { tags: ['seller'], security, response: { 200: okMessage, ...guarded } } }, async (req) => {
    await endDraft(ctx.db, (await requireUser(req)).id);
    return { success: true as const, message: 'Draft discarded' };
  });
}
