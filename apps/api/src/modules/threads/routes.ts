// Reading conversations (issue 21): the inbox as seller and buyer, the unread total, one thread with
// its offers and visits, and its older messages. Signed-in users only; a stranger's id is a 404.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { conversationResponse, conversationsQuery, conversationsResponse, messagesResponse, olderMessagesQuery, unreadCountResponse } from '@gaadi/domain/schemas/conversations';
import { guardedErrors, idParam } from '@gaadi/domain/schemas/envelope';
import { requireUser } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { conversationDetail, listConversations, olderMessages, unreadCount } from './inbox.ts';

const tags = ['conversations'];

export async function threadRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.addHook('onRequest', async (req) => void (await requireUser(req)));

  r.get('/conversations/', { schema: { tags, querystring: conversationsQuery, response: { 200: conversationsResponse, ...guardedErrors } } }, async (req) => ({
    success: true as const,
    data: await listConversations(ctx, await requireUser(req), req.query),
  }));
  r.get('/conversations/unread-count/', { schema: { tags, response: { 200: unreadCountResponse, ...guardedErrors } } }, async (req) => ({
    success: true as const,
    data: await unreadCount(ctx, await requireUser(req)),
  }));
  r.get('/conversations/:id/', { schema: { tags, params: idParam, response: { 200: conversationResponse, ...guardedErrors } } }, async (req) => ({
    success: true as const,
    data: await conversationDetail(ctx, await requireUser(req), req.params.id),
  }));
  r.get('/conversations/:id/messages/', { schema: { tags, params: idParam, querystring: olderMessagesQuery, response: { 200: messagesResponse, ...guardedErrors } } }, async (req) => ({
    success: true as const,
    data: await olderMessages(ctx, await requireUser(req), req.params.id, req.query),
  }));
}
