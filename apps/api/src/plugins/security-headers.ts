// Helmet's headers with a Content-Security-Policy that allows no inline script but the built page's
// own, by hash (issue 10), images from this origin and the S3 public URL, no framing.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../platform/config.ts';
import { webInlineScriptHashes } from '../platform/csp.ts';

export const securityHeaders = fp(
  async (app: FastifyInstance, { config, serveWeb }: { config: Config; serveWeb: boolean }) => {
    await app.register(helmet, {
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
  },
  { name: 'security-headers' },
);
