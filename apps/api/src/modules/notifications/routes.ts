import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedErrors, idParam } from '@gaadi/domain/schemas/envelope';
import {
  markAllReadResponse,
  markReadResponse,
  NOTIFICATION_MESSAGES,
  notificationsQuery,
  notificationsResponse,
} from '@gaadi/domain/schemas/notifications';
import { requireUser } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { notificationStreamRoute } from './stream-route.ts';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './user-notifications.ts';

const tags = ['notifications'];
const errors = guardedErrors;
// The caller is checked before the query or body: an anonymous request is a 401 whatever it sends.
const signedIn = { preValidation: async (req: FastifyRequest) => void (await requireUser(req)) };

// Literal paths under /inquiries/ win over the inquiry module's /inquiries/:id/ (contract 1.1).
export async function notificationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  await notificationStreamRoute(app, ctx);

  r.get('/inquiries/notifications/', {
    ...signedIn,
    schema: { tags, querystring: notificationsQuery, response: { 200: notificationsResponse, ...errors } },
  }, async (req) => {
    const user = await requireUser(req);
    return { success: true as const, data: await listNotifications(ctx, user.id, req.query) };
  });

  r.put('/inquiries/notifications/mark-all-read/', {
    ...signedIn,
    schema: { tags, response: { 200: markAllReadResponse, ...errors } },
  }, async (req) => {
    const user = await requireUser(req);
    const data = await markAllNotificationsRead(ctx, user.id);
    return { success: true as const, message: NOTIFICATION_MESSAGES.allMarkedRead, data };
  });

  r.put('/inquiries/notifications/:id/read/', {
    ...signedIn,
    schema: { tags, params: idParam, response: { 200: markReadResponse, ...errors } },
  }, async (req) => {
    const user = await requireUser(req);
    await markNotificationRead(ctx, user.id, req.params.id);
    return { success: true as const, message: NOTIFICATION_MESSAGES.markedRead };
  });
}
