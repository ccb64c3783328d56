// The event bus (decision 024): what an inTransaction listener writes commits with the write or not
// at all, afterCommit listeners run only after a commit and never fail the write.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema.ts';
import { useTestApp } from '../test/helper.ts';
import { waitFor } from '../test/wait-for.ts';
import { DomainEvents, onCommit } from './domain-events.ts';

interface Log {
  warn: (obj: object, msg: string) => void;
}
const quiet: Log = { warn: () => {} };

describe('domain events', () => {
  const t = useTestApp();
  /** A bus of its own whose inTransaction listener records the event as a row (the outbox is a plain table). */
  const bus = (opts: { log?: Log } = {}) => {
    const events = new DomainEvents(t.ctx.db, opts.log ?? quiet);
    const committed: string[] = [];
    events.inTransaction(['listing.inquiry_counted'], async ({ tx }, e) => {
      await tx.insert(emailOutbox).values({ to: e.listingId, subject: 'event', template: 'event-test', text: '', html: '' });
    });
    events.afterCommit(['listing.inquiry_counted'], (e) => void committed.push(e.listingId));
    const rows = async (id: string) => (await t.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.to, id))).length;
    return { events, committed, rows };
  };

  it('commits what inTransaction listeners write with the write, then runs afterCommit listeners', async () => {
    const { events, committed, rows } = bus();
    const result = await events.transaction(async (w) => {
      await w.publish({ type: 'listing.inquiry_counted', listingId: 'committed-1' });
      expect(committed).toEqual([]); // not before the commit
      return 'done';
    });
    expect(result).toBe('done');
    expect(await rows('committed-1')).toBe(1);
    expect(committed).toEqual(['committed-1']);
  });

  it('announces nothing when the write rolls back after publishing', async () => {
    const { events, committed, rows } = bus();
    await expect(
      events.transaction(async (w) => {
        await w.publish({ type: 'listing.inquiry_counted', listingId: 'rolled-back' });
        throw new Error('the write failed after its announcement');
      }),
    ).rejects.toThrow('the write failed');
    expect(await rows('rolled-back')).toBe(0);
    expect(committed).toEqual([]);
  });

  it('rolls the write back when an inTransaction listener fails', async () => {
    const { events, committed, rows } = bus();
    events.inTransaction(['listing.inquiry_counted'], async () => {
      throw new Error('listener failed');
    });
    await expect(events.transaction((w) => w.publish({ type: 'listing.inquiry_counted', listingId: 'listener-failed' }))).rejects.toThrow('listener failed');
    expect(await rows('listener-failed')).toBe(0);
    expect(committed).toEqual([]);
  });

  it('logs a failing afterCommit listener without failing the committed write', async () => {
    const warnings: string[] = [];
    const { events, rows } = bus({ log: { warn: (_o: object, m: string) => void warnings.push(m) } });
    events.afterCommit(['listing.inquiry_counted'], async () => {
      throw new Error('cache server away');
    });
    await events.transaction((w) => w.publish({ type: 'listing.inquiry_counted', listingId: 'after-failed' }));
    expect(await rows('after-failed')).toBe(1);
    await waitFor('the warning', async () => warnings.length > 0);
    expect(warnings).toEqual(['an after-commit listener failed']);
  });

  it('rolls back a failed savepoint alone: its writes and its announcement go, the rest commits', async () => {
    const { events, committed, rows } = bus();
    await events.transaction(async (w) => {
      await w.savepoint((s) => s.publish({ type: 'listing.inquiry_counted', listingId: 'kept-1' }));
      await expect(
        w.savepoint(async (s) => {
          await s.publish({ type: 'listing.inquiry_counted', listingId: 'undone' });
          throw new Error('this row failed');
        }),
      ).rejects.toThrow('this row failed');
      await w.savepoint((s) => s.publish({ type: 'listing.inquiry_counted', listingId: 'kept-2' }));
      expect(committed).toEqual([]); // not before the commit
    });
    expect([await rows('kept-1'), await rows('undone'), await rows('kept-2')]).toEqual([1, 0, 1]);
    expect(committed).toEqual(['kept-1', 'kept-2']);
  });

  it('announces nothing of a kept savepoint when its transaction rolls back', async () => {
    const { events, committed, rows } = bus();
    await expect(
      events.transaction(async (w) => {
        await w.savepoint((s) => s.publish({ type: 'listing.inquiry_counted', listingId: 'kept-then-undone' }));
        throw new Error('the whole write failed');
      }),
    ).rejects.toThrow('the whole write failed');
    expect(await rows('kept-then-undone')).toBe(0);
    expect(committed).toEqual([]);
  });

  it('runs on-commit hooks after the commit only, without those of a savepoint rolled back', async () => {
    const { events } = bus();
    const ran: string[] = [];
    await events.transaction(async (w) => {
      onCommit(w.tx, () => ran.push('outer'));
      await w.savepoint(async (s) => onCommit(s.tx, () => ran.push('kept savepoint')));
      await expect(
        w.savepoint(async (s) => {
          onCommit(s.tx, () => ran.push('undone savepoint'));
          throw new Error('this row failed');
        }),
      ).rejects.toThrow('this row failed');
      expect(ran).toEqual([]); // not before the commit
    });
    expect(ran).toEqual(['outer', 'kept savepoint']);
    await expect(
      events.transaction(async (w) => {
        onCommit(w.tx, () => ran.push('rolled back'));
        throw new Error('the whole write failed');
      }),
    ).rejects.toThrow('the whole write failed');
    expect(ran).toEqual(['outer', 'kept savepoint']);
    // Outside a Write's transaction there is nothing to wait for.
    onCommit(t.ctx.db, () => ran.push('now'));
    expect(ran).toEqual(['outer', 'kept savepoint', 'now']);
  });

  it('reaches only the listeners of the published event', async () => {
    const { events, committed } = bus();
    await events.transaction((w) => w.publish({ type: 'listing.viewed', listingId: 'other', viewsCount: 1 }));
    expect(committed).toEqual([]);
    expect(events.listenerCount('listing.inquiry_counted')).toBe(2);
    expect(events.listenerCount('listing.viewed')).toBe(0);
  });
});
