// /api/health (the process answers) and /api/ready (every configured dependency answers): a load
// balancer stops sending traffic while the database or the shared rate-limit store is down.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { probeReads } from '../platform/read-database.ts';
import { readinessOf } from '../platform/readiness.ts';

export const health = fp(
  async (app: FastifyInstance) => {
    const { ctx } = app;
    app.get('/api/health', { schema: { hide: true } }, async () => ({ success: true, data: { status: 'ok' } }));
    app.get('/api/ready', { schema: { hide: true } }, async (_req, reply) => {
      const database = await ctx.pool.query('select 1').then(() => true, () => false);
      const limits = await ctx.limits.healthy();
      // A standby that cannot be read leaves the process ready (200): search falls back to the
      // primary, and taking every process out of the balancer would turn it into an outage
      // (decision 039). `status` says 'degraded' and `read_database` why.
      const reads = await probeReads(ctx);
      const replica = reads === 'primary' ? {} : { read_database: reads === 'replica' ? 'ok' : 'unavailable' };
      if (database && limits)
        return { success: true, data: { status: reads === 'fallback' ? 'degraded' : 'ready', database: 'ok', ...replica, rate_limits: ctx.limits.store, ...readinessOf(ctx) } };
      const down = [!database && 'Database', !limits && 'Rate-limit store (Redis)'].filter(Boolean).join(' and ');
      return reply.code(503).send({ success: false, error: { code: 'NOT_READY', message: `${down} unreachable` } });
    });
  },
  { name: 'health', dependencies: ['app-context'] },
);
