import { EventEmitter } from 'node:events';
import type pg from 'pg';
import type { Config } from './config.ts';
import type { Db } from './database.ts';
import type { Mailer } from './mail.ts';
import type { RateLimiter } from './rate-limit.ts';
import type { SmsSender } from './sms.ts';
import type { Storage } from './storage.ts';
import type { TokenService } from './tokens.ts';

/** Raised after any write that changes what the public catalogue shows (facet caches listen). */
export class ListingEvents extends EventEmitter {
  changed(listingId?: string) {
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
  limiter: RateLimiter;
  events: ListingEvents;
}
