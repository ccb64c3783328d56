import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { authGuards } from './platform/auth-guards.ts';
import type { Config } from './platform/config.ts';
import { ListingEvents, type AppContext } from './platform/context.ts';
import type { Database } from './platform/database.ts';
import { AppError, registerErrorHandling, sendError } from './platform/errors.ts';
import { createMailer } from './platform/mail.ts';
import { registerNotFound } from './platform/not-found.ts';
import { createMemoryRateLimiter, createRedisRateLimiter } from './platform/rate-limit.ts';
import { createSmsSender } from './platform/sms.ts';
import { createLocalStorage, createS3Storage } from './platform/storage.ts';
import { registerStatic } from './platform/static.ts';
import { TokenService } from './platform/tokens.ts';
import { registerModules } from './modules/register.ts';
import { join } from 'node:path';

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
  const app = Fastify({
    logger: opts.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'body.otp', 'body.password', 'body.refresh_token'],
    },
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: 'x-request-id',
    trustProxy: config.trustProxy as boolean, // a hop count is valid too; the union confuses the overloads
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 200 },
    // Router-level failures (an over-long id, a malformed URL) also answer in the envelope (contract 1.4).
    frameworkErrors: (error, _request, reply) =>
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? sendError(reply, new AppError(404, 'NOT_FOUND', 'Not found')) // no id is that long
        : sendError(reply, new AppError(400, 'VALIDATION_ERROR', 'Malformed request URL')),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Clients send Content-Type: application/json even on a DELETE without body: an empty body is {}.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = (body as string).trim();
    if (!text) return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      const err = new Error('Malformed JSON body') as Error & { statusCode: number; code: string };
      err.statusCode = 400;
      err.code = 'FST_ERR_CTP_INVALID_JSON_BODY';
      done(err, undefined);
    }
  });

  const ctx: AppContext = {
    config,
    db: database.db,
    pool: database.pool,
    tokens: new TokenService(config.jwtSecret),
    storage: config.s3 ? createS3Storage(config.s3) : createLocalStorage(join(config.dataDir, 'uploads'), config.publicUrl),
    mailer: createMailer({ config, db: database.db, log: app.log }),
    sms: createSmsSender({ config, log: app.log }),
    limiter: config.redisUrl ? createRedisRateLimiter(config.redisUrl) : createMemoryRateLimiter(),
    events: new ListingEvents(),
    ...opts.overrides,
  };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    await ctx.limiter.close();
    await ctx.mailer.close();
  });

  registerErrorHandling(app);
  registerNotFound(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(config.s3?.publicUrl ? [config.s3.publicUrl] : [])],
        scriptSrc: ["'self'", "'unsafe-inline'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(cors, {
    origin: config.corsOrigins.length ? config.corsOrigins : false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-Request-Id'],
    exposedHeaders: ['Retry-After', 'X-Request-Id'],
    credentials: false,
    maxAge: 600,
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title: 'GaadiBazaar API', version: '1.0.0', description: 'Used-car marketplace API (contract: shared/spec/api-contract.md)' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authGuards, { tokens: ctx.tokens });

  app.get('/api/health', { schema: { hide: true } }, async () => ({ success: true, data: { status: 'ok' } }));
  app.get('/api/ready', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await ctx.pool.query('select 1');
      return { success: true, data: { status: 'ready', database: 'ok' } };
    } catch {
      return reply.code(503).send({ success: false, error: { code: 'NOT_READY', message: 'Database unreachable' } });
    }
  });

  await app.register(async (api) => registerModules(api, ctx), { prefix: '/api/v1' });
  await registerStatic(app, ctx, { serveWeb: opts.serveWeb ?? false });
  return app as unknown as App;
}
