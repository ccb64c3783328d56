// Helmet's headers with a Content-Security-Policy that allows no inline script but the built page's
// own, by hash (issue 10), images from this origin and the S3 public URL, no framing.
// Helmet's middleware is built once: @fastify/helmet built it again for every request (all its
// headers and the policy parsed anew), 0.02 ms of a 1 ms search (decision 049). No route sets its
// own headers or nonces.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { Config } from '../platform/config.ts';
import { webInlineScriptHashes } from '../platform/csp.ts';

export const securityHeaders = fp(
  async (app: FastifyInstance, { config, serveWeb }: { config: Config; serveWeb: boolean }) => {
    const applyHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(config.s3?.publicUrl ? [config.s3.publicUrl] : [])],
          scriptSrc: ["'self'", ...(serveWeb ? webInlineScriptHashes(config.webDistDir) : [])],
          styleSrc: ["'self'", "'unsafe-inline'"],
          connectSrc: ["'self'"],
          // The service worker (/sw.js, docs/decisions/036) and the web app manifest.
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    app.addHook('onRequest', (request, reply, done) => applyHeaders(request.raw, reply.raw, () => done()));
  },
  { name: 'security-headers' },
);
