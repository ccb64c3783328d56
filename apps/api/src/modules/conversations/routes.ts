// Conversations (issue 21): writing, reading marks, archiving, the seller's number, blocking and
// reporting, for the two people of a conversation; and the admins' queue of reported ones. Reading
// the inbox and a thread is the threads module's (it adds offers and visits).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  archiveBody,
  messageResponse,
  reportBody,
  reportDetailResponse,
  reportsQuery,
  reportsResponse,
  resolveReportBody,
  sendMessageBody,
} from '@gaadi/domain/schemas/conversations';
import { errorEnvelope, guardedErrors, idParam, okMessage } from '@gaadi/domain/schemas/envelope';
import { requireAdmin, requireUser } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { archiveConversation, readConversation, reportConversation, setBlocked, shareMyNumber } from './conversation-actions.ts';
import { listReports, reportDetail, resolveReport } from './report-queue.ts';
import { sendMessage } from './send-message.ts';

const tags = ['conversations'];
const errors = { ...guardedErrors, 409: errorEnvelope, 429: errorEnvelope };
const done = (message: string) => ({ success: true as const, message });

export async function conversationRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    // Guard before validation: a stranger's malformed request is a 401, not a 400 (this scope only).
    r.addHook('onRequest', async (req) => void (await requireUser(req)));

    r.post('/conversations/:id/messages/', { schema: { tags, params: idParam, body: sendMessageBody, response: { 200: messageResponse, ...errors } } }, async (req) => ({
      success: true as const,
      data: await sendMessage(ctx, await requireUser(req), req.params.id, req.body),
    }));
    r.post('/conversations/:id/read/', { schema: { tags, params: idParam, response: { 200: okMessage, ...errors } } }, async (req) => {
      await readConversation(ctx, await requireUser(req), req.params.id);
      return done('Marked as read');
    });
    r.post('/conversations/:id/archive/', { schema: { tags, params: idParam, body: archiveBody, response: { 200: okMessage, ...errors } } }, async (req) =>
      done(await archiveConversation(ctx, await requireUser(req), req.params.id, req.body.archived)),
    );
    r.post('/conversations/:id/share-phone/', { schema: { tags, params: idParam, response: { 200: okMessage, ...errors } } }, async (req) =>
      done(await shareMyNumber(ctx, await requireUser(req), req.params.id)),
    );
    r.post('/conversations/:id/block/', { schema: { tags, params: idParam, response: { 200: okMessage, ...errors } } }, async (req) =>
      done(await setBlocked(ctx, await requireUser(req), req.params.id, true)),
    );
    r.delete('/conversations/:id/block/', { schema: { tags, params: idParam, response: { 200: okMessage, ...errors } } }, async (req) =>
      done(await setBlocked(ctx, await requireUser(req), req.params.id, false)),
    );
    r.post('/conversations/:id/report/', { schema: { tags, params: idParam, body: reportBody, response: { 200: okMessage, ...errors } } }, async (req) =>
      done(await reportConversation(ctx, await requireUser(req), req.params.id, req.body)),
    );
  });

  await app.register(async (scope) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    const admin = ['admin'];
    r.addHook('onRequest', async (req) => void (await requireAdmin(req)));
    r.get('/admin/conversation-reports/', { schema: { tags: admin, querystring: reportsQuery, response: { 200: reportsResponse, ...errors } } }, async (req) => ({
      success: true as const,
      data: await listReports(ctx, await requireAdmin(req), req.query),
    }));
    r.get('/admin/conversation-reports/:id/', { schema: { tags: admin, params: idParam, response: { 200: reportDetailResponse, ...errors } } }, async (req) => ({
      success: true as const,
      data: await reportDetail(ctx, await requireAdmin(req), req.params.id),
    }));
    r.post('/admin/conversation-reports/:id/resolve/', { schema: { tags: admin, params: idParam, body: resolveReportBody, response: { 200: okMessage, ...errors } } }, async (req) =>
      done(await resolveReport(ctx, await requireAdmin(req), req.params.id, req.body)),
    );
  });
}
