// Profile routes (contract 3.7–3.9): all need a user bearer. They live with sign-in because a new
// e-mail sent here starts the proven change of contact-change.ts; the users module below keeps the
// profile's rules. Favourites and saved searches have their own modules' routes.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '@gaadi/domain/constants';
import { errorEnvelope } from '@gaadi/domain/schemas/envelope';
import { avatarResponse, languageBody, meResponse, updateProfileBody } from '@gaadi/domain/schemas/users';
import { updateProfileResponse } from '@gaadi/domain/schemas/contact-change';
import { requireUser } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { unreadableUpload } from '../media/multipart-reader.ts';
import { AVATAR_MESSAGES, readAvatarUpload, replaceAvatar } from '../users/avatar.ts';
import { getMe, getUserRow, setLanguage, updateProfile } from '../users/profile.ts';
import { startEmailChange } from './contact-change.ts';

const guarded = { 401: errorEnvelope, 403: errorEnvelope };
const security = [{ bearer: [] }];

export async function profileRoutes(app: FastifyInstance, ctx: AppContext) {
  // Scoped to this plugin (the uploads module registers its own).
  await app.register(multipart, { limits: { fileSize: LIMITS.maxAvatarBytes, files: 1, fields: 10, parts: 20 } });
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/users/me/', { schema: { tags: ['users'], security, response: { 200: meResponse, ...guarded } } }, async (req) => ({
    success: true as const,
    data: await getMe(ctx, (await requireUser(req)).id),
  }));

  // A new e-mail here is not stored: it starts the two-step change (a code goes to it) first, so a
  // refused address changes nothing at all.
  r.put('/users/me/update/', {
    schema: { tags: ['users'], security, body: updateProfileBody, response: { 200: updateProfileResponse, 400: errorEnvelope, 429: errorEnvelope, ...guarded } },
  }, async (req) => {
    const { id } = await requireUser(req);
    const { email, ...fields } = req.body;
    const current = await getUserRow(ctx, id);
    const emailChange =
      email !== undefined && email !== current.email?.toLowerCase() ? await startEmailChange(ctx, id, email, { ip: req.ip, log: req.log }) : undefined;
    return { success: true as const, message: 'Profile updated', data: await updateProfile(ctx, id, fields), email_change: emailChange };
  });

  // Added (issue 25): the web app's language switch saves the choice here for a signed-in person.
  r.put('/users/me/language/', {
    schema: { tags: ['users'], security, body: languageBody, response: { 200: meResponse, 400: errorEnvelope, ...guarded } },
  }, async (req) => ({ success: true as const, data: await setLanguage(ctx, (await requireUser(req)).id, req.body.language) }));

  r.post('/users/me/avatar/', {
    schema: { tags: ['users'], security, consumes: ['multipart/form-data'], response: { 200: avatarResponse, 400: errorEnvelope, 413: errorEnvelope, ...guarded } },
  }, async (req) => {
    const { id } = await requireUser(req);
    if (!req.isMultipart()) throw new AppError(400, 'FILE_REQUIRED', AVATAR_MESSAGES.required);
    // The parser's own errors (no boundary, garbled body) are the client's: 400, never 500.
    const file = await req.file().catch((e: { code?: string }) => Promise.reject(e?.code ? e : unreadableUpload()));
    const url = await replaceAvatar(ctx, id, await readAvatarUpload(file));
    return { success: true as const, data: { avatar: url, avatar_url: url } };
  });
}
