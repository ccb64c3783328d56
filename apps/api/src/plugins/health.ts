// /api/health (the process answers) and /api/ready (every configured dependency answers): a load
// balancer stops sending traffic while the database or the shared rate-limit store is down.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const health = fp(
  async (app: FastifyInstance) => {
    const { ctx } = app;
    app.get('/api/health', { schema: { hide: true } }, async () => ({ success: true, data: { status: 'ok' } }));
    app.get('/api/ready', { schema: { hide: true } }, async (_req, reply) => {
      const database = await ctx.pool.query('select 1').then(() => true, () => false);
      const limits = await ctx.limits.healthy();
      if (database && limits) return { success: true, data: { status: 'ready', database: 'ok', rate_limits: ctx.limits.store } };
      const down = [!database && 'Database', !limits && 'Rate-limit store (Redis)'].filter(Boolean).join(' and ');
      return reply.code(503).send({ success: false, error: { code: 'NOT_READY', message: `${down} unreachable` } });
    });
  },
  { name: 'health', dependencies: ['app-context'] },
);
