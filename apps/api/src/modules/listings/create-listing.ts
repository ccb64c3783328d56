// POST /cars/seller/create/ (contract 6.1): one transaction for the listing, its catalogue names and
// its photos. Its announcement ('listing.created') brings the admins' notification in the same
// transaction and queues the e-mails (modules/listeners.ts).
import { REVIEW_TIME } from '@gaadi/domain/constants';
import { defaultTitle } from '@gaadi/domain/listing-text';
import { toE164 } from '@gaadi/domain/phone';
import { LISTING_MESSAGES, UPLOAD_MESSAGES, type CreateListingBody } from '@gaadi/domain/schemas/seller';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Write } from '../../platform/domain-events.ts';
import { validationError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { resolveCatalogue, type CatalogueMemo } from '../catalogue/resolve-names.ts';
import type { ListingRow } from '../listing-store/listing-rows.ts';
import { insertListing } from '../listing-store/listing-writes.ts';
import { attachUploadedImages } from '../media/listing-images.ts';
import { accountContacts, nameAccountIfUnnamed, type AccountContact } from '../users/accounts.ts';

export const NEXT_STEPS = [
  `Our team reviews your listing within ${REVIEW_TIME}`,
  'You will be notified as soon as it is approved and visible to buyers',
  'After approval an inspection of your car is scheduled',
];

/** LIMIT_LISTINGS_PER_DAY per account: checked before, spent only by a listing that was created. */
function dailyListingLimit(ctx: AppContext, userId: string) {
  const perDay = ctx.config.userLimits.listingsPerDay;
  const rule = { points: perDay, windowSeconds: 24 * 3600 };
  return {
    check: () => (perDay > 0 ? ctx.limits.check('create-listing', userId, rule, UPLOAD_MESSAGES.tooManyListings) : undefined),
    spend: () => (perDay > 0 ? ctx.limits.consume('create-listing', userId, rule, UPLOAD_MESSAGES.tooManyListings).catch(() => {}) : undefined),
  };
}

/** The wizard's submission: the private daily limit, then the write in a transaction of its own. */
export async function createListing(ctx: AppContext, actor: Actor & { kind: 'user' }, body: CreateListingBody) {
  const userId = actor.id;
  const limit = dailyListingLimit(ctx, userId);
  await limit.check();
  const account = (await accountContacts(ctx.db, [userId])).get(userId);
  const listing = await ctx.events.transaction((w) => insertSubmittedListing(w, { userId, body, account }));
  // Spent on success only: a refused body changes nothing, not even the allowance.
  await limit.spend();
  return {
    id: listing.id,
    status: listing.status,
    estimatedApprovalTime: REVIEW_TIME,
    listingUrl: `/listing/${listing.id}`,
    nextSteps: NEXT_STEPS,
  };
}

/**
 * The submission's write in the caller's transaction: catalogue names, the pending listing (its
 * 'listing.created' announcement), its photos, and an empty account name filled from the contact.
 * `account` is the seller's account as read before (its contacts fill an empty contact). A dealer's
 * stock import (issue 22) writes each row through this in a savepoint of its chunk's transaction,
 * with the dealer's own reference (`stockNumber`), its own daily limit instead of the private one,
 * and the chunk's `catalogue` memo (the names of a file repeat from row to row).
 */
export async function insertSubmittedListing(
  w: Write,
  opts: { userId: string; body: CreateListingBody; account: AccountContact | undefined; stockNumber?: string; catalogue?: CatalogueMemo },
): Promise<ListingRow> {
  const { userId, body, account } = opts;
  const contact = body.contact ?? { sellerName: account?.name ?? '', phoneNumber: account?.phoneNumber ?? '', email: account?.email ?? '' };
  const imageIds = body.image_ids;
  if (!imageIds.every(isUuid)) throw validationError({ image_ids: [LISTING_MESSAGES.imageIds] }, LISTING_MESSAGES.invalid);

  const refs = await resolveCatalogue(
    w.tx,
    { brand: body.brand_name, model: body.model_name, variant: body.variant_name, city: body.city_name, state: body.state_name },
    false,
    opts.catalogue,
  );
  const now = new Date();
  const row = await insertListing(w, {
    sellerId: userId,
    stockNumber: opts.stockNumber ?? null,
    ...refs,
    area: body.area,
    address: body.address,
    title: defaultTitle({ year: body.year, brand: refs.brandName, model: refs.modelName, variant: refs.variantName }),
    year: body.year,
    price: body.price,
    kmDriven: body.km_driven,
    fuelType: body.fuel_type,
    transmission: body.transmission,
    ownerNumber: body.owner_number,
    urgency: body.urgency,
    accidentHistory: body.accident_history,
    exteriorCondition: body.exterior_condition,
    interiorCondition: body.interior_condition,
    engineCondition: body.engine_condition,
    description: body.description,
    features: body.features,
    videoUrl: body.video_url,
    sellerName: contact.sellerName,
    sellerPhone: toE164(contact.phoneNumber) ?? contact.phoneNumber,
    sellerEmail: contact.email,
    status: 'pending',
    verified: false,
    featured: false,
    // updated_at equals created_at until the listing changes (contract 2.3).
    createdAt: now,
    updatedAt: now,
  });
  if (!(await attachUploadedImages(w.tx, { ids: imageIds, userId, listingId: row.id }))) {
    throw validationError({ image_ids: [LISTING_MESSAGES.imageIds] }, LISTING_MESSAGES.invalid);
  }
  // The name typed in the wizard fills an empty profile name (issue 14), never replaces one.
  if (!account?.name?.trim() && contact.sellerName) await nameAccountIfUnnamed(w.tx, userId, contact.sellerName);
  return row;
}
