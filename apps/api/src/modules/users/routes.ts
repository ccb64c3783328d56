// Account routes (contract 3.7–3.10, 4.8): all need a user bearer.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '@gaadi/domain/constants';
import { errorEnvelope, idParam, okMessage } from '@gaadi/domain/schemas/envelope';
import {
  avatarResponse,
  createSavedSearchBody,
  favoriteResponse,
  favoritesResponse,
  meResponse,
  savedSearchesResponse,
  savedSearchResponse,
  updateProfileBody,
} from '@gaadi/domain/schemas/users';
import { requireUser } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { AVATAR_MESSAGES, readAvatarUpload, replaceAvatar } from './avatar.ts';
import { favorite, listFavorites, unfavorite } from './favorites-service.ts';
import { getMe, updateProfile } from './profile-service.ts';
import { createSavedSearch, listSavedSearches, removeSavedSearch } from './saved-searches-service.ts';

const guarded = { 401: errorEnvelope, 403: errorEnvelope };
const security = [{ bearer: [] }];

export async function userRoutes(app: FastifyInstance, ctx: AppContext) {
  // Scoped to this plugin (the uploads module registers its own).
  await app.register(multipart, { limits: { fileSize: LIMITS.maxAvatarBytes, files: 1, fields: 10, parts: 20 } });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/users/me/', { schema: { tags: ['users'], security, response: { 200: meResponse, ...guarded } } }, async (req) => ({
    success: true as const,
    data: await getMe(ctx, (await requireUser(req)).id),
  }));

  r.put('/users/me/update/', {
    schema: { tags: ['users'], security, body: updateProfileBody, response: { 200: meResponse, 400: errorEnvelope, ...guarded } },
  }, async (req) => {
    const { id } = await requireUser(req);
    return { success: true as const, message: 'Profile updated', data: await updateProfile(ctx, id, req.body) };
  });

  r.post('/users/me/avatar/', {
    schema: { tags: ['users'], security, consumes: ['multipart/form-data'], response: { 200: avatarResponse, 400: errorEnvelope, 413: errorEnvelope, ...guarded } },
  }, async (req) => {
    const { id } = await requireUser(req);
    if (!req.isMultipart()) throw new AppError(400, 'FILE_REQUIRED', AVATAR_MESSAGES.required);
    const url = await replaceAvatar(ctx, id, await readAvatarUpload(await req.file()));
    return { success: true as const, data: { avatar: url, avatar_url: url } };
  });

  r.get('/users/me/favorites/', { schema: { tags: ['users'], security, response: { 200: favoritesResponse, ...guarded } } }, async (req) => ({
    success: true as const,
    data: await listFavorites(ctx, (await requireUser(req)).id),
  }));

  r.post('/cars/:id/favorite/', {
    schema: { tags: ['users'], security, params: idParam, response: { 200: favoriteResponse, 404: errorEnvelope, ...guarded } },
  }, async (req) => ({ success: true as const, data: await favorite(ctx, (await requireUser(req)).id, req.params.id) }));

  r.delete('/cars/:id/favorite/', {
    schema: { tags: ['users'], security, params: idParam, response: { 200: okMessage, 404: errorEnvelope, ...guarded } },
  }, async (req) => {
    await unfavorite(ctx, (await requireUser(req)).id, req.params.id);
    return { success: true as const, message: 'Removed from favorites' };
  });

  r.get('/users/me/saved-searches/', {
    schema: { tags: ['users'], security, response: { 200: savedSearchesResponse, ...guarded } },
  }, async (req) => ({ success: true as const, data: await listSavedSearches(ctx, (await requireUser(req)).id) }));

  r.post('/users/me/saved-searches/', {
    schema: { tags: ['users'], security, body: createSavedSearchBody, response: { 200: savedSearchResponse, 400: errorEnvelope, ...guarded } },
  }, async (req) => ({ success: true as const, data: await createSavedSearch(ctx, (await requireUser(req)).id, req.body) }));

  r.delete('/users/me/saved-searches/:id/', {
    schema: { tags: ['users'], security, params: idParam, response: { 200: okMessage, 404: errorEnvelope, ...guarded } },
  }, async (req) => {
    await removeSavedSearch(ctx, (await requireUser(req)).id, req.params.id);
    return { success: true as const, message: 'Saved search deleted' };
  });
}
