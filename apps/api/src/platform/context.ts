import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { Config } from './config.ts';
import type { Db } from './database.ts';
import type { DomainEvents, Tx } from './domain-events.ts';
import type { JobQueue } from './jobs.ts';
import type { Mailer } from './mail.ts';
import type { Metrics } from './metrics.ts';
import type { NotificationBus } from './notification-bus.ts';
import type { RateLimits } from './rate-limit.ts';
import type { SmsSender } from './sms.ts';
import type { Storage } from './storage.ts';
import type { TokenService } from './tokens.ts';

/**
 * The signal that what the public catalogue shows has changed (caches listen to 'changed'). One
 * listener of the domain events raises it after each listing change commits (modules/listeners.ts);
 * the change feed (change-feed.ts) carries it to the other API processes and raises theirs here.
 */
export class CatalogueChanges extends EventEmitter {
  constructor() {
    super();
    // Each of the app's kept caches listens once (eleven since decision 045), a number fixed when the
    // app starts; past this bound a listener added per request would still be reported as a leak.
    this.setMaxListeners(32);
  }

  /** Set by the change feed: tells the other API processes, after the change. */
  relay: ((listingId?: string) => void) | null = null;
  /**
   * Set by the PostgreSQL change feed: tells the other processes from inside the writer's
   * transaction (NOTIFY is delivered when, and only if, it commits), so a crash right after the
   * commit cannot lose the message.
   */
  relayInTransaction: ((tx: Tx, listingId?: string) => Promise<void>) | null = null;

  /** A change made here: local listeners, then the other processes. */
  changed(listingId?: string) {
    this.emit('changed', listingId, 'listing');
    this.relay?.(listingId);
  }

  /** A change the other processes have been told of already (or one made by them): local listeners only. */
  changedHere(listingId?: string) {
    this.emit('changed', listingId, 'listing');
  }

  /**
   * The read replica has replayed the changes heard of (read-database.ts): caches filled from it
   * meanwhile are cleared again. Nothing changed on the primary, so its readers may ignore it.
   */
  replicaCaughtUp() {
    this.emit('changed', undefined, 'replica');
  }
}

/** Everything a module needs, built once per app. Modules receive it as plugin options. */
export interface AppContext {
  config: Config;
  db: Db;
  pool: pg.Pool;
  tokens: TokenService;
  storage: Storage;
  mailer: Mailer;
  sms: SmsSender;
  limits: RateLimits;
  /** Domain events: writes publish in their transaction, listeners react (decision 024). */
  events: DomainEvents;
  /** The public catalogue changed (caches clear), in this process and the others. */
  catalogueChanges: CatalogueChanges;
  /** pg-boss (decision 012). */
  jobs: JobQueue;
  /** Announcements of new notifications from every API process (live streams). */
  notificationBus: NotificationBus;
  /** Prometheus metrics of this process (decision 032). */
  metrics: Metrics;
}
