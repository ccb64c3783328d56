// Dealer profiles (issue 22): a seller who sells as a business. GET and PUT /dealers/me/ (the
// signed-in account's own profile), POST /dealers/me/logo/, and the public GET /dealers/{slug}/ with
// the dealer's approved cars, paged like search.
import { z } from 'zod';
import { isValidGstin, normalizeGstin } from '../gstin.ts';
import { carSchema, paginationSchema } from './car.ts';
import { ok, pageNumber } from './envelope.ts';

export const DEALER_LIMITS = { businessName: 100, address: 300, city: 100, openingHours: 300 } as const;
/** Cars on one page of a dealer's public page. */
export const DEALER_PAGE_SIZE = 24;

export const DEALER_MESSAGES = {
  businessName: 'Enter your business name (2 to 100 characters)',
  gstin: 'Enter a valid 15-character GSTIN, e.g. 27AAPFU0939F1ZV',
  gstinTaken: 'This GSTIN is already registered to another dealer',
  address: 'Enter your business address (5 to 300 characters)',
  city: 'Choose your city from the list',
  openingHours: `Opening hours can be at most ${DEALER_LIMITS.openingHours} characters`,
  notFound: 'Dealer not found',
  noProfile: 'You are not a dealer yet',
  saved: 'Dealer profile saved',
  created: 'You are now a dealer',
  logoSaved: 'Logo updated',
} as const;

const text = (min: number, max: number, message: string) => z.string({ error: message }).trim().min(min, message).max(max, message);

export const dealerBody = z.object({
  business_name: text(2, DEALER_LIMITS.businessName, DEALER_MESSAGES.businessName),
  gstin: z
    .string({ error: DEALER_MESSAGES.gstin })
    .max(40, DEALER_MESSAGES.gstin)
    .transform(normalizeGstin)
    .refine(isValidGstin, DEALER_MESSAGES.gstin),
  address: text(5, DEALER_LIMITS.address, DEALER_MESSAGES.address),
  city: text(1, DEALER_LIMITS.city, DEALER_MESSAGES.city),
  opening_hours: z.string({ error: DEALER_MESSAGES.openingHours }).trim().max(DEALER_LIMITS.openingHours, DEALER_MESSAGES.openingHours).default(''),
});
export type DealerBody = z.input<typeof dealerBody>;

export const dealerSchema = z.object({
  slug: z.string(),
  business_name: z.string(),
  address: z.string(),
  city: z.string(),
  opening_hours: z.string(),
  /** Empty when no logo was uploaded. */
  logo_url: z.string(),
  /** The public page's path (/dealers/{slug}). */
  path: z.string(),
  created_at: z.string(),
});
export type Dealer = z.infer<typeof dealerSchema>;

/** The owner's view adds the GSTIN (the public page does not show it). */
export const ownDealerSchema = dealerSchema.extend({ gstin: z.string(), approved_cars: z.number().int() });
export type OwnDealer = z.infer<typeof ownDealerSchema>;

/** `data` is null for a private seller. */
export const ownDealerResponse = ok(ownDealerSchema.nullable());
export const dealerLogoResponse = ok(z.object({ logo_url: z.string() }));

export const dealerSlugParams = z.object({ slug: z.string().max(200) });
export const dealerPageQuery = z.object({ page: z.preprocess((v) => (v === '' ? undefined : v), pageNumber().max(10_000, 'Page must be at most 10000').default(1)) });

export const dealerPageSchema = z.object({
  dealer: dealerSchema,
  cars: z.array(carSchema),
  pagination: paginationSchema,
});
export type DealerPage = z.infer<typeof dealerPageSchema>;
export const dealerPageResponse = ok(dealerPageSchema);

/** The dealer's public address. */
export const dealerPath = (slug: string) => `/dealers/${encodeURIComponent(slug)}`;
