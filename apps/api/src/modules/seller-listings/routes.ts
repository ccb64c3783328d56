import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CAR_NOT_FOUND_MESSAGE } from '@gaadi/domain/schemas/car';
import { guardedErrors, idParam, okMessage } from '@gaadi/domain/schemas/envelope';
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
} from '@gaadi/domain/schemas/seller';
import { requireUser } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { createListing } from './create-listing.ts';
import { removeListing } from './remove-listing.ts';
import { sellerListings, sellerStats } from './seller-dashboard.ts';
import { ownListing, updateOwnListing } from './update-listing.ts';

const errors = guardedErrors;

/** Contract 6.1-6.5: a seller's own listings. */
export async function sellerListingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['seller'];
  // Guard before validation: a stranger's malformed request is a 401, not a 400 (this scope only).
  r.addHook('onRequest', async (req) => {
    await requireUser(req);
  });

  r.post(
    '/cars/seller/create/',
    { schema: { tags, body: createListingBody, response: { 201: createListingResponse, ...errors } }, config: { validationMessage: LISTING_MESSAGES.invalid } },
    async (req, reply) => {
      const actor = await requireUser(req);
      const data = await createListing(ctx, req.log, actor.id, req.body);
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
