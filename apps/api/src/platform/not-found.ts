import type { FastifyInstance } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { AppError, sendError } from './errors.ts';
import type { WebRenderer } from './web-render.ts';

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Unknown API routes are a JSON 404, a known path with the wrong method a 405 with Allow
 * (contract 1.4); a missing /media/ file is a JSON 404 too; any other GET is a page of the web app:
 * server-rendered (with a real 404 for a path that names nothing) or its index.html (client-side routes).
 */
export function registerNotFound(app: FastifyInstance) {
  const known = FindMyWay({ ignoreTrailingSlash: true, ignoreDuplicateSlashes: true });
  // Called before any route is added, so every route is indexed for the 405 check.
  app.addHook('onRoute', (route) => {
    if (route.url === '*' || route.url.endsWith('/*')) return; // CORS preflight and static catch-alls
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const m of methods) {
      try {
        known.on(m as HTTPMethod, route.url, () => {});
      } catch {
        /* duplicate shape */
      }
    }
  });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api') {
      const allowed = METHODS.filter((m) => m !== request.method && m !== 'OPTIONS' && known.find(m, path));
      if (allowed.length) {
        reply.header('Allow', allowed.join(', '));
        return sendError(reply, new AppError(405, 'METHOD_NOT_ALLOWED', `Method ${request.method} is not allowed here`));
      }
      return sendError(reply, new AppError(404, 'NOT_FOUND', 'Not found'));
    }
    // A missing upload is a 404, never the web app's page (an <img> must not receive HTML).
    const isMedia = path.startsWith('/media/') || path === '/media';
    const web = app as unknown as { webIndexAvailable?: boolean; webPages?: WebRenderer | null };
    if (!isMedia && (request.method === 'GET' || request.method === 'HEAD') && web.webIndexAvailable) {
      if (web.webPages) return web.webPages.send(request, reply);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return sendError(reply, new AppError(404, 'NOT_FOUND', 'Not found'));
  });
}
