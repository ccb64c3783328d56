// Builds the Fastify app from one plugin per concern (apps/api/src/plugins/), then the feature
// modules under /api/v1 and the web app. Tests call this; main.ts adds the database and listens.
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerModules, registerSiteFiles } from './modules/register.ts';
import { adminSessionLive } from './modules/auth/admin-directory.ts';
import { accountExists } from './modules/users/accounts.ts';
import { authGuards } from './platform/auth-guards.ts';
import { clientErrorHandler } from './platform/client-error.ts';
import type { Config } from './platform/config.ts';
import type { AppContext } from './platform/context.ts';
import type { Database } from './platform/database.ts';
import { AppError, sendError, validationError } from './platform/errors.ts';
import { registerStatic } from './platform/static.ts';
import { appContext } from './plugins/app-context.ts';
import { bodyParsing } from './plugins/body-parsing.ts';
import { compression } from './plugins/compression.ts';
import { crossOrigin } from './plugins/cors.ts';
import { errorHandling } from './plugins/error-handling.ts';
import { health } from './plugins/health.ts';
import { metrics } from './plugins/metrics.ts';
import { openApi } from './plugins/openapi.ts';
import { requestId, requestIds } from './plugins/request-ids.ts';
import { securityHeaders } from './plugins/security-headers.ts';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Replace parts of the context in tests (e.g. an SMS sender that records). */
  overrides?: Partial<AppContext>;
  logger?: FastifyServerOptions['logger'];
  /** Serve the built web app (production start). */
  serveWeb?: boolean;
}

export type App = FastifyInstance & { ctx: AppContext };

export async function buildApp(opts: BuildAppOptions): Promise<App> {
  const { config, database } = opts;
  const serveWeb = opts.serveWeb ?? false;
  const app = Fastify({
    logger: opts.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'body.otp', 'body.password', 'body.refresh_token'],
    },
    genReqId: requestId,
    requestIdHeader: false,
    trustProxy: config.trustProxy as boolean, // or a list of proxy addresses (config.ts); the union confuses the overloads
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    // Router-level failures (an over-long id, a malformed URL) also answer in the envelope (contract 1.4).
    frameworkErrors: (error, _request, reply) => {
      void sendError(
        reply,
        error.code === 'FST_ERR_MAX_PARAM_LENGTH'
          ? new AppError(404, 'NOT_FOUND', 'Not found') // no id is that long
          : validationError({ non_field_errors: ['Malformed request URL'] }),
      );
    },
    // Requests Node's HTTP parser refuses (e.g. conflicting Transfer-Encoding and Content-Length) too;
    // a missing Host is answered by the error-handling plugin instead of by Node with an empty 400.
    clientErrorHandler,
    http: { requireHostHeader: false },
  }).withTypeProvider<ZodTypeProvider>();

  await app.register(bodyParsing);
  await app.register(appContext, { config, database, overrides: opts.overrides });
  const { ctx } = app;
  await app.register(errorHandling);
  await app.register(metrics);
  await app.register(requestIds);
  await app.register(securityHeaders, { config, serveWeb });
  await app.register(crossOrigin, { origins: config.corsOrigins });
  await app.register(compression);
  await app.register(openApi);
  await app.register(authGuards, {
    tokens: ctx.tokens,
    adminSessionLive: (id, sid) => adminSessionLive(ctx.db, id, sid),
    userExists: (id) => accountExists(ctx.db, id),
  });
  await app.register(health);

  await app.register(async (api) => registerModules(api, ctx), { prefix: '/api/v1' });
  await app.register(async (root) => registerSiteFiles(root, ctx)); // /robots.txt, /sitemap.xml (issue 12)
  await registerStatic(app, ctx, { serveWeb });
  return app as unknown as App;
}
