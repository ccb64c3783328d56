// GET /inquiries/notifications/stream/ (issue 14, decision 012): Server-Sent Events. First
// `event: ready` with the unread count, then one `event: notification` per new notification (the
// JSON of an item of GET /inquiries/notifications/, its id as the event's `id:`), and `: heartbeat`
// comments. A client reconnecting with `Last-Event-ID` gets what it missed after that event, and
// `ready` counts as of that event (issue 24). Not compressed and not buffered by proxies; closed
// when the client goes, its sign-in session ends (logout) or the app closes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelope } from '@gaadi/domain/schemas/envelope';
import { requireUser } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { unauthorized } from '../../platform/errors.ts';
import { isSessionLive } from '../auth/live-sessions.ts';
import { createLiveStreams } from './live-streams.ts';
import { streamStart } from './missed-notifications.ts';

export async function notificationStreamRoute(app: FastifyInstance, ctx: AppContext) {
  const streams = createLiveStreams(ctx, app.log);
  // Before the server stops accepting: an open stream would otherwise keep close() waiting.
  app.addHook('preClose', async () => streams.closeAll());

  app.withTypeProvider<ZodTypeProvider>().get('/inquiries/notifications/stream/', {
    preValidation: async (req: FastifyRequest) => void (await requireUser(req)),
    compress: false,
    // Kept out of the OpenAPI document: an event stream never ends, so the document's
    // request-by-request checks (test/fuzz.test.ts) cannot call it; its own tests are beside it.
    schema: { hide: true, tags: ['notifications'], response: { 401: errorEnvelope, 403: errorEnvelope, 429: errorEnvelope } },
  }, async (req, reply) => {
    const user = await requireUser(req);
    // An access token outlives its session by up to 15 minutes; a stream would outlive it for good.
    if (user.sessionId && !(await isSessionLive(ctx.db, user.sessionId))) throw unauthorized();
    const stream = streams.open({ userId: user.id, ip: req.ip, sessionId: user.sessionId });
    reply.raw.on('close', stream.close);
    try {
      const lastEventId = req.headers['last-event-id'];
      stream.ready(await streamStart(ctx, user.id, typeof lastEventId === 'string' ? lastEventId.trim() : undefined));
    } catch (e) {
      stream.close();
      throw e;
    }
    return reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-cache, no-transform')
      .header('x-accel-buffering', 'no')
      // The connection ends with the stream: no idle keep-alive socket left to hold up a shutdown.
      .header('connection', 'close')
      .send(stream.body as never); // a stream: no schema serialises it
  });
}
