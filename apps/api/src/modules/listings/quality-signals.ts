// For moderation's quality flags (issue 15): listing facts across sellers.
import type { DbOrTx } from '../../platform/database.ts';
import { sellerCountsOfPhones, sellersOfListings } from './quality-queries.ts';

/** How many seller accounts list with each of these phone numbers. */
export const sellersPerPhone = (db: DbOrTx, phones: string[]) => sellerCountsOfPhones(db, phones);

/** The seller account of each listing. */
export const sellerOfListings = (db: DbOrTx, ids: string[]) => sellersOfListings(db, ids);
