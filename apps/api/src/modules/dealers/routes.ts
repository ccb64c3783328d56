// GET and PUT /dealers/me/, POST /dealers/me/logo/ (issue 22): the signed-in account's own dealer
// profile. The routes name no other account: the bearer says whose profile it is.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '@gaadi/domain/constants';
import { DEALER_MESSAGES, dealerBody, dealerLogoResponse, ownDealerResponse } from '@gaadi/domain/schemas/dealers';
import { errorEnvelope } from '@gaadi/domain/schemas/envelope';
import { requireUser } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { unreadableUpload } from '../media/multipart-reader.ts';
import { AVATAR_MESSAGES, readAvatarUpload } from '../users/avatar.ts';
import { createDealerProfiles } from './dealer-profile.ts';

const guarded = { 401: errorEnvelope, 403: errorEnvelope };
const security = [{ bearer: [] }];
const tags = ['dealers'];

export async function dealerRoutes(app: FastifyInstance, ctx: AppContext) {
  // Scoped to this plugin; a logo is bounded as an avatar is.
  await app.register(multipart, { limits: { fileSize: LIMITS.maxAvatarBytes, files: 1, fields: 10, parts: 20 } });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const profiles = createDealerProfiles(ctx);

  r.get('/dealers/me/', { schema: { tags, security, response: { 200: ownDealerResponse, ...guarded } } }, async (req) => ({
    success: true as const,
    data: await profiles.read(await requireUser(req)),
  }));

  r.put(
    '/dealers/me/',
    { schema: { tags, security, body: dealerBody, response: { 200: ownDealerResponse, 400: errorEnvelope, 409: errorEnvelope, ...guarded } } },
    async (req) => {
      const { dealer, created } = await profiles.save(await requireUser(req), req.body);
      return { success: true as const, message: created ? DEALER_MESSAGES.created : DEALER_MESSAGES.saved, data: dealer };
    },
  );

  r.post(
    '/dealers/me/logo/',
    {
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        response: { 200: dealerLogoResponse, 400: errorEnvelope, 404: errorEnvelope, 413: errorEnvelope, ...guarded },
      },
    },
    async (req) => {
      const actor = await requireUser(req);
      if (!req.isMultipart()) throw new AppError(400, 'FILE_REQUIRED', AVATAR_MESSAGES.required);
      // The parser's own errors (no boundary, garbled body) are the client's: 400, never 500.
      const file = await req.file().catch((e: { code?: string }) => Promise.reject(e?.code ? e : unreadableUpload()));
      const url = await profiles.replaceLogo(actor, await readAvatarUpload(file));
      return { success: true as const, message: DEALER_MESSAGES.logoSaved, data: { logo_url: url } };
    },
  );
}
