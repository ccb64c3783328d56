import { and, asc, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { InquiryStatus } from '@gaadi/domain/constants';
import { inquiries, inquiryResponses } from '../../db/schema.ts';
import type { DbOrTx } from '../../platform/database.ts';

export type InquiryRow = typeof inquiries.$inferSelect;


export async function insertInquiry(tx: DbOrTx, values: PgInsertValue<typeof inquiries>) {
  const [row] = await tx.insert(inquiries).values(values).returning();
  return row!;
}

/** The inquiry a buyer's client key made for a listing (inquiries_client_key_uq). */
export async function inquiryByClientKey(db: DbOrTx, listingId: string, clientKey: string): Promise<Pick<InquiryRow, 'id' | 'buyerPhone'> | null> {
  const [row] = await db
    .select({ id: inquiries.id, buyerPhone: inquiries.buyerPhone })
    .from(inquiries)
    .where(and(eq(inquiries.listingId, listingId), eq(inquiries.clientKey, clientKey)));
  return row ?? null;
}

export interface SellerInquiryFilters {
  carId?: string;
  status?: InquiryStatus;
  dateFrom?: Date;
  dateTo?: Date;
  /** Digits only; matches anywhere in the stored E.164 number. */
  phoneDigits?: string;
}

function sellerWhere(sellerId: string, f: SellerInquiryFilters): SQL {
  const conds: SQL[] = [eq(inquiries.sellerId, sellerId)];
  if (f.carId) conds.push(eq(inquiries.listingId, f.carId));
  if (f.status) conds.push(eq(inquiries.status, f.status));
  if (f.dateFrom) conds.push(gte(inquiries.createdAt, f.dateFrom));
  if (f.dateTo) conds.push(lt(inquiries.createdAt, f.dateTo));
  if (f.phoneDigits) conds.push(like(inquiries.buyerPhone, `%${f.phoneDigits}%`));
  return and(...conds)!;
}

/** A page of the seller's inquiries, newest first (inquiries_seller_created_idx). */
export async function listSellerInquiries(db: DbOrTx, sellerId: string, f: SellerInquiryFilters, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(inquiries)
    .where(sellerWhere(sellerId, f))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countSellerInquiries(db: DbOrTx, sellerId: string, f: SellerInquiryFilters) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inquiries).where(sellerWhere(sellerId, f));
  return row?.n ?? 0;
}

/** Counts over all of the seller's inquiries, whatever the filters of the page. */
export async function sellerInquiryStats(db: DbOrTx, sellerId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      new: sql<number>`count(*) filter (where ${inquiries.status} = 'new')::int`,
      responded: sql<number>`count(*) filter (where ${inquiries.status} = 'responded')::int`,
      closed: sql<number>`count(*) filter (where ${inquiries.status} = 'closed')::int`,
    })
    .from(inquiries)
    .where(eq(inquiries.sellerId, sellerId));
  return row ?? { total: 0, new: 0, responded: 0, closed: 0 };
}

export async function findInquiry(db: DbOrTx, id: string) {
  const [row] = await db.select().from(inquiries).where(eq(inquiries.id, id));
  return row ?? null;
}

export async function responsesOf(db: DbOrTx, inquiryId: string) {
  return db
    .select()
    .from(inquiryResponses)
    .where(eq(inquiryResponses.inquiryId, inquiryId))
    .orderBy(asc(inquiryResponses.createdAt), asc(inquiryResponses.id));
}

/** Moves a `new` inquiry to `responded`; null when it was no longer new (a concurrent answer loses). */
export async function markResponded(tx: DbOrTx, id: string, r: { message: string; availableForCall: boolean | null }) {
  const [row] = await tx
    .update(inquiries)
    .set({ status: 'responded', sellerResponse: r.message, availableForCall: r.availableForCall, respondedAt: sql`now()` })
    .where(and(eq(inquiries.id, id), eq(inquiries.status, 'new')))
    .returning();
  return row ?? null;
}

export async function insertResponse(tx: DbOrTx, values: typeof inquiryResponses.$inferInsert) {
  const [row] = await tx.insert(inquiryResponses).values(values).returning();
  return row!;
}
