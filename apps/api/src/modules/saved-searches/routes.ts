// Saved searches (contract 3.10): a user bearer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelope, idParam, okMessage } from '@gaadi/domain/schemas/envelope';
import { requireUser } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { createSavedSearchBody, savedSearchesResponse, savedSearchResponse, updateSavedSearchBody } from '@gaadi/domain/schemas/users';
import { createSavedSearch, listSavedSearches, removeSavedSearch, updateSavedSearch } from './saved-searches.ts';

const guarded = { 401: errorEnvelope, 403: errorEnvelope };
const security = [{ bearer: [] }];

export async function savedSearchRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/users/me/saved-searches/', {
    schema: { tags: ['users'], security, response: { 200: savedSearchesResponse, ...guarded } },
  }, async (req) => ({ success: true as const, data: await listSavedSearches(ctx, (await requireUser(req)).id) }));

  r.post('/users/me/saved-searches/', {
    schema: { tags: ['users'], security, body: createSavedSearchBody, response: { 200: savedSearchResponse, 400: errorEnvelope, ...guarded } },
  }, async (req) => ({ success: true as const, data: await createSavedSearch(ctx, (await requireUser(req)).id, req.body) }));

  // Issue 25: the alerts of a saved search change after saving (frequency, on or off).
  r.patch('/users/me/saved-searches/:id/', {
    schema: { tags: ['users'], security, params: idParam, body: updateSavedSearchBody, response: { 200: savedSearchResponse, 400: errorEnvelope, 404: errorEnvelope, ...guarded } },
  }, async (req) => ({ success: true as const, data: await updateSavedSearch(ctx, await requireUser(req), req.params.id, req.body) }));

  r.delete('/users/me/saved-searches/:id/', {
    schema: { tags: ['users'], security, params: idParam, response: { 200: okMessage, 404: errorEnvelope, ...guarded } },
  }, async (req) => {
    await removeSavedSearch(ctx, (await requireUser(req)).id, req.params.id);
    return { success: true as const, message: 'Saved search deleted' };
  });
}
