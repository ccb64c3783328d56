// Profile, avatar, favourites and saved searches (contract 2.1, 3.7–3.10, 4.8).
import { z } from 'zod';
import { NOTIFICATION_FREQUENCIES } from '../constants.ts';
import { AUTH_MESSAGES } from '../auth-messages.ts';
import { SAVED_SEARCH_MESSAGES } from '../saved-search-messages.ts';
import { carSchema, carsQuerySchema, paginationSchema } from './car.ts';
import { blankToUndefined, limitNumber, ok, pageNumber } from './envelope.ts';

/** Largest page of GET /users/me/favorites/ (a larger limit is lowered to it, as on GET /cars/). */
export const MAX_FAVORITES_PAGE = 50;

/** The languages of the site (issue 25): English, the default, and Hindi. */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The user of 2.1 plus city, state, is_verified (3.7); the same object wherever a user is returned. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  avatar: z.string().nullable(),
  is_new_user: z.boolean(),
  profile: z.object({ avatar: z.string().nullable(), city: z.string(), verified: z.boolean() }),
  city: z.string(),
  state: z.string(),
  is_verified: z.boolean(),
  email_notifications: z.boolean(),
  sms_notifications: z.boolean(),
  push_notifications: z.boolean(),
  /** Added (issue 25): the language the person chose on the site, which their e-mails and SMS follow; null until they choose. */
  language: z.enum(LANGUAGES).nullable(),
});
export type User = z.infer<typeof userSchema>;

export const meResponse = ok(userSchema);

export const PROFILE_MESSAGES = {
  emailInvalid: AUTH_MESSAGES.emailInvalid,
  emailTaken: 'This email is already in use.',
  nameTooLong: 'Name must be at most 100 characters',
  placeTooLong: 'Must be at most 100 characters',
  language: 'Language must be "en" or "hi"',
} as const;

/** A language field (profile, the language switch, send-otp). */
export const languageField = z.enum(LANGUAGES, { message: PROFILE_MESSAGES.language });

const text = (max: number, message: string) => z.string().trim().max(max, message);

/** PUT /users/me/update/: any of these; other keys are dropped (3.8). */
export const updateProfileBody = z.object({
  name: text(100, PROFILE_MESSAGES.nameTooLong).optional(),
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v ?? undefined),
    z.email({ message: PROFILE_MESSAGES.emailInvalid }).max(254, PROFILE_MESSAGES.emailInvalid).optional(),
  ),
  city: text(100, PROFILE_MESSAGES.placeTooLong).optional(),
  state: text(100, PROFILE_MESSAGES.placeTooLong).optional(),
  email_notifications: z.boolean().optional(),
  sms_notifications: z.boolean().optional(),
  push_notifications: z.boolean().optional(),
  /** Added (issue 25). */
  language: languageField.optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

/** PUT /users/me/language/ (issue 25): the language switch saves the choice of a signed-in person. */
export const languageBody = z.object({ language: languageField });
export type LanguageBody = z.infer<typeof languageBody>;

export const avatarResponse = ok(z.object({ avatar: z.string(), avatar_url: z.string() }));

export const favoriteSchema = z.object({ id: z.string(), car_id: z.string(), created_at: z.string() });
export const favoriteResponse = ok(favoriteSchema);
/** A shortlisted car: the public Car plus when it was added and its price then (issue 13). */
export const favoriteCarSchema = carSchema.extend({
  favorited_at: z.string(),
  /** The listing's price when it was shortlisted; null when not known. */
  price_when_favorited: z.number().int().nullable(),
});
export type FavoriteCar = z.infer<typeof favoriteCarSchema>;
/** GET /users/me/favorites/: without `limit` every favourite (as before), else one page. */
export const favoritesQuery = z.object({
  page: z.preprocess(blankToUndefined, pageNumber().max(100_000, 'Page is too large').default(1)),
  limit: z.preprocess(blankToUndefined, limitNumber(MAX_FAVORITES_PAGE).optional()),
});
export type FavoritesQuery = z.infer<typeof favoritesQuery>;
export const favoritesResponse = ok(z.array(favoriteCarSchema)).extend({ pagination: paginationSchema });

// The messages live in saved-search-messages.ts (the web app shows them too); named here for existing importers.
export { SAVED_SEARCH_MESSAGES } from '../saved-search-messages.ts';

/** Filters as /cars/ understands them; paging is not part of a saved search. */
export const savedSearchFilters = carsQuerySchema.transform(({ page: _page, limit: _limit, ...filters }) =>
  Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)),
);

export const createSavedSearchBody = z.object({
  name: z
    .string({ message: SAVED_SEARCH_MESSAGES.nameRequired })
    .trim()
    .min(1, SAVED_SEARCH_MESSAGES.nameRequired)
    .max(100, SAVED_SEARCH_MESSAGES.nameTooLong),
  search_filters: z.preprocess((v) => v ?? {}, savedSearchFilters),
  notifications_enabled: z.boolean().default(true),
  notification_frequency: z.preprocess(
    blankToUndefined,
    z.enum(NOTIFICATION_FREQUENCIES, { message: SAVED_SEARCH_MESSAGES.frequency }).default('daily'),
  ),
});
export type CreateSavedSearchBody = z.infer<typeof createSavedSearchBody>;

/**
 * PATCH /users/me/saved-searches/{id}/ (issue 25): how often, and whether, its alerts come. At
 * least one of the two; anything else in the body is refused rather than silently ignored.
 */
export const updateSavedSearchBody = z
  .object({
    notification_frequency: z.enum(NOTIFICATION_FREQUENCIES, { message: SAVED_SEARCH_MESSAGES.frequency }).optional(),
    notifications_enabled: z.boolean({ message: SAVED_SEARCH_MESSAGES.alertsFlag }).optional(),
  })
  .strict()
  .refine((v) => v.notification_frequency !== undefined || v.notifications_enabled !== undefined, SAVED_SEARCH_MESSAGES.nothingToChange);
export type UpdateSavedSearchBody = z.infer<typeof updateSavedSearchBody>;

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  search_filters: z.record(z.string(), z.unknown()),
  notifications_enabled: z.boolean(),
  notification_frequency: z.string(),
  created_at: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
export const savedSearchResponse = ok(savedSearchSchema);
export const savedSearchesResponse = ok(z.array(savedSearchSchema));
