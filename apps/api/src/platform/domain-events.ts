// Domain events (decision 024): a write announces itself once, in its transaction, and what must
// follow it (notifications, queued jobs, e-mails, cache invalidation) listens. Modules declare their
// events by adding to DomainEventMap (declaration merging), so the bus lives here without knowing
// any module. Two kinds of listener:
//   - inTransaction: runs inside the write's transaction; its writes commit with it or not at all
//     (a notification row, a job queued on pg-boss), and what it publishes follows in turn. A
//     failure rolls the write back.
//   - afterCommit: runs once the transaction has committed, in this process (clearing this process's
//     caches, waking a worker). A failure is logged and never reaches the writer.
// A rolled-back write therefore announces nothing, and anything that must not be lost after a
// commit is queued by an inTransaction listener (in-transaction queueing, not a separate outbox).
import type { Db } from './database.ts';

/** Every event of the app: `'listing.created': { listing: … }`. Modules add theirs. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface DomainEventMap {}

export type DomainEventName = keyof DomainEventMap;
export type DomainEvent<N extends DomainEventName = DomainEventName> = { [K in N]: { type: K } & DomainEventMap[K] }[N];

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The transaction of a write and the way to announce it; store functions that write take this. */
export interface Write {
  tx: Tx;
  publish: (event: DomainEvent) => Promise<void>;
  /**
   * Runs `work` in a savepoint of this transaction: when it throws, its writes (its listeners'
   * too) are rolled back and what it published is forgotten, while the rest of the transaction
   * goes on. A stock import writes a chunk of rows in one transaction, each row in its own savepoint.
   */
  savepoint: <R>(work: (w: Write) => Promise<R>) => Promise<R>;
}

type InTransaction = (w: Write, event: DomainEvent) => Promise<void>;

/** What runs once the transaction of a Write commits, by that Write's `tx` (a savepoint's its own list). */
const commitHooks = new WeakMap<object, Array<() => void>>();

/**
 * Runs `fn` once the transaction `tx` belongs to has committed, and never if it rolls back (a
 * savepoint rolled back drops it too). For what must not be seen before the commit: announcing a
 * notification to the live streams of other processes, which read it back (issue 24). A `tx` that
 * is not a Write's (the database itself, or a transaction opened without DomainEvents) runs it now.
 */
export function onCommit(tx: object, fn: () => void): void {
  const hooks = commitHooks.get(tx);
  if (hooks) hooks.push(fn);
  else fn();
}
type AfterCommit = (event: DomainEvent) => void | Promise<void>;

interface Log {
  warn: (obj: object, msg: string) => void;
}

export class DomainEvents {
  private readonly inTx = new Map<string, InTransaction[]>();
  private readonly after = new Map<string, AfterCommit[]>();

  constructor(
    private readonly db: Db,
    private readonly log: Log,
  ) {}

  /** Listens inside the write's transaction (the event's effects commit with it). */
  inTransaction<N extends DomainEventName>(names: N[], handler: (w: Write, event: DomainEvent<N>) => Promise<void>): void {
    for (const n of names) this.inTx.set(n, [...(this.inTx.get(n) ?? []), handler as unknown as InTransaction]);
  }

  /** Listens after the write committed, in this process; never fails the write. */
  afterCommit<N extends DomainEventName>(names: N[], handler: (event: DomainEvent<N>) => void | Promise<void>): void {
    for (const n of names) this.after.set(n, [...(this.after.get(n) ?? []), handler as unknown as AfterCommit]);
  }

  /**
   * Runs `work` in one transaction. What it publishes reaches inTransaction listeners at once (in
   * that transaction) and afterCommit listeners once it has committed; nothing if it rolls back.
   */
  async transaction<R>(work: (w: Write) => Promise<R>): Promise<R> {
    const published: DomainEvent[] = [];
    const hooks: Array<() => void> = [];
    const result = await this.db.transaction(async (tx) => work(this.write(tx, published, hooks)));
    for (const hook of hooks) {
      try {
        hook();
      } catch (err) {
        this.log.warn({ err }, 'an on-commit hook failed');
      }
    }
    for (const event of published) this.dispatchAfterCommit(event);
    return result;
  }

  /** A Write on `tx` whose announcements join `published` (dispatched once the outermost transaction commits). */
  private write(tx: Tx, published: DomainEvent[], hooks: Array<() => void>): Write {
    commitHooks.set(tx, hooks);
    const w: Write = {
      tx,
      publish: async (event) => {
        for (const listener of this.inTx.get(event.type) ?? []) await listener(w, event);
        published.push(event);
      },
      savepoint: async (work) => {
        const kept: DomainEvent[] = [];
        const keptHooks: Array<() => void> = [];
        // drizzle runs a nested transaction as SAVEPOINT … RELEASE, or ROLLBACK TO on a throw.
        const result = await tx.transaction((sp) => work(this.write(sp, kept, keptHooks)));
        published.push(...kept);
        hooks.push(...keptHooks);
        return result;
      },
    };
    return w;
  }

  /** Whether anything listens to this event (tests check that every write has a follower where one is due). */
  listenerCount(name: DomainEventName): number {
    return (this.inTx.get(name)?.length ?? 0) + (this.after.get(name)?.length ?? 0);
  }

  private dispatchAfterCommit(event: DomainEvent) {
    for (const listener of this.after.get(event.type) ?? []) {
      try {
        void Promise.resolve(listener(event)).catch((err: unknown) => this.log.warn({ err, event: event.type }, 'an after-commit listener failed'));
      } catch (err) {
        this.log.warn({ err, event: event.type }, 'an after-commit listener failed');
      }
    }
  }
}
