// The app context every module receives: configuration, database, tokens, storage, mail, SMS,
// rate limits, domain events and the catalogue-change signal, built once per app (tests replace parts through `overrides`).
// Listing changes reach every API process's caches at once through the change feed.
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startChangeFeed } from '../platform/change-feed.ts';
import type { Config } from '../platform/config.ts';
import { CatalogueChanges, type AppContext } from '../platform/context.ts';
import type { Database } from '../platform/database.ts';
import { DomainEvents } from '../platform/domain-events.ts';
import { configureImageWork } from '../platform/image-work.ts';
import { startJobQueue } from '../platform/jobs.ts';
import { createMailer } from '../platform/mail.ts';
import { Metrics } from '../platform/metrics.ts';
import { startNotificationBus } from '../platform/notification-bus.ts';
import { RateLimits } from '../platform/rate-limit.ts';
import { createSmsSender } from '../platform/sms.ts';
import { createLocalStorage, createS3Storage } from '../platform/storage.ts';
import { TokenService } from '../platform/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export interface AppContextOptions {
  config: Config;
  database: Database;
  overrides?: Partial<AppContext>;
}

export const appContext = fp(
  async (app: FastifyInstance, { config, database, overrides }: AppContextOptions) => {
    configureImageWork(config.images);
    const notificationBus = overrides?.notificationBus ?? startNotificationBus({ pool: database.pool, redisUrl: config.redisUrl, log: app.log });
    const jobs =
      overrides?.jobs ??
      (await startJobQueue({
        pool: database.pool,
        pollingSeconds: config.jobs.pollSeconds,
        maintenanceSeconds: config.jobs.maintenanceSeconds,
        onError: (err) => app.log.warn({ err }, 'job queue error'),
      }));
    const metrics = overrides?.metrics ?? new Metrics();
    metrics.watchPool('primary', database.pool);
    metrics.watchJobQueue(database.pool);
    const ctx: AppContext = {
      config,
      db: database.db,
      pool: database.pool,
      tokens: new TokenService(config.jwtSecret),
      storage: config.s3 ? createS3Storage(config.s3) : createLocalStorage(join(config.dataDir, 'uploads'), config.publicUrl),
      mailer: createMailer({ config, db: database.db, log: app.log }),
      sms: createSmsSender({ config, log: app.log }),
      limits: new RateLimits({ redisUrl: config.redisUrl, log: app.log }),
      events: new DomainEvents(database.db, app.log),
      catalogueChanges: new CatalogueChanges(),
      jobs,
      notificationBus,
      metrics,
      ...overrides,
    };
    app.decorate('ctx', ctx);
    const changeFeed = startChangeFeed({ events: ctx.catalogueChanges, pool: database.pool, redisUrl: config.redisUrl, log: app.log });
    await Promise.all([changeFeed.ready, notificationBus.ready]);
    app.addHook('onClose', async () => {
      await ctx.jobs.close();
      await ctx.notificationBus.close();
      await changeFeed.close();
      await ctx.limits.close();
      await ctx.mailer.close();
      ctx.storage.close?.();
    });
  },
  { name: 'app-context' },
);
