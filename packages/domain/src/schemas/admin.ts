// Admin side of the contract (section 7): list, dashboard, detail with choices, update, review.
import { z } from 'zod';
import {
  ACCIDENT_HISTORY,
  ADMIN_LIST_DEFAULTS,
  CONDITIONS,
  FUEL_TYPES,
  LISTING_STATUSES,
  OWNER_NUMBERS,
  TRANSMISSIONS,
  URGENCIES,
} from '../constants.ts';
import { blankToUndefined, ok } from './envelope.ts';
import { qualityFlagSchema } from './trust-admin.ts';
import { carSchema, choicesSchema, paginationSchema } from './car.ts';
import { dateBound, queryInt, statusCountsSchema } from './seller.ts';

export const ADMIN_MAX_PAGE_SIZE = 100;

// The messages live in admin-messages.ts (the web app shows them too); named here for existing importers.
export { ADMIN_MESSAGES } from '../admin-messages.ts';

const flag = z.preprocess(
  (v) => (typeof v === 'string' ? blankToUndefined(v.trim().toLowerCase()) : v),
  z.enum(['true', 'false'], { message: 'Must be true or false' }).transform((v) => v === 'true').optional(),
);
const term = z.preprocess(blankToUndefined, z.string().trim().max(100).optional());

/** GET /admin/cars/ query (7.1). `status=all` lists every status. */
export const adminCarsQuery = z.object({
  page: queryInt('Page', ADMIN_LIST_DEFAULTS.page),
  limit: queryInt('Limit', ADMIN_LIST_DEFAULTS.limit, ADMIN_MAX_PAGE_SIZE),
  status: z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.trim().toLowerCase()) : v),
    z
      .enum([...LISTING_STATUSES, 'all'], { message: `Status must be one of: ${[...LISTING_STATUSES, 'all'].join(', ')}` })
      .default(ADMIN_LIST_DEFAULTS.status),
  ),
  seller: term,
  sellerName: term,
  brand: term,
  city: term,
  verified: flag,
  featured: flag,
  submittedFrom: dateBound(false),
  submittedTo: dateBound(true),
  search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  /** Issue 22: one dealer's listings, by the dealer's slug (a slug that names no dealer lists none). */
  dealer: z.preprocess(blankToUndefined, z.string().trim().toLowerCase().max(200).optional()),
});
export type AdminCarsQuery = z.infer<typeof adminCarsQuery>;

/** Admin list items: Cars whose seller_info also says whether the seller account is verified. */
export const adminListCarSchema = carSchema.extend({
  seller_info: z.object({ name: z.string(), phone: z.string(), email: z.string(), verified: z.boolean() }),
  /** Issue 15's quality flags (added field, admin answers only): they inform, never block. */
  flags: z.array(qualityFlagSchema),
});
export type AdminListCar = z.infer<typeof adminListCarSchema>;

export const adminCarsResponse = ok(
  z.object({ cars: z.array(adminListCarSchema), stats: statusCountsSchema, pagination: paginationSchema }),
);

export const adminDashboardResponse = ok(
  z.object({
    pending_listings: z.number().int(),
    total_active: z.number().int(),
    approved_today: z.number().int(),
    active_sellers: z.number().int(),
    rejected_listings: z.number().int(),
    sold_listings: z.number().int(),
    total_listings: z.number().int(),
    new_listings_today: z.number().int(),
    total_users: z.number().int(),
  }),
);

export const reviewHistoryItemSchema = z.object({
  id: z.string(),
  action: z.string(),
  reason: z.string().nullable(),
  from_status: z.string(),
  to_status: z.string(),
  admin: z.object({ id: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
});

/** GET /admin/cars/{id}/ (7.3): the Car with all images, choices and review extras. */
export const adminCarSchema = adminListCarSchema.extend({
  choices: choicesSchema,
  review_history: z.array(reviewHistoryItemSchema),
  rejection_reason: z.string().nullable(),
  approved_at: z.string().nullable(),
});
export type AdminCar = z.infer<typeof adminCarSchema>;
export const adminCarResponse = ok(adminCarSchema);

const adminText = (max: number) => z.string().max(max, `Must be at most ${max} characters`).optional();
const adminNumber = (label: string) =>
  z.preprocess(
    (v) => {
      if (v === null || v === undefined) return undefined;
      if (typeof v !== 'string') return v;
      const s = v.trim().replace(/[,\s_]/g, '');
      return s === '' ? undefined : Number.isFinite(Number(s)) ? Number(s) : v;
    },
    z
      .number({ message: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .optional(),
  );
/** "" leaves the field unchanged; anything else must be in the vocabulary (case-insensitive). */
const adminVocab = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? blankToUndefined(v.trim().toLowerCase()) : (v ?? undefined)),
    z.enum(values, { message: `${label} must be one of: ${values.join(', ')}` }).optional(),
  );

/** PATCH /admin/cars/{id}/update/ body (7.4): every dialog control; unknown keys are ignored. */
export const adminUpdateBody = z.object({
  title: adminText(200),
  brand_name: adminText(100),
  model_name: adminText(100),
  variant_name: adminText(100),
  owner_number: adminVocab('Owner number', OWNER_NUMBERS),
  fuel_type: adminVocab('Fuel type', FUEL_TYPES),
  transmission: adminVocab('Transmission', TRANSMISSIONS),
  urgency: adminVocab('Urgency', URGENCIES),
  city_name: adminText(100),
  state_name: adminText(100),
  address: adminText(500),
  video_url: adminText(500),
  exterior_condition: adminVocab('Exterior condition', CONDITIONS),
  interior_condition: adminVocab('Interior condition', CONDITIONS),
  engine_condition: adminVocab('Engine condition', CONDITIONS),
  accident_history: adminVocab('Accident history', ACCIDENT_HISTORY),
  status: adminVocab('Status', LISTING_STATUSES),
  seller_name: adminText(100),
  seller_phone: adminText(30),
  seller_email: adminText(200),
  description: adminText(5000),
  area: adminText(100),
  price: adminNumber('Price'),
  year: adminNumber('Year'),
  km_driven: adminNumber('Kilometers driven'),
  original_price: adminNumber('Original price'),
  features: z.array(z.string().max(100)).max(100).optional(),
});
export type AdminUpdateBody = z.infer<typeof adminUpdateBody>;

export const REVIEW_ACTIONS = ['approve', 'reject', 'request_changes', 'flag', 'feature', 'unfeature'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** POST /admin/cars/{id}/review/ body (7.6). */
export const reviewBody = z.object({
  action: z.enum(REVIEW_ACTIONS, { message: `Action must be one of: ${REVIEW_ACTIONS.join(', ')}` }),
  reason: z.string().trim().max(1000, 'Reason must be at most 1000 characters').nullish(),
  feedback: z.string().trim().max(2000).nullish(),
  internal_notes: z.string().trim().max(2000).nullish(),
  suggested_price: z.unknown().optional(),
  price_feedback: z.unknown().optional(),
  quality_score: z.unknown().optional(),
  priority: z.unknown().optional(),
});
export type ReviewBody = z.infer<typeof reviewBody>;

export const reviewResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ id: z.string(), status: z.string(), verified: z.boolean(), featured: z.boolean() }),
});

/** Most listings one batch approval takes (issue 22). */
export const APPROVE_BATCH_MAX = 200;

/** POST /admin/cars/approve-batch/ body (issue 22): listings approved one by one, as a single approval is. */
export const approveBatchBody = z.object({
  ids: z
    .array(z.string({ error: 'Each id must be a listing id' }).max(100, 'Each id must be a listing id'), { error: 'Give the ids of the listings to approve' })
    .min(1, 'Give at least one listing to approve')
    .max(APPROVE_BATCH_MAX, `At most ${APPROVE_BATCH_MAX} listings at once`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each listing may be named once'),
});
export type ApproveBatchBody = z.infer<typeof approveBatchBody>;

export const approveBatchResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    /** Approved now, one review record and one 'listing.reviewed' each. */
    approved: z.array(z.string()),
    /** Not pending any more (approved meanwhile, rejected, sold…): left as they are. */
    not_pending: z.array(z.object({ id: z.string(), status: z.string() })),
    /** No such listing. */
    not_found: z.array(z.string()),
  }),
});
export type ApproveBatchResult = z.infer<typeof approveBatchResponse>['data'];

/** GET /admin/dealers/ (issue 22): the dealers for the review queue's filter, with their waiting cars. */
export const adminDealersResponse = ok(z.object({ dealers: z.array(z.object({ slug: z.string(), name: z.string(), city: z.string(), pending: z.number().int() })) }));
export type AdminDealer = z.infer<typeof adminDealersResponse>['data']['dealers'][number];
