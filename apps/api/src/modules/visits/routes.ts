// Visiting hours, free slots, bookings and their answers, a person's visits and a visit's calendar
// file (issue 21).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { VISIT_MESSAGES } from '@gaadi/domain/conversation-rules';
import {
  availabilityBody,
  availabilityResponse,
  rescheduleBody,
  slotsResponse,
  visitBody,
  visitReasonBody,
  visitResponse,
  visitsQuery,
  visitsResponse,
} from '@gaadi/domain/schemas/conversations';
import { errorEnvelope, guardedErrors, idParam } from '@gaadi/domain/schemas/envelope';
import { requireUser } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { bookVisit } from './book-visit.ts';
import { changeVisit, VISIT_CHANGE_MESSAGES, type VisitChange } from './change-visit.ts';
import { myVisits, visitCalendarFile } from './read-visits.ts';
import { getVisitHours, setVisitHours } from './visit-hours.ts';
import { visitSlots } from './visit-slots.ts';

const tags = ['visits'];
const errors = guardedErrors;
const changed = { 200: visitResponse, ...errors, 409: errorEnvelope };
// The caller is checked before the body: an anonymous request is a 401 whatever it sends.
const signedIn = { preValidation: async (req: FastifyRequest) => void (await requireUser(req)) };

export async function visitRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ok = <T>(data: T, message?: string) => ({ success: true as const, ...(message ? { message } : {}), data });

  r.get('/users/me/visit-availability/', { ...signedIn, schema: { tags, response: { 200: availabilityResponse, ...errors } } }, async (req) => {
    return ok({ availability: await getVisitHours(ctx, (await requireUser(req)).id) });
  });

  r.put('/users/me/visit-availability/', {
    ...signedIn,
    schema: { tags, body: availabilityBody, response: { 200: availabilityResponse, ...errors } },
  }, async (req) => {
    return ok({ availability: await setVisitHours(ctx, await requireUser(req), req.body) }, VISIT_MESSAGES.availabilitySaved);
  });

  r.get('/conversations/:id/visit-slots/', { ...signedIn, schema: { tags, params: idParam, response: { 200: slotsResponse, ...errors } } }, async (req) => {
    return ok(await visitSlots(ctx, await requireUser(req), req.params.id));
  });

  r.post('/conversations/:id/visits/', { ...signedIn, schema: { tags, params: idParam, body: visitBody, response: changed } }, async (req) => {
    const { visit, proposed } = await bookVisit(ctx, await requireUser(req), req.params.id, req.body);
    return ok(visit, proposed ? VISIT_MESSAGES.proposed : VISIT_MESSAGES.requested);
  });

  r.get('/visits/', { ...signedIn, schema: { tags, querystring: visitsQuery, response: { 200: visitsResponse, ...errors } } }, async (req) => {
    return ok({ visits: await myVisits(ctx, (await requireUser(req)).id, req.query.scope) });
  });

  r.get('/visits/:id/calendar.ics', {
    ...signedIn,
    schema: {
      tags,
      params: idParam,
      response: { 200: { description: 'The visit as an iCalendar file', content: { 'text/calendar': { schema: z.string() } } }, ...errors },
    },
  }, async (req, reply) => {
    const file = await visitCalendarFile(ctx, await requireUser(req), req.params.id);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.name}"`)
      .header('cache-control', 'private, no-store')
      .send(file.text);
  });

  const answer = async (req: FastifyRequest, visitId: string, change: VisitChange) =>
    ok(await changeVisit(ctx, await requireUser(req), visitId, change), VISIT_CHANGE_MESSAGES[change.action]);

  r.post('/visits/:id/confirm/', { ...signedIn, schema: { tags, params: idParam, response: changed } }, async (req) => answer(req, req.params.id, { action: 'confirm' }));
  r.post('/visits/:id/decline/', { ...signedIn, schema: { tags, params: idParam, body: visitReasonBody, response: changed } }, async (req) =>
    answer(req, req.params.id, { action: 'decline', reason: req.body.reason }),
  );
  r.post('/visits/:id/cancel/', { ...signedIn, schema: { tags, params: idParam, body: visitReasonBody, response: changed } }, async (req) =>
    answer(req, req.params.id, { action: 'cancel', reason: req.body.reason }),
  );
  r.post('/visits/:id/reschedule/', { ...signedIn, schema: { tags, params: idParam, body: rescheduleBody, response: changed } }, async (req) =>
    answer(req, req.params.id, { action: 'reschedule', ...req.body }),
  );
}
