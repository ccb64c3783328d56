import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ADMIN_MESSAGES,
  adminCarResponse,
  adminCarsQuery,
  adminCarsResponse,
  adminDashboardResponse,
  adminDealersResponse,
  adminUpdateBody,
  approveBatchBody,
  approveBatchResponse,
  reviewBody,
  reviewResponse,
} from '@gaadi/domain/schemas/admin';
import { verificationBody, verificationResponse } from '@gaadi/domain/schemas/trust-admin';
import { VERIFICATION_MESSAGES } from '@gaadi/domain/verification-checklist';
import { errorEnvelope, guardedErrors, idParam, okMessage } from '@gaadi/domain/schemas/envelope';
import { requireAdmin } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { removeListing } from '../listings/remove-listing.ts';
import { adminCarDetail, listAdminCars } from './admin-cars.ts';
import { adminDashboard } from './admin-dashboard.ts';
import { adminDealers } from './admin-dealers.ts';
import { approveBatch } from './approve-batch.ts';
import { reviewCar } from './review-car.ts';
import { verificationOf, verifyListing } from './verify-listing.ts';
import { adminUpdateCar } from './update-car.ts';

const errors = guardedErrors;

/** Contract 7: every route needs an admin token (401 without, 403 for a user's). */
export async function moderationRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  // Guard before validation: a stranger's malformed request is a 401, not a 400 (this scope only).
  r.addHook('onRequest', async (req) => {
    await requireAdmin(req);
  });

  r.get('/admin/cars/', { schema: { tags, querystring: adminCarsQuery, response: { 200: adminCarsResponse, ...errors } } }, async (req) => ({
    success: true as const,
    data: await listAdminCars(ctx, await requireAdmin(req), req.query),
  }));

  r.get('/admin/dashboard/', { schema: { tags, response: { 200: adminDashboardResponse, ...errors } } }, async (req) => ({
    success: true as const,
    data: await adminDashboard(ctx, await requireAdmin(req)),
  }));

  // Issue 22: the dealers for the queue's filter, and a dealer's batch approved in one action.
  r.get('/admin/dealers/', { schema: { tags, response: { 200: adminDealersResponse, ...errors } } }, async (req) => ({
    success: true as const,
    data: { dealers: await adminDealers(ctx, await requireAdmin(req)) },
  }));

  r.post('/admin/cars/approve-batch/', { schema: { tags, body: approveBatchBody, response: { 200: approveBatchResponse, ...errors } } }, async (req) => ({
    success: true as const,
    ...(await approveBatch(ctx, await requireAdmin(req), req.body.ids)),
  }));

  r.get('/admin/cars/:id/', { schema: { tags, params: idParam, response: { 200: adminCarResponse, ...errors } } }, async (req) => ({
    success: true as const,
    data: await adminCarDetail(ctx, await requireAdmin(req), req.params.id),
  }));

  r.patch('/admin/cars/:id/update/', { schema: { tags, params: idParam, body: adminUpdateBody, response: { 200: adminCarResponse, ...errors } } }, async (req) => {
    const data = await adminUpdateCar(ctx, await requireAdmin(req), req.params.id, req.body);
    return { success: true as const, message: ADMIN_MESSAGES.updated, data };
  });

  // Issue 15: the verification checklist; verified only when all five checks passed.
  r.get('/admin/cars/:id/verification/', { schema: { tags, params: idParam, response: { 200: verificationResponse, ...errors } } }, async (req) => ({
    success: true as const,
    data: await verificationOf(ctx, await requireAdmin(req), req.params.id),
  }));

  r.put('/admin/cars/:id/verification/', { schema: { tags, params: idParam, body: verificationBody, response: { 200: verificationResponse, ...errors } } }, async (req) => {
    return { success: true as const, message: VERIFICATION_MESSAGES.saved, data: await verifyListing(ctx, await requireAdmin(req), req.params.id, req.body) };
  });

  r.delete('/admin/cars/:id/delete/', { schema: { tags, params: idParam, response: { 200: okMessage, ...errors } } }, async (req) => {
    await removeListing(ctx, await requireAdmin(req), req.params.id, req.log);
    return { success: true as const, message: ADMIN_MESSAGES.deleted };
  });

  r.post(
    '/admin/cars/:id/review/',
    { schema: { tags, params: idParam, body: reviewBody, response: { 200: reviewResponse, ...errors, 409: errorEnvelope } } },
    async (req) => {
      return { success: true as const, ...(await reviewCar(ctx, await requireAdmin(req), req.params.id, req.body)) };
    },
  );
}
