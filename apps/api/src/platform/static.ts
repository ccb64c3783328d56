import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, mkdirSync } from 'node:fs';
import type { AppContext } from './context.ts';
import { createWebRenderer } from './web-render.ts';

/**
 * /media/ for uploaded files; the built web app with precompressed assets and immutable caching,
 * and its public pages rendered on the server (web-render.ts) when its server build is there.
 */
export async function registerStatic(app: FastifyInstance, ctx: AppContext, opts: { serveWeb: boolean }) {
  if (ctx.storage.localRoot) {
    mkdirSync(ctx.storage.localRoot, { recursive: true });
    await app.register(fastifyStatic, {
      root: ctx.storage.localRoot,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      list: false,
      maxAge: '365d',
      immutable: true, // keys are random ids: a file never changes under its name
    });
  }
  const dist = ctx.config.webDistDir;
  if (opts.serveWeb && existsSync(dist)) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: false,
      preCompressed: true,
      index: false,
      globIgnore: ['server/**'], // the server renderer's build is not for browsers
      setHeaders(res, path) {
        res.header(
          'cache-control',
          /[\\/]assets[\\/]/.test(path)
            ? 'public, max-age=31536000, immutable'
            : // The service worker: the browser checks it for updates on every navigation anyway
              // (and at most a day apart); no-cache keeps any HTTP cache from holding an old one.
              // (`path` is the file sent: sw.js.br or sw.js.gz when precompressed.)
              /[\\/]sw\.js(\.br|\.gz)?$/.test(path)
              ? 'no-cache'
              : 'public, max-age=0, must-revalidate',
        );
      },
    });
    app.decorate('webIndexAvailable', true);
    app.decorate(
      'webPages',
      await createWebRenderer(app, {
        distDir: dist,
        publicUrl: ctx.config.publicUrl,
        pageCacheSeconds: ctx.config.pageCacheSeconds,
        changes: ctx.catalogueChanges,
        metrics: ctx.metrics,
      }),
    );
  }
}
