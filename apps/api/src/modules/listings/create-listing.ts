// POST /cars/seller/create/ (contract 6.1): one transaction for the listing, its catalogue names,
// its photos and the admins' notification; e-mails go out after the commit.
import type { FastifyBaseLogger } from 'fastify';
import { REVIEW_TIME } from '@gaadi/domain/constants';
import { defaultTitle } from '@gaadi/domain/listing-text';
import { toE164 } from '@gaadi/domain/phone';
import { LISTING_MESSAGES, type CreateListingBody } from '@gaadi/domain/schemas/seller';
import type { AppContext } from '../../platform/context.ts';
import { validationError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { attachUploadedImages } from '../media/listing-images.ts';
import { notify } from '../notifications/notify.ts';
import { accountContacts, nameAccountIfUnnamed } from '../users/accounts.ts';
import { resolveCatalogue } from '../catalogue/resolve-names.ts';
import { sendSubmittedMails } from './listing-mails.ts';
import { insertListing } from './queries.ts';

export const NEXT_STEPS = [
  `Our team reviews your listing within ${REVIEW_TIME}`,
  'You will be notified as soon as it is approved and visible to buyers',
  'After approval an inspection of your car is scheduled',
];

export async function createListing(ctx: AppContext, log: FastifyBaseLogger, userId: string, body: CreateListingBody) {
  const account = (await accountContacts(ctx.db, [userId])).get(userId);
  const contact = body.contact ?? { sellerName: account?.name ?? '', phoneNumber: account?.phoneNumber ?? '', email: account?.email ?? '' };
  const imageIds = body.image_ids;
  if (!imageIds.every(isUuid)) throw validationError({ image_ids: [LISTING_MESSAGES.imageIds] }, LISTING_MESSAGES.invalid);

  const listing = await ctx.db.transaction(async (tx) => {
    const refs = await resolveCatalogue(
      tx,
      { brand: body.brand_name, model: body.model_name, variant: body.variant_name, city: body.city_name, state: body.state_name },
      false,
    );
    const now = new Date();
    const row = await insertListing(tx, {
      sellerId: userId,
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
    if (!(await attachUploadedImages(tx, { ids: imageIds, userId, listingId: row.id }))) {
      throw validationError({ image_ids: [LISTING_MESSAGES.imageIds] }, LISTING_MESSAGES.invalid);
    }
    // The name typed in the wizard fills an empty profile name (issue 14), never replaces one.
    if (!account?.name?.trim() && contact.sellerName) await nameAccountIfUnnamed(tx, userId, contact.sellerName);
    await notify(tx, {
      forAdmins: true,
      type: 'system',
      title: 'New listing to review',
      message: `${row.title} was submitted by ${row.sellerName || account?.name || 'a seller'} and waits for review`,
      listingId: row.id,
      data: { listing_id: row.id },
    });
    return row;
  });

  ctx.events.changed(listing.id);
  void sendSubmittedMails(ctx, log, listing, account?.email ?? null);
  return {
    id: listing.id,
    status: listing.status,
    estimatedApprovalTime: REVIEW_TIME,
    listingUrl: `/listing/${listing.id}`,
    nextSteps: NEXT_STEPS,
  };
}
