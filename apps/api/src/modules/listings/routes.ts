import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { carResponse } from '@gaadi/domain/schemas/car';
import { errorEnvelope, guardedErrors, idParam, okMessage } from '@gaadi/domain/schemas/envelope';
import {
  carWithSellerResponse,
  CREATED_MESSAGE,
  createListingBody,
  createListingResponse,
  DELETED_MESSAGE,
  LISTING_MESSAGES,
  LISTING_STATUS_MESSAGES,
  sellerListingsQuery,
  sellerListingsResponse,
  sellerStatsResponse,
  UPDATED_MESSAGE,
  updateListingBody,
} from '@gaadi/domain/schemas/seller';
import { requireUser } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { listingCountersOf } from '../listing-store/view-counter.ts';
import { getCarDetail } from './car-detail.ts';
import { createListing } from './create-listing.ts';
import { markSold } from './mark-sold.ts';
import { removeListing } from './remove-listing.ts';
import { sellerListings, sellerStats } from './seller-dashboard.ts';
import { updateOwnListing } from './update-listing.ts';

const errors = guardedErrors;

/** Contract 4.2 (a listing's page) and 6.1-6.5 (a seller's own listings). */
export async function listingRoutes(app: FastifyInstance, ctx: AppContext) {
  // Views counted in memory are written every few seconds, and what is left when the app closes.
  const counters = listingCountersOf(ctx, app.log);
  app.addHook('onClose', () => counters.close());
  // Any id is accepted: one that is not a UUID is simply not found (404, never 400 or 500).
  app.withTypeProvider<ZodTypeProvider>().get(
    '/cars/:id/',
    { schema: { tags: ['cars'], params: idParam, response: { 200: carResponse, 404: errorEnvelope } } },
    async (req) => ({
      success: true as const,
      data: await getCarDetail(ctx, req.params.id, { actor: await req.actor(), ip: req.ip }),
    }),
  );
  await app.register(async (seller) => sellerRoutes(seller, ctx));
}

async function sellerRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['seller'];
  // Guard before validation: a stranger's malformed request is a 401, not a 400 (this scope only).
  r.addHook('onRequest', async (req) => {
    await requireUser(req);
  });

  r.post(
    '/cars/seller/create/',
    { schema: { tags, body: createListingBody, response: { 201: createListingResponse, ...errors, 429: errorEnvelope } }, config: { validationMessage: LISTING_MESSAGES.invalid } },
    async (req, reply) => {
      const data = await createListing(ctx, await requireUser(req), req.body);
      return reply.code(201).send({ success: true as const, message: CREATED_MESSAGE, data });
    },
  );

  r.put('/cars/:id/', { schema: { tags, params: idParam, body: updateListingBody, response: { 200: carWithSellerResponse, ...errors } } }, async (req) => {
    const actor = await requireUser(req);
    return { success: true as const, message: UPDATED_MESSAGE, data: await updateOwnListing(ctx, actor, req.params.id, req.body) };
  });

  r.post('/cars/:id/sold/', { schema: { tags, params: idParam, response: { 200: carWithSellerResponse, ...errors, 409: errorEnvelope } } }, async (req) => {
    const actor = await requireUser(req);
    return { success: true as const, message: LISTING_STATUS_MESSAGES.sold, data: await markSold(ctx, actor, req.params.id) };
  });

  r.delete('/cars/seller/:id/delete/', { schema: { tags, params: idParam, response: { 200: okMessage, ...errors } } }, async (req) => {
    await removeListing(ctx, await requireUser(req), req.params.id, req.log);
    return { success: true as const, message: DELETED_MESSAGE };
  });

  r.get('/cars/seller/listings/', { schema: { tags, querystring: sellerListingsQuery, response: { 200: sellerListingsResponse, ...errors } } }, async (req) => {
    const actor = await requireUser(req);
    return { success: true as const, data: await sellerListings(ctx, actor.id, req.query) };
  });

  r.get('/cars/seller/stats/', { schema: { tags, response: { 200: sellerStatsResponse, ...errors } } }, async (req) => {
    const actor = await requireUser(req);
    return { success: true as const, data: await sellerStats(ctx, actor.id) };
  });
}
