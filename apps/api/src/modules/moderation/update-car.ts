// PATCH /admin/cars/{id}/update/ (contract 7.4): every dialog field; empty strings keep names,
// vocabularies and numbers as they are, text fields are stored as given. The edit announces itself
// ('listing.edited'); a status change is also recorded as a review, and the seller's notification,
// the alert job and the approval e-mail follow the announcement (modules/listeners.ts).
import { toE164 } from '@gaadi/domain/phone';
import type { AdminUpdateBody } from '@gaadi/domain/schemas/admin';
import type { ErrorDetails } from '@gaadi/domain/schemas/envelope';
import { isValidPrice, isValidVideoUrl, isValidYear, KM_MAX, LISTING_MESSAGES, ORIGINAL_PRICE_MAX } from '@gaadi/domain/schemas/seller';
import { z } from 'zod';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { validationError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/ids.ts';
import { requireAccess } from '../access/access-policy.ts';
import { lockListing } from '../listing-store/listing-rows.ts';
import { applyListingPatch, type ListingPatch } from '../listings/apply-listing-patch.ts';
import { adminCarDetail } from './admin-cars.ts';
import { insertReview } from './queries.ts';

const filled = (s: string | undefined) => (s?.trim() ? s.trim().replace(/\s+/g, ' ') : undefined);

/** Checks ranges and formats the schema cannot express; returns the patch or the per-field errors. */
export function adminPatch(body: AdminUpdateBody): { patch: ListingPatch; errors: ErrorDetails } {
  const errors: ErrorDetails = {};
  const fail = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (body.price !== undefined && !isValidPrice(body.price)) fail('price', LISTING_MESSAGES.priceRange);
  if (body.year !== undefined && !isValidYear(body.year)) fail('year', LISTING_MESSAGES.yearRange);
  if (body.km_driven !== undefined && body.km_driven < 0) fail('km_driven', LISTING_MESSAGES.kmNegative);
  if (body.km_driven !== undefined && body.km_driven > KM_MAX) fail('km_driven', LISTING_MESSAGES.kmTooHigh);
  if (body.original_price !== undefined && body.original_price < 0) fail('original_price', 'Original price must be a positive amount');
  if (body.original_price !== undefined && body.original_price > ORIGINAL_PRICE_MAX) fail('original_price', LISTING_MESSAGES.originalPriceTooHigh);
  const videoUrl = body.video_url?.trim();
  if (videoUrl && !isValidVideoUrl(videoUrl)) fail('video_url', LISTING_MESSAGES.videoUrl);
  const email = body.seller_email?.trim();
  if (email && !z.email().safeParse(email).success) fail('seller_email', LISTING_MESSAGES.email);
  const phone = body.seller_phone?.trim();

  const patch: ListingPatch = {
    title: body.title,
    brand: filled(body.brand_name),
    model: filled(body.model_name),
    variant: filled(body.variant_name),
    city: filled(body.city_name),
    state: filled(body.state_name),
    area: body.area?.trim(),
    address: body.address?.trim(),
    videoUrl,
    description: body.description?.trim(),
    sellerName: body.seller_name?.trim(),
    sellerPhone: phone === undefined ? undefined : (toE164(phone) ?? phone),
    sellerEmail: email,
    ownerNumber: body.owner_number,
    fuelType: body.fuel_type,
    transmission: body.transmission,
    urgency: body.urgency,
    exteriorCondition: body.exterior_condition,
    interiorCondition: body.interior_condition,
    engineCondition: body.engine_condition,
    accidentHistory: body.accident_history,
    status: body.status,
    price: body.price,
    year: body.year,
    kmDriven: body.km_driven,
    originalPrice: body.original_price,
    features: body.features?.map((f) => f.trim()).filter(Boolean),
  };
  return { patch, errors };
}

export async function adminUpdateCar(ctx: AppContext, actor: Actor, id: string, body: AdminUpdateBody) {
  const { patch, errors } = adminPatch(body);
  await ctx.events.transaction(async (w) => {
    const current = isUuid(id) ? await lockListing(w.tx, id) : null;
    requireAccess(actor, 'listing.moderate', current);
    if (Object.keys(errors).length) throw validationError(errors);
    const statusChange = patch.status !== undefined && patch.status !== current.status;
    if (statusChange && patch.status === 'approved') Object.assign(patch, { approvedAt: new Date(), rejectionReason: null });
    const { row } = await applyListingPatch(w, current, patch, { by: { adminId: actor.id }, catalogueVerified: true });
    if (statusChange) await insertReview(w.tx, { listingId: id, adminId: actor.id, action: 'edit', fromStatus: current.status, toStatus: row.status });
  });
  return adminCarDetail(ctx, actor, id);
}
