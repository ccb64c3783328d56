// POST /cars/seller/create/ (contract 6.1) and the mapping of its 400 details onto the form.
import type { z } from 'zod';
import type { createListingBody } from '@gaadi/domain/schemas/seller';
import { toE164 } from '@gaadi/domain/phone';
import { createListing } from '@/lib/api/seller-listings';
import { listingBody } from '@/lib/listing-form/listing-body';
import { SELL_FIELDS, type SellField, type SellValues } from './sell-schema';
import { msg } from '@/lib/i18n/i18n';

/** In English; shown through t(). */
export const SUBMIT_MESSAGES = {
  failedTitle: msg('Submission Failed'),
  fallback: msg('Failed to submit listing. Please try again.'),
  successTitle: msg('Listing Created Successfully!'),
  successDescription: msg('Your car listing has been submitted for review'),
};

type CreateBody = z.input<typeof createListingBody>;

function buildCreatePayload(values: SellValues, imageIds: string[]): CreateBody {
  // Every wizard field goes under its own name (the contract's, 6.1) but the contact, which nests.
  const { sellerName, phoneNumber, email, ...listing } = listingBody(values, { number: (v) => Number.parseInt(v, 10), trim: true });
  const phone = String(phoneNumber);
  const contact = { sellerName: String(sellerName), phoneNumber: toE164(phone) ?? phone, email: String(email) };
  return { ...listing, contact, image_ids: imageIds } as CreateBody;
}

export function submitListing(values: SellValues, imageIds: string[]) {
  return createListing(buildCreatePayload(values, imageIds));
}

const formFields = new Set<string>(SELL_FIELDS);
const contactFields: Record<string, SellField> = { sellerName: 'sellerName', phoneNumber: 'phoneNumber', email: 'email' };

/** Server detail key → the form field that shows it; null when no input matches (shown as a list). */
export function formFieldOf(key: string): SellField | null {
  if (formFields.has(key)) return key as SellField;
  if (key === 'contact') return 'phoneNumber';
  if (key.startsWith('contact.')) return contactFields[key.slice('contact.'.length)] ?? 'phoneNumber';
  return null;
}
