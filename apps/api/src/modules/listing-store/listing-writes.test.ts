// Every listing write announces itself (decision 024): each function of listing-writes.ts publishes
// exactly one event of its kind in the write's transaction, and no other file writes the tables.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DomainEvent, Write } from '../../platform/domain-events.ts';
import { createUser } from '../../test/factories.ts';
import { seedListing } from '../../test/listing-factory.ts';
import { REPO, sourceFiles } from '../../test/source-graph.ts';
import { useTestApp } from '../../test/helper.ts';
import { lockListing } from './listing-rows.ts';
import * as writes from './listing-writes.ts';

describe('listing writes', () => {
  const t = useTestApp();

  /** Runs a write and returns what it published. */
  async function published(work: (w: Write) => Promise<unknown>): Promise<DomainEvent[]> {
    const seen: DomainEvent[] = [];
    await t.ctx.events.transaction((w) => work({ ...w, publish: async (e) => (seen.push(e), w.publish(e)) }));
    return seen;
  }

  const cases: Record<keyof typeof writes, (sellerId: string) => Promise<[DomainEvent[], string]>> = {
    insertListing: async (sellerId) => {
      const { id: _id, searchText: _t, ...values } = await seedListing(t.ctx, sellerId);
      return [await published((w) => writes.insertListing(w, values)), 'listing.created'];
    },
    updateListing: async (sellerId) => {
      const { id } = await seedListing(t.ctx, sellerId);
      return [
        await published(async (w) => writes.updateListing(w, (await lockListing(w.tx, id))!, { price: 500_000 }, { type: 'listing.edited', by: { userId: sellerId }, changes: { price: { from: 1, to: 2 } } })),
        'listing.edited',
      ];
    },
    deleteListing: async (sellerId) => {
      const { id } = await seedListing(t.ctx, sellerId);
      return [await published(async (w) => writes.deleteListing(w, (await lockListing(w.tx, id))!, { userId: sellerId })), 'listing.removed'];
    },
    countInquiry: async (sellerId) => {
      const { id } = await seedListing(t.ctx, sellerId, { status: 'approved' });
      return [await published((w) => writes.countInquiry(w, id)), 'listing.inquiry_counted'];
    },
    recordViews: async (sellerId) => {
      const { id } = await seedListing(t.ctx, sellerId, { status: 'approved' });
      return [await published((w) => writes.recordViews(w, '2026-11-25', [{ listingId: id, viewer: 1n }, { listingId: id, viewer: 2n }])), 'listing.viewed'];
    },
  };

  it.each(Object.keys(cases) as Array<keyof typeof writes>)('%s publishes exactly one event of its kind', async (name) => {
    const { user } = await createUser(t.ctx);
    const [events, type] = await cases[name](user.id);
    expect(events.map((e) => e.type)).toEqual([type]);
  });

  it('covers every write the store exports (a new write needs its case here)', () => {
    const exported = Object.entries(writes).filter(([, v]) => typeof v === 'function').map(([k]) => k);
    expect(exported.sort()).toEqual(Object.keys(cases).sort());
  });

  it('publishes nothing for a write that changed nothing: a viewer counted that day, a listing no longer public', async () => {
    const { user } = await createUser(t.ctx);
    const { id } = await seedListing(t.ctx, user.id, { status: 'approved' });
    await published((w) => writes.recordViews(w, '2026-11-25', [{ listingId: id, viewer: 7n }]));
    expect(await published((w) => writes.recordViews(w, '2026-11-25', [{ listingId: id, viewer: 7n }]))).toEqual([]);
    // The next day the same viewer counts again.
    expect((await published((w) => writes.recordViews(w, '2026-11-26', [{ listingId: id, viewer: 7n }]))).map((e) => e.type)).toEqual(['listing.viewed']);
    const pending = await seedListing(t.ctx, user.id, { status: 'pending' });
    expect(await published((w) => writes.countInquiry(w, pending.id))).toEqual([]);
  });

  it('is the only code that writes the listing tables', () => {
    const WRITES = /\.(insert|update|delete)\((listings|listingChanges|listingViewers)\b|\b(insert\s+into|update)\s+(listings|listing_changes|listing_viewers)\b/i;
    const writers = ['apps/api/src/modules', 'apps/api/src/platform']
      .flatMap((d) => sourceFiles(join(REPO, d)))
      .filter((f) => WRITES.test(readFileSync(f, 'utf8')))
      .map((f) => f.slice(REPO.length + 1));
    expect(writers).toEqual(['apps/api/src/modules/listing-store/listing-writes.ts']);
  });
});
