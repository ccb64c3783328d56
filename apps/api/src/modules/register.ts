import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.ts';
import { adminRoutes } from './admin/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { browseRoutes } from './browse/routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { inquiryRoutes } from './inquiries/routes.ts';
import { listingRoutes } from './listings/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { sellerListingRoutes } from './seller-listings/routes.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { userRoutes } from './users/routes.ts';

/** Every feature module under /api/v1. Each is a plugin taking the app context. */
export async function registerModules(api: FastifyInstance, ctx: AppContext) {
  for (const mod of [
    catalogueRoutes,
    browseRoutes,
    listingRoutes,
    sellerListingRoutes,
    uploadRoutes,
    inquiryRoutes,
    notificationRoutes,
    authRoutes,
    userRoutes,
    adminRoutes,
  ]) {
    await api.register(mod, ctx);
  }
}
