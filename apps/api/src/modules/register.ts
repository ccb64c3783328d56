import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.ts';
import { moderationRoutes } from './moderation/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { inquiryRoutes } from './inquiries/routes.ts';
import { landingPageRoutes } from './landing-pages/routes.ts';
import { dealerRoutes } from './dealers/routes.ts';
import { dealerPageRoutes } from './dealer-pages/routes.ts';
import { listingRoutes } from './listings/routes.ts';
import { listingDraftRoutes } from './listing-drafts/routes.ts';
import { listingStatisticsRoutes } from './listing-statistics/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { mediaRoutes } from './media/routes.ts';
import { mediaWorkers } from './media/workers.ts';
import { profileRoutes } from './auth/profile-routes.ts';
import { favoriteRoutes } from './favorites/routes.ts';
import { savedSearchRoutes } from './saved-searches/routes.ts';
import { alertRoutes } from './alerts/routes.ts';
import { alertWorkers } from './alerts/workers.ts';
import { fairPriceRoutes } from './fair-price/routes.ts';
import { conversationRoutes } from './conversations/routes.ts';
import { conversationWorkers } from './conversations/workers.ts';
import { registerListeners } from './listeners.ts';
import { threadRoutes } from './threads/routes.ts';
import { sitemapRoutes } from './sitemap/routes.ts';
import { mailWorkers } from './mail-templates/workers.ts';
import { offerRoutes } from './offers/routes.ts';
import { visitRoutes } from './visits/routes.ts';
import { visitWorkers } from './visits/workers.ts';
import { valuationRoutes } from './valuation/routes.ts';
import { dealerImportRoutes } from './dealer-imports/routes.ts';
import { dealerImportWorkers } from './dealer-imports/workers.ts';

/** Every feature module under /api/v1. Each is a plugin taking the app context. */
export async function registerModules(api: FastifyInstance, ctx: AppContext) {
  registerListeners(ctx);
  for (const mod of [
    catalogueRoutes,
    searchRoutes,
    listingRoutes,
    listingStatisticsRoutes,
    listingDraftRoutes,
    landingPageRoutes,
    dealerRoutes,
    dealerPageRoutes,
    mediaRoutes,
    mediaWorkers,
    inquiryRoutes,
    notificationRoutes,
    authRoutes,
    profileRoutes,
    favoriteRoutes,
    savedSearchRoutes,
    moderationRoutes,
    alertRoutes,
    alertWorkers,
    mailWorkers,
    fairPriceRoutes,
    valuationRoutes,
    threadRoutes,
    conversationRoutes,
    conversationWorkers,
    offerRoutes,
    visitRoutes,
    visitWorkers,
    dealerImportRoutes,
    dealerImportWorkers,
  ]) {
    await api.register(mod, ctx);
  }
}

/** Routes outside /api/v1: /robots.txt and the sitemaps (issue 12). */
export async function registerSiteFiles(root: FastifyInstance, ctx: AppContext) {
  await sitemapRoutes(root, ctx);
}
