// Request metrics (decision 032): every answer is counted by its route's pattern, method and
// status, and timed; error answers also by their envelope code. The registry itself is served on
// a listener of its own (METRICS_PORT), never on this app's public port.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const metrics = fp(
  async (app: FastifyInstance) => {
    const { ctx } = app;
    const m = ctx.metrics;
    app.addHook('onResponse', (request, reply, done) => {
      m.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000, reply.errorCode);
      done();
    });
    const { port, host, token } = ctx.config.metrics;
    if (port !== null) {
      app.addHook('onReady', async () => {
        const bound = await m.listen({ port, host, token });
        app.log.info({ port: bound, host }, 'metrics listening');
      });
      app.addHook('onClose', () => m.close());
    }
  },
  { name: 'metrics', dependencies: ['app-context', 'error-handling'] },
);
