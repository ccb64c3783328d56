// Test data for inquiries and notifications, written straight to the database (no HTTP).
import { inquiries, notifications } from '../db/schema.ts';
import type { AppContext } from '../platform/context.ts';

export async function seedInquiry(
  ctx: AppContext,
  listing: { id: string; sellerId: string },
  values: Partial<typeof inquiries.$inferInsert> = {},
) {
  const [row] = await ctx.db
    .insert(inquiries)
    .values({
      listingId: listing.id,
      sellerId: listing.sellerId,
      buyerName: 'Meera',
      buyerPhone: '+919876543210',
      buyerEmail: 'meera@example.com',
      message: 'Is the price negotiable?',
      ...values,
    })
    .returning();
  return row!;
}

export async function seedNotification(ctx: AppContext, values: Partial<typeof notifications.$inferInsert> & { userId: string | null }) {
  const [row] = await ctx.db
    .insert(notifications)
    .values({ type: 'system', title: 'Hello', message: 'Welcome to the marketplace', ...values })
    .returning();
  return row!;
}
