// Test data for conversations, written straight to the database (no HTTP): a conversation row, a
// block between two people, a seller's visiting hours.
import { conversations, userBlocks, visitAvailability } from '../db/schema.ts';
import type { AppContext } from '../platform/context.ts';
import { createListing, createUser } from './factories.ts';

export async function seedConversation(
  ctx: AppContext,
  listing: { id: string; sellerId: string; title?: string },
  buyerUserId: string | null,
  values: Partial<typeof conversations.$inferInsert> = {},
) {
  const [row] = await ctx.db
    .insert(conversations)
    .values({
      listingId: listing.id,
      sellerId: listing.sellerId,
      buyerUserId,
      buyerName: 'Meera',
      buyerEmail: 'meera@example.com',
      carTitle: listing.title ?? '2020 Maruti Suzuki Swift VXi',
      ...values,
    })
    .returning();
  return row!;
}

/** A seller, an approved listing of theirs, a signed-in buyer and their conversation. */
export async function seedDeal(ctx: AppContext, opts: { price?: number; seller?: Awaited<ReturnType<typeof createUser>> } = {}) {
  const seller = opts.seller ?? (await createUser(ctx, { name: 'Ravi' }));
  const buyer = await createUser(ctx, { name: 'Meera' });
  const listing = await createListing(ctx, { sellerId: seller.user.id, price: opts.price ?? 500_000 });
  const conversation = await seedConversation(ctx, listing, buyer.user.id);
  return { seller, buyer, listing, conversation };
}

export async function seedBlock(ctx: AppContext, blockerId: string, blockedId: string) {
  await ctx.db.insert(userBlocks).values({ blockerId, blockedId });
}

/** Visiting hours: every day of the week from `start` to `end` minutes after midnight (India time). */
export async function seedVisitHours(ctx: AppContext, sellerId: string, opts: { listingId?: string; start?: number; end?: number; location?: string } = {}) {
  const windows = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: opts.start ?? 0, end: opts.end ?? 1440 }));
  await ctx.db.insert(visitAvailability).values({ sellerId, listingId: opts.listingId ?? null, location: opts.location ?? 'Koregaon Park, Pune', windows });
}

/** A visit start on the hour or half hour at least `hours` from now (ISO, UTC). */
export function slotIn(hours: number, now = Date.now()): string {
  const half = 30 * 60_000;
  return new Date(Math.ceil((now + hours * 3_600_000) / half) * half).toISOString();
}
