import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { Config } from './config.ts';
import type { Db } from './database.ts';
import type { JobQueue } from './jobs.ts';
import type { Mailer } from './mail.ts';
import type { NotificationBus } from './notification-bus.ts';
import type { RateLimits } from './rate-limit.ts';
import type { SmsSender } from './sms.ts';
import type { Storage } from './storage.ts';
import type { TokenService } from './tokens.ts';

/**
 * Raised after any write that changes what the public catalogue shows (caches listen). The change
 * feed (change-feed.ts) relays each change to the other API processes and raises theirs here.
 */
export class ListingEvents extends EventEmitter {
  /** Set by the change feed: tells the other API processes. */
  relay: ((listingId?: string) => void) | null = null;

  changed(listingId?: string) {
    this.emit('changed', listingId);
    this.relay?.(listingId);
  }

  /** A change made by another API process (or possibly missed while disconnected): local listeners only. */
  changedElsewhere(listingId?: string) {
    this.emit('changed', listingId);
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
  events: ListingEvents;
  /** pg-boss (decision 012). */
  jobs: JobQueue;
  /** Announcements of new notifications from every API process (live streams). */
  notificationBus: NotificationBus;
}
