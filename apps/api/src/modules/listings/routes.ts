import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAR_NOT_FOUND_MESSAGE, carResponse } from '@gaadi/domain/schemas/car';
import { errorEnvelope, guardedErrors, idParam, okMessage } from '@gaadi/domain/schemas/envelope';
import {
  carWithSellerResponse,
  CREATED_MESSAGE,
  createListingBody,
  createListingResponse,
  DELETED_MESSAGE,
  LISTING_MESSAGES,
  sellerListingsQuery,
  sellerListingsResponse,
  sellerStatsResponse,
  UPDATED_MESSAGE,
  updateListingBody,
  UPLOAD_MESSAGES,
} from '@gaadi/domain/schemas/seller';
import { requireUser } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { getCarDetail } from './car-detail.ts';
import { createListing } from './create-listing.ts';
import { removeListing } from './remove-listing.ts';
import { sellerListings, sellerStats } from './seller-dashboard.ts';
import { ownListing, updateOwnListing } from './update-listing.ts';

const errors = guardedErrors;

/** Contract 4.2 (a listing's page) and 6.1-6.5 (a seller's own listings). */
export async function listingRoutes(app: FastifyInstance, ctx: AppContext) {
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
      const actor = await requireUser(req);
      const perDay = ctx.config.userLimits.listingsPerDay;
      const rule = { points: perDay, windowSeconds: 24 * 3600 };
      if (perDay > 0) await ctx.limits.check('create-listing', actor.id, rule, UPLOAD_MESSAGES.tooManyListings);
      const data = await createListing(ctx, req.log, actor.id, req.body);
      // Spent on success only: a refused body changes nothing, not even the allowance.
      if (perDay > 0) await ctx.limits.consume('create-listing', actor.id, rule, UPLOAD_MESSAGES.tooManyListings).catch(() => {});
      return reply.code(201).send({ success: true as const, message: CREATED_MESSAGE, data });
    },
  );

  r.put('/cars/:id/', { schema: { tags, params: idParam, body: updateListingBody, response: { 200: carWithSellerResponse, ...errors } } }, async (req) => {
    const actor = await requireUser(req);
    return { success: true as const, message: UPDATED_MESSAGE, data: await updateOwnListing(ctx, actor.id, req.params.id, req.body) };
  });

  r.delete('/cars/seller/:id/delete/', { schema: { tags, params: idParam, response: { 200: okMessage, ...errors } } }, async (req) => {
    const actor = await requireUser(req);
    await ownListing(ctx, actor.id, req.params.id);
    if (!(await removeListing(ctx, req.params.id, req.log))) throw notFound(CAR_NOT_FOUND_MESSAGE);
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
