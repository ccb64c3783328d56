import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactSellerBody, contactSellerResponse } from '@gaadi/domain/schemas/car';
import { errorEnvelope, guardedErrors, idParam } from '@gaadi/domain/schemas/envelope';
import {
  createInquiryBody,
  createInquiryResponse,
  inquiriesQuery,
  inquiriesResponse,
  inquiryDetailResponse,
  INQUIRY_MESSAGES,
  replyTemplatesResponse,
  respondBody,
  respondResponse,
} from '@gaadi/domain/schemas/inquiries';
import { requireUser } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound, validationError } from '../../platform/errors.ts';
import { buyerOf, createInquiry } from './create-inquiry.ts';
import { INQUIRY_TEMPLATES, RESPONSE_TEMPLATES } from './reply-templates.ts';
import { getInquiry, listInquiries, respondToInquiry } from './seller-inbox.ts';

/** Buyer messages per client IP: contact-seller and inquiry create share one budget. */
export const CONTACT_LIMIT = { points: 10, windowSeconds: 600 } as const;

const tags = ['inquiries'];
const errors = guardedErrors;

export async function inquiryRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limitContact = ctx.limits.perIp('contact-seller', CONTACT_LIMIT);
  const sent = <T>(data: T) => ({ success: true as const, message: INQUIRY_MESSAGES.sent, data });
  // The caller is checked before the body: an anonymous request is a 401 whatever it sends.
  const signedIn = { preValidation: async (req: FastifyRequest) => void (await requireUser(req)) };

  r.post('/cars/:id/contact/', {
    schema: { tags, params: idParam, body: contactSellerBody, response: { 200: contactSellerResponse, 400: errorEnvelope, 404: errorEnvelope, 429: errorEnvelope } },
    preHandler: limitContact,
  }, async (req) => {
    const id = await createInquiry(ctx, { listingId: req.params.id, body: req.body, buyerUserId: buyerOf(await req.actor()) });
    if (!id) throw notFound(INQUIRY_MESSAGES.listingNotFound);
    return sent({ inquiry_id: id, estimated_response: INQUIRY_MESSAGES.estimatedResponse });
  });

  r.post('/inquiries/create/', {
    schema: { tags, body: createInquiryBody, response: { 201: createInquiryResponse, 400: errorEnvelope, 429: errorEnvelope } },
    preHandler: limitContact,
  }, async (req, reply) => {
    const { car_id, ...body } = req.body;
    const id = await createInquiry(ctx, { listingId: car_id, body, buyerUserId: buyerOf(await req.actor()) });
    if (!id) throw validationError({ car_id: [INQUIRY_MESSAGES.carNotAvailable] });
    return reply.code(201).send(sent({ inquiryId: id, estimatedResponse: INQUIRY_MESSAGES.estimatedResponse }));
  });

  // Static texts for the contact form and the reply box: public, like the form that uses them.
  r.get('/inquiries/templates/', { schema: { tags, response: { 200: replyTemplatesResponse } } }, async () => ({
    success: true as const,
    data: { inquiry_templates: [...INQUIRY_TEMPLATES], response_templates: [...RESPONSE_TEMPLATES] },
  }));

  r.get('/inquiries/', { ...signedIn, schema: { tags, querystring: inquiriesQuery, response: { 200: inquiriesResponse, ...errors } } }, async (req) => {
    const user = await requireUser(req);
    return { success: true as const, data: await listInquiries(ctx, user.id, req.query) };
  });

  r.get('/inquiries/:id/', { ...signedIn, schema: { tags, params: idParam, response: { 200: inquiryDetailResponse, ...errors } } }, async (req) => {
    return { success: true as const, data: await getInquiry(ctx, await requireUser(req), req.params.id) };
  });

  r.post('/inquiries/:id/respond/', {
    ...signedIn,
    schema: { tags, params: idParam, body: respondBody, response: { 200: respondResponse, ...errors, 409: errorEnvelope } },
  }, async (req) => {
    await respondToInquiry(ctx, await requireUser(req), req.params.id, req.body);
    return { success: true as const, message: INQUIRY_MESSAGES.responded };
  });
}
