// POST /cars/seller/create/ (contract 6.1): one transaction for the listing, its catalogue names and
// its photos. Its announcement ('listing.created') brings the admins' notification in the same
// transaction and queues the e-mails (modules/listeners.ts).
import { REVIEW_TIME } from '@gaadi/domain/constants';
import { defaultTitle } from '@gaadi/domain/listing-text';
import { toE164 } from '@gaadi/domain/phone';
import { LISTING_MESSAGES, UPLOAD_MESSAGES, type CreateListingBody } from '@gaadi/domain/schemas/seller';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { validationError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { resolveCatalogue } from '../catalogue/resolve-names.ts';
import { insertListing } from '../listing-store/listing-writes.ts';
import { attachUploadedImages } from '../media/listing-images.ts';
import { accountContacts, nameAccountIfUnnamed } from '../users/accounts.ts';

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

/**
 * `stockNumber`: a row of a dealer's stock import (issue 22), which carries the dealer's own reference
 * and is counted against the dealer's daily limit by the import instead of the private seller's.
 */
export async function createListing(ctx: AppContext, actor: Actor & { kind: 'user' }, body: CreateListingBody, opts: { stockNumber?: string } = {}) {
  const userId = actor.id;
  const fromImport = opts.stockNumber !== undefined;
  const limit = dailyListingLimit(ctx, userId);
  if (!fromImport) await limit.check();
  const account = (await accountContacts(ctx.db, [userId])).get(userId);
  const contact = body.contact ?? { sellerName: account?.name ?? '', phoneNumber: account?.phoneNumber ?? '', email: account?.email ?? '' };
  const imageIds = body.image_ids;
  if (!imageIds.every(isUuid)) throw validationError({ image_ids: [LISTING_MESSAGES.imageIds] }, LISTING_MESSAGES.invalid);

  const listing = await ctx.events.transaction(async (w) => {
    const refs = await resolveCatalogue(
      w.tx,
      { brand: body.brand_name, model: body.model_name, variant: body.variant_name, city: body.city_name, state: body.state_name },
      false,
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
  });
  // Spent on success only: a refused body changes nothing, not even the allowance.
  if (!fromImport) await limit.spend();
  return {
    id: listing.id,
    status: listing.status,
    estimatedApprovalTime: REVIEW_TIME,
    listingUrl: `/listing/${listing.id}`,
    nextSteps: NEXT_STEPS,
  };
}
