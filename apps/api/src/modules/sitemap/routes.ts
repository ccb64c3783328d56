// /robots.txt and the sitemaps (issue 12). Not under /api/v1: crawlers look for them at the root.
import { createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { createSitemaps } from './sitemap.ts';

/** Signed-in, selling and admin areas stay out of search engines; everything public is in. */
const PRIVATE = ['/admin', '/dashboard', '/seller', '/sell', '/login', '/shortlist', '/compare'];

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    // Signed-in, selling and admin areas; a person's shortlist and a comparison of chosen ids are
    // not pages to index. In both languages (decision 040: Hindi pages under /hi).
    ...PRIVATE.map((p) => `Disallow: ${p}`),
    ...PRIVATE.map((p) => `Disallow: /hi${p}`),
    'Disallow: /api/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const XML = 'application/xml; charset=utf-8';
const HOUR = 'public, max-age=3600';

/** XML, gzipped on the way out when the client takes it (every crawler does). */
function sendXml(request: FastifyRequest, reply: FastifyReply, body: string | NodeJS.ReadableStream) {
  reply.type(XML).header('cache-control', HOUR).header('vary', 'Accept-Encoding');
  if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(body);
  const gzip = createGzip();
  if (typeof body === 'string') gzip.end(body);
  else body.pipe(gzip);
  return reply.header('content-encoding', 'gzip').send(gzip);
}

export async function sitemapRoutes(app: FastifyInstance, ctx: AppContext) {
  const sitemaps = createSitemaps(ctx);
  const hide = { schema: { hide: true } };
  app.get('/robots.txt', hide, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', HOUR).send(robotsTxt(ctx.config.publicUrl)),
  );
  app.get('/sitemap.xml', hide, async (req, reply) => sendXml(req, reply, await sitemaps.index()));
  app.get('/sitemaps/pages.xml', hide, async (req, reply) => sendXml(req, reply, await sitemaps.pages()));
  app.get<{ Params: { k: string; n: string } }>('/sitemaps/listings-:k-of-:n.xml', hide, async (req, reply) => {
    const stream = sitemaps.listings(Number(req.params.k), Number(req.params.n));
    if (!stream) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return sendXml(req, reply, stream);
  });
}
