// Offers in a conversation (issue 21): make or counter, accept, decline, withdraw.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OFFER_MESSAGES } from '@gaadi/domain/conversation-rules';
import { offerBody, offerResponse } from '@gaadi/domain/schemas/conversations';
import { errorEnvelope, guardedErrors, idParam } from '@gaadi/domain/schemas/envelope';
import { requireUser } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { answerOffer, OFFER_ACTION_MESSAGES, type OfferAction } from './answer-offer.ts';
import { makeOffer } from './make-offer.ts';

const tags = ['offers'];
const response = { 200: offerResponse, ...guardedErrors, 409: errorEnvelope };
// The caller is checked before the body: an anonymous request is a 401 whatever it sends.
const signedIn = { preValidation: async (req: FastifyRequest) => void (await requireUser(req)) };

export async function offerRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/conversations/:id/offers/', { ...signedIn, schema: { tags, params: idParam, body: offerBody, response } }, async (req) => {
    const data = await makeOffer(ctx, await requireUser(req), req.params.id, req.body);
    return { success: true as const, message: data.countered ? OFFER_MESSAGES.countered : OFFER_MESSAGES.made, data: { offer: data.offer, message: data.message } };
  });

  for (const action of ['accept', 'decline', 'withdraw'] as const satisfies OfferAction[]) {
    r.post(`/offers/:id/${action}/`, { ...signedIn, schema: { tags, params: idParam, response } }, async (req) => {
      const data = await answerOffer(ctx, await requireUser(req), req.params.id, action);
      return { success: true as const, message: OFFER_ACTION_MESSAGES[action], data };
    });
  }
}
