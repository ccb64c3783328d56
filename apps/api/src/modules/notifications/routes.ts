import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../platform/context.ts';

// Placeholder until this module is built.
export async function notificationRoutes(_app: FastifyInstance, _ctx: AppContext) {}
