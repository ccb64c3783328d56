// The admin team's view of listings (contract 7.1, 7.2): the filtered list and the headline counts.
// The seller filters also match the owning account's phone and name, found by the users module;
// the dealer filter (issue 22) names the dealer by slug, found by the dealers module.
import type { AdminCarsQuery } from '@gaadi/domain/schemas/admin';
import type { DbOrTx } from '../../platform/database.ts';
import { queueCounts, queuePage } from '../listing-store/review-queue.ts';
import { dealerBySlug } from '../dealers/dealer-records.ts';
import { accountIdsMatching, countAccounts } from '../users/accounts.ts';

export async function reviewQueuePage(db: DbOrTx, q: AdminCarsQuery) {
  const phoneDigits = q.seller?.replace(/\D/g, '');
  const [byPhone, byName, dealer] = await Promise.all([
    phoneDigits ? accountIdsMatching(db, { phoneDigits }) : [],
    q.sellerName ? accountIdsMatching(db, { name: q.sellerName }) : [],
    q.dealer ? dealerBySlug(db, q.dealer) : null,
  ]);
  return queuePage(db, q, { byPhone, byName, dealerSellerId: dealer?.userId ?? null });
}

export async function reviewQueueCounts(db: DbOrTx) {
  const [listings, total_users] = await Promise.all([queueCounts(db), countAccounts(db)]);
  return { ...listings, total_users };
}
