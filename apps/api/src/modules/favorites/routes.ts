// Favourites (contract 4.8, plus the list at GET /users/me/favorites/): a user bearer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelope, idParam, okMessage } from '@gaadi/domain/schemas/envelope';
import { requireUser } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { favoriteResponse, favoritesQuery, favoritesResponse } from '@gaadi/domain/schemas/users';
import { favorite, listFavorites, unfavorite } from './favorites.ts';

const guarded = { 401: errorEnvelope, 403: errorEnvelope };
const security = [{ bearer: [] }];

export async function favoriteRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/users/me/favorites/',
    { schema: { tags: ['users'], security, querystring: favoritesQuery, response: { 200: favoritesResponse, 400: errorEnvelope, ...guarded } } },
    async (req) => {
      const { cars, pagination } = await listFavorites(ctx, (await requireUser(req)).id, req.query);
      return { success: true as const, data: cars, pagination };
    },
  );

  r.post('/cars/:id/favorite/', {
    schema: { tags: ['users'], security, params: idParam, response: { 200: favoriteResponse, 404: errorEnvelope, ...guarded } },
  }, async (req) => ({ success: true as const, data: await favorite(ctx, (await requireUser(req)).id, req.params.id) }));

  r.delete('/cars/:id/favorite/', {
    schema: { tags: ['users'], security, params: idParam, response: { 200: okMessage, 404: errorEnvelope, ...guarded } },
  }, async (req) => {
    await unfavorite(ctx, (await requireUser(req)).id, req.params.id);
    return { success: true as const, message: 'Removed from favorites' };
  });
}
