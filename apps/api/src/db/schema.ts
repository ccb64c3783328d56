// The one Drizzle schema. Every entity of section 3 of both spec documents.
// Listings carry the catalogue names next to their foreign keys so that search, cards and
// facets never join (the names are what buyers filter on; FKs keep the catalogue honest).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull().default(''),
    email: text('email'),
    phoneNumber: text('phone_number'),
    avatarKey: text('avatar_key'),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    smsNotifications: boolean('sms_notifications').notNull().default(true),
    pushNotifications: boolean('push_notifications').notNull().default(true),
    isVerified: boolean('is_verified').notNull().default(true),
    hasSignedInBefore: boolean('has_signed_in_before').notNull().default(false),
    /**
     * True only for an address set before changes needed a code (issue 10): nobody proved it, so
     * the person who next proves it by OTP gets it, not this account.
     */
    emailUnproven: boolean('email_unproven').notNull().default(false),
    /** Set by an admin from the report queue (issue 21): a suspended account cannot message, book or list. */
    suspendedAt: ts('suspended_at'),
    suspensionReason: text('suspension_reason'),
    /** The language the person chose on the site (issue 25): their e-mails and SMS follow it; null is English. */
    language: text('language'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_uq').on(t.phoneNumber),
    check('users_language_check', sql`${t.language} in ('en', 'hi')`),
  ],
);

export const otpSessions = pgTable(
  'otp_sessions',
  {
    id: id(),
    targetType: text('target_type').notNull(), // 'email' | 'phone'
    target: text('target').notNull(), // lower-cased e-mail or E.164 phone
    /** 'sign_in', or 'change_contact': a signed-in user proving a new e-mail or phone. */
    purpose: text('purpose').notNull().default('sign_in'),
    /** The account asking, for change_contact codes. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    invalidatedAt: ts('invalidated_at'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('otp_sessions_target_idx').on(t.target, t.createdAt)],
);

export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    lastUsedAt: ts('last_used_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_sessions_hash_uq').on(t.tokenHash), index('refresh_sessions_user_idx').on(t.userId)],
);

export const admins = pgTable(
  'admins',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull().default('Admin'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('admin'),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    lastLoginAt: ts('last_login_at'),
    /** A disabled admin's sessions stop working at once. */
    disabledAt: ts('disabled_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_email_lower_uq').on(sql`lower(${t.email})`)],
);

/** One row per admin sign-in: admin tokens name it (sid), so logout or disabling ends it at once. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('admin_sessions_admin_idx').on(t.adminId)],
);

// Catalogue. `verified` false marks a name a seller typed that the catalogue lacked; public
// lists show it only once a listing using it is approved.
export const brands = pgTable(
  'brands',
  {
    id: id(),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    verified: boolean('verified').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('brands_name_lower_uq').on(sql`lower(${t.name})`)],
);

export const models = pgTable(
  'models',
  {
    id: id(),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** One of the domain's BODY_TYPES; null for a name a seller typed (issue 13). */
    bodyType: text('body_type'),
    verified: boolean('verified').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('models_brand_name_lower_uq').on(t.brandId, sql`lower(${t.name})`)],
);

export const variants = pgTable(
  'variants',
  {
    id: id(),
    modelId: uuid('model_id')
      .notNull()
      .references(() => models.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    verified: boolean('verified').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('variants_model_name_lower_uq').on(t.modelId, sql`lower(${t.name})`)],
);

export const cities = pgTable(
  'cities',
  {
    id: id(),
    name: text('name').notNull(),
    state: text('state').notNull().default(''),
    verified: boolean('verified').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cities_name_lower_uq').on(sql`lower(${t.name})`)],
);

export const features = pgTable(
  'features',
  {
    id: id(),
    category: text('category').notNull(),
    name: text('name').notNull(),
    icon: text('icon'),
    description: text('description').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('features_name_uq').on(t.name), index('features_category_idx').on(t.category, t.sortOrder)],
);

export const listings = pgTable(
  'listings',
  {
    id: id(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: uuid('brand_id')
      .notNull()
      .references(() => brands.id),
    modelId: uuid('model_id')
      .notNull()
      .references(() => models.id),
    variantId: uuid('variant_id').references(() => variants.id),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id),
    brandName: text('brand_name').notNull(),
    modelName: text('model_name').notNull(),
    variantName: text('variant_name').notNull().default(''),
    cityName: text('city_name').notNull(),
    stateName: text('state_name').notNull().default(''),
    area: text('area').notNull().default(''),
    address: text('address').notNull().default(''),
    title: text('title').notNull(),
    year: integer('year').notNull(),
    price: integer('price').notNull(),
    originalPrice: integer('original_price'),
    kmDriven: integer('km_driven').notNull(),
    fuelType: text('fuel_type').notNull(),
    transmission: text('transmission').notNull(),
    ownerNumber: text('owner_number').notNull().default('1st'),
    urgency: text('urgency').notNull().default('normal'),
    accidentHistory: text('accident_history').notNull().default('none'),
    exteriorCondition: text('exterior_condition').notNull().default('good'),
    interiorCondition: text('interior_condition').notNull().default('good'),
    engineCondition: text('engine_condition').notNull().default('good'),
    description: text('description').notNull().default(''),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    videoUrl: text('video_url').notNull().default(''),
    sellerName: text('seller_name').notNull().default(''),
    sellerPhone: text('seller_phone').notNull().default(''),
    sellerEmail: text('seller_email').notNull().default(''),
    status: text('status').notNull().default('pending'),
    verified: boolean('verified').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    viewsCount: integer('views_count').notNull().default(0),
    inquiriesCount: integer('inquiries_count').notNull().default(0),
    rejectionReason: text('rejection_reason'),
    approvedAt: ts('approved_at'),
    /** The model's body type, copied from models by trigger (migration 0006) so cards and search never join. */
    bodyType: text('body_type'),
    /** When the price last went down (set by trigger, migration 0006); "Recently reduced" reads it. */
    priceReducedAt: ts('price_reduced_at'),
    /** A dealer's own stock number (issue 22): the key a stock import matches rows on; null for a private seller's car. */
    stockNumber: text('stock_number'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(title,'') || ' ' || coalesce(brand_name,'') || ' ' || coalesce(model_name,'') || ' ' || coalesce(city_name,''))`,
    ),
  },
  (t) => [
    // Default browse and each sort over public listings.
    index('listings_status_created_idx').on(t.status, t.createdAt),
    index('listings_status_price_idx').on(t.status, t.price),
    index('listings_status_year_idx').on(t.status, t.year, t.createdAt),
    index('listings_status_km_idx').on(t.status, t.kmDriven),
    // Common filter + sort combinations (ARCHITECTURE.md: 5-7x on the filtered search).
    index('listings_status_city_fuel_price_idx').on(t.status, sql`lower(${t.cityName})`, t.fuelType, t.price),
    index('listings_status_city_created_idx').on(t.status, sql`lower(${t.cityName})`, t.createdAt),
    index('listings_status_brand_created_idx').on(t.status, sql`lower(${t.brandName})`, t.createdAt),
    index('listings_status_brand_price_idx').on(t.status, sql`lower(${t.brandName})`, t.price),
    index('listings_status_fuel_created_idx').on(t.status, t.fuelType, t.createdAt),
    index('listings_status_transmission_created_idx').on(t.status, t.transmission, t.createdAt),
    index('listings_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('listings_seller_created_idx').on(t.sellerId, t.createdAt),
    // A dealer's stock number names one of their cars (a second import of the same file matches it).
    uniqueIndex('listings_seller_stock_number_uq').on(t.sellerId, t.stockNumber).where(sql`${t.stockNumber} is not null`),
    // Quality flag (issue 15): how many seller accounts list with one phone number.
    index('listings_seller_phone_idx').on(t.sellerPhone, t.sellerId),
    // A model's body type corrected later reaches its listings (trigger of migration 0006).
    index('listings_model_idx').on(t.modelId),
    // Landing pages (issue 12): per-model counts and prices of a city or a brand, read from the
    // index alone (index-only scans: plain columns, names carried along).
    index('listings_status_city_brand_model_idx').on(t.status, t.cityId, t.brandId, t.modelName, t.brandName, t.price),
    index('listings_status_brand_city_model_idx').on(t.status, t.brandId, t.cityId, t.modelName, t.cityName, t.price),
    // A valuation's example cars (issue 22): approved cars of some models and years, this city's
    // first, then nearest the figure, chosen from the index alone (the rows are read for four).
    index('listings_approved_model_year_idx').on(t.modelId, t.year, t.price, t.cityName, t.id).where(sql`${t.status} = 'approved'`),
  ],
);

/**
 * The public (approved) listings as search reads them: only the columns that filters and sorts
 * use, about 150 bytes a row instead of a listing's kilobyte, so that collecting or walking
 * thousands of candidates touches a tenth of the pages. Kept equal to listings by the statement
 * triggers of migration 0002_search_rollup_triggers, in the same transaction as every write; a
 * page of ids read here is joined back to listings for its cards (decision 006).
 */
export const listingSearch = pgTable(
  'listing_search',
  {
    id: uuid('id').primaryKey(),
    brandKey: text('brand_key').notNull(), // lower(brand_name)
    cityKey: text('city_key').notNull(), // lower(city_name)
    fuelType: text('fuel_type').notNull(),
    transmission: text('transmission').notNull(),
    year: integer('year').notNull(),
    price: integer('price').notNull(),
    kmDriven: integer('km_driven').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
    searchText: text('search_text').notNull(),
    // lower(variant_name): a short word may start a word of the variant too (migration 0021).
    variantKey: text('variant_key').notNull().default(''),
    // Issue 13's filters (migration 0006).
    modelKey: text('model_key').notNull().default(''), // lower(model_name)
    bodyType: text('body_type'),
    /** 1..4 from owner_number ('4th+' = 4). */
    owners: integer('owners').notNull().default(1),
    priceReducedAt: timestamp('price_reduced_at', { withTimezone: true, precision: 3 }),
  },
  (t) => [
    // Each sort, alone and after each filter that goes with a sort key (recent years have few
    // km, luxury brands high prices, electric cars are new): without its own order, such a filter
    // leaves the start of the sort's index bare, and walking it for a page read most of a million
    // rows (2 s for brand=Kia&sortBy=year_asc).
    index('listing_search_created_idx').on(t.createdAt),
    index('listing_search_price_idx').on(t.price),
    index('listing_search_year_idx').on(t.year, t.createdAt),
    index('listing_search_km_idx').on(t.kmDriven),
    index('listing_search_brand_created_idx').on(t.brandKey, t.createdAt),
    index('listing_search_brand_price_idx').on(t.brandKey, t.price),
    index('listing_search_brand_year_idx').on(t.brandKey, t.year, t.createdAt),
    index('listing_search_brand_km_idx').on(t.brandKey, t.kmDriven),
    index('listing_search_city_created_idx').on(t.cityKey, t.createdAt),
    index('listing_search_city_fuel_price_idx').on(t.cityKey, t.fuelType, t.price),
    index('listing_search_fuel_created_idx').on(t.fuelType, t.createdAt),
    index('listing_search_fuel_price_idx').on(t.fuelType, t.price),
    index('listing_search_fuel_year_idx').on(t.fuelType, t.year, t.createdAt),
    index('listing_search_fuel_km_idx').on(t.fuelType, t.kmDriven),
    index('listing_search_transmission_created_idx').on(t.transmission, t.createdAt),
    index('listing_search_transmission_price_idx').on(t.transmission, t.price),
    index('listing_search_transmission_year_idx').on(t.transmission, t.year, t.createdAt),
    index('listing_search_transmission_km_idx').on(t.transmission, t.kmDriven),
    index('listing_search_year_km_idx').on(t.year, t.kmDriven),
    index('listing_search_year_price_idx').on(t.year, t.price),
    index('listing_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // Words under three letters match the start of a word (search/queries.ts): by trigrams as
    // well, with the word's start as padding. The projection keeps no tsvector (decision 045).
    index('listing_search_variant_trgm_idx').using('gin', sql`${t.variantKey} gin_trgm_ops`),
    // Issue 13 (decision 015): a model goes with its brand; body type leads walks of the two
    // commonest sorts; the reduced index serves both `reduced=true` and the reduced_desc sort.
    index('listing_search_brand_model_created_idx').on(t.brandKey, t.modelKey, t.createdAt),
    index('listing_search_model_price_idx').on(t.modelKey, t.price),
    index('listing_search_body_created_idx').on(t.bodyType, t.createdAt),
    index('listing_search_body_price_idx').on(t.bodyType, t.price),
    index('listing_search_reduced_idx').on(sql`${t.priceReducedAt} desc nulls last`, sql`${t.createdAt} desc`),
    index('listing_search_owners_created_idx').on(t.owners, t.createdAt),
  ],
);

/**
 * Public (approved) listings counted per combination of at most two of the structured filters
 * (brand, city, fuel, transmission, year; '' and 0 stand for "any") and per price bucket of
 * PRICE_BUCKET rupees, kept current by statement-level triggers on listings (migration
 * 0002_search_rollup_triggers). GET /cars/ reads its exact totals from here instead of counting
 * up to a million rows (decision 006).
 */
export const listingCounts = pgTable(
  'listing_counts',
  {
    brandKey: text('brand_key').notNull(),
    cityKey: text('city_key').notNull(),
    fuelType: text('fuel_type').notNull(),
    transmission: text('transmission').notNull(),
    year: integer('year').notNull(),
    priceBucket: integer('price_bucket').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ name: 'listing_counts_pk', columns: [t.brandKey, t.cityKey, t.fuelType, t.transmission, t.year, t.priceBucket] })],
);

/** Public listings per brand, model and city name as written (the browse selects' options, the
 * words typo correction may suggest), kept current by the same triggers. */
export const listingNameCounts = pgTable(
  'listing_name_counts',
  {
    kind: text('kind').notNull(), // 'brand' | 'model' | 'city'
    name: text('name').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ name: 'listing_name_counts_pk', columns: [t.kind, t.name] })],
);

/**
 * Public (approved) listings per city, brand and model, with the brand and city names they carry,
 * their count and their lowest and highest price: what the landing pages read (listing-store's
 * landing-reads.ts) instead of every public listing of a city or a brand. Kept current by
 * statement-level triggers on listings (migration 0019); a group whose listings all left stays
 * with n = 0 and no prices (decision 041).
 */
export const landingModelCounts = pgTable(
  'landing_model_counts',
  {
    cityId: uuid('city_id').notNull(),
    brandId: uuid('brand_id').notNull(),
    modelName: text('model_name').notNull(),
    brandName: text('brand_name').notNull(),
    cityName: text('city_name').notNull(),
    n: integer('n').notNull(),
    minPrice: integer('min_price'),
    maxPrice: integer('max_price'),
  },
  (t) => [
    primaryKey({ name: 'landing_model_counts_pk', columns: [t.cityId, t.brandId, t.modelName, t.brandName, t.cityName] }),
    // A brand's page: its rows across cities.
    index('landing_model_counts_brand_idx').on(t.brandId, t.cityId),
  ],
);

export const listingImages = pgTable(
  'listing_images',
  {
    id: id(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    uploaderUserId: uuid('uploader_user_id').references(() => users.id, { onDelete: 'cascade' }),
    uploaderAdminId: uuid('uploader_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    smallKey: text('small_key'),
    /** Responsive renditions stored beside storage_key (modules/media/renditions.ts); null: none. */
    renditions: jsonb('renditions').$type<{ widths: number[]; og: boolean }>(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** 64-bit difference hash of the photo (issue 15's duplicate-photo flag); null: not hashed. */
    perceptualHash: bigint('perceptual_hash', { mode: 'bigint' }),
    /** Stored before hashing at upload (migration 0008 marks them): the backfill's work list. */
    hashPending: boolean('hash_pending').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('listing_images_listing_idx').on(t.listingId, t.position),
    index('listing_images_orphan_idx').on(t.createdAt).where(sql`${t.listingId} is null`),
    // Five bands of 13, 13, 13, 13 and 12 bits: two hashes within 4 bits share at least one band.
    index('listing_images_hash_band0_idx').on(sql`(${t.perceptualHash} & 8191)`),
    index('listing_images_hash_band1_idx').on(sql`((${t.perceptualHash} >> 13) & 8191)`),
    index('listing_images_hash_band2_idx').on(sql`((${t.perceptualHash} >> 26) & 8191)`),
    index('listing_images_hash_band3_idx').on(sql`((${t.perceptualHash} >> 39) & 8191)`),
    index('listing_images_hash_band4_idx').on(sql`((${t.perceptualHash} >> 52) & 4095)`),
    // The photos still to hash (media/photo-hash-backfill.ts walks them in id order).
    index('listing_images_hash_pending_idx').on(t.id).where(sql`${t.hashPending}`),
  ],
);

export const listingVideos = pgTable(
  'listing_videos',
  {
    id: id(),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    uploaderUserId: uuid('uploader_user_id').references(() => users.id, { onDelete: 'cascade' }),
    uploaderAdminId: uuid('uploader_admin_id').references(() => admins.id, { onDelete: 'set null' }),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('listing_videos_listing_idx').on(t.listingId),
    index('listing_videos_orphan_idx').on(t.createdAt).where(sql`${t.listingId} is null`),
  ],
);

/**
 * Who viewed a listing on a day (India time), as a 64-bit hash of 'u:<userId>' or 'ip:<address>':
 * a viewer counts once a day. Kept for today and yesterday only (issue 23): views no longer leave a
 * row per visitor forever.
 */
export const listingViewers = pgTable(
  'listing_viewers',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    viewer: bigint('viewer', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day, t.viewer] })],
);

/** A listing's day (India time): unique viewers and search-result appearances (issue 22's statistics). */
export const listingDailyStats = pgTable(
  'listing_daily_stats',
  {
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    views: integer('views').notNull().default(0),
    appearances: integer('appearances').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] })],
);

export const listingReviews = pgTable(
  'listing_reviews',
  {
    id: id(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    reason: text('reason'),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('listing_reviews_listing_idx').on(t.listingId, t.createdAt)],
);

/** Audit of every edit: who changed which fields from what to what. */
export const listingChanges = pgTable(
  'listing_changes',
  {
    id: id(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    actorUserId: uuid('actor_user_id'),
    actorAdminId: uuid('actor_admin_id'),
    changes: jsonb('changes').$type<Record<string, { from: unknown; to: unknown }>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('listing_changes_listing_idx').on(t.listingId, t.createdAt)],
);

export const inquiries = pgTable(
  'inquiries',
  {
    id: id(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerUserId: uuid('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    buyerName: text('buyer_name').notNull(),
    buyerPhone: text('buyer_phone'),
    buyerEmail: text('buyer_email').notNull().default(''),
    message: text('message').notNull(),
    preferredContactTime: text('preferred_contact_time').notNull().default('anytime'),
    status: text('status').notNull().default('new'),
    sellerResponse: text('seller_response').notNull().default(''),
    availableForCall: boolean('available_for_call'),
    respondedAt: ts('responded_at'),
    /** The buyer's key for a retried Contact Seller (issue 24): one inquiry per key and listing. */
    clientKey: text('client_key'),
    /**
     * The conversation whose message this inquiry is (issue 21): its own id when it opened one, a
     * signed-in buyer's open one when it joined it. Set by conversations/from-inquiries.ts in the
     * inquiry's transaction; no foreign key: both go with their listing.
     */
    conversationId: uuid('conversation_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('inquiries_seller_created_idx').on(t.sellerId, t.createdAt),
    uniqueIndex('inquiries_client_key_uq').on(t.listingId, t.clientKey).where(sql`${t.clientKey} is not null`),
    index('inquiries_listing_idx').on(t.listingId),
    index('inquiries_buyer_idx').on(t.buyerUserId),
    // Inquiries sent signed out, found again when the buyer proves the address (issue 21).
    index('inquiries_unclaimed_email_idx').on(sql`lower(${t.buyerEmail})`).where(sql`${t.buyerUserId} is null`),
    index('inquiries_unclaimed_phone_idx').on(t.buyerPhone).where(sql`${t.buyerUserId} is null`),
  ],
);

export const inquiryResponses = pgTable(
  'inquiry_responses',
  {
    id: id(),
    inquiryId: uuid('inquiry_id')
      .notNull()
      .references(() => inquiries.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    availableForCall: boolean('available_for_call').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('inquiry_responses_inquiry_idx').on(t.inquiryId)],
);

/** A notification goes to one user, or to the admin team when `forAdmins` is set. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    forAdmins: boolean('for_admins').notNull().default(false),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    priority: text('priority').notNull().default('normal'),
    isRead: boolean('is_read').notNull().default(false),
    readAt: ts('read_at'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'set null' }),
    inquiryId: uuid('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.isRead} = false`),
  ],
);

/**
 * A signed-in seller's unfinished sell wizard (issue 22): one per account, so that it follows them
 * to another device; written as they type, gone once the listing is submitted.
 */
export const listingDrafts = pgTable('listing_drafts', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The wizard step they were on (1–4). */
  step: smallint('step').notNull(),
  /** The wizard's answers as typed (not yet valid: checked when the listing is submitted). */
  values: jsonb('values').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A seller who sells as a business (issue 22): one dealer profile per account, with a public page at
 * /dealers/{slug}. An account without a row is a private seller, as before.
 */
export const dealers = pgTable(
  'dealers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    businessName: text('business_name').notNull(),
    /** Goods and Services Tax Identification Number, 15 characters, checked (format and checksum) before it is stored. */
    gstin: text('gstin').notNull(),
    address: text('address').notNull(),
    cityName: text('city_name').notNull(),
    openingHours: text('opening_hours').notNull().default(''),
    logoUrl: text('logo_url').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dealers_slug_uq').on(t.slug), uniqueIndex('dealers_gstin_uq').on(t.gstin)],
);

export const favorites = pgTable(
  'favorites',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    /** The listing's price when it was shortlisted (issue 13: the Shortlist marks drops since). */
    priceWhenFavorited: integer('price_when_favorited'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favorites_user_listing_uq').on(t.userId, t.listingId),
    // Who shortlisted a car whose price drops (alerts, decision 012).
    index('favorites_listing_idx').on(t.listingId),
    // A user's shortlist, newest first, a page at a time (issue 13).
    index('favorites_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    searchFilters: jsonb('search_filters').$type<Record<string, unknown>>().notNull(),
    notificationsEnabled: boolean('notifications_enabled').notNull().default(true),
    notificationFrequency: text('notification_frequency').notNull().default('daily'),
    createdAt: createdAt(),
    // The filters normalised for alert matching (decision 012): `match_key` names the equality
    // filters with their values ("b=tata|f=diesel"), so that one listing finds its candidates by
    // the 32 keys its own values can form; price bounds and words are checked on those few rows.
    matchKey: text('match_key').notNull().default(''),
    matchMinPrice: integer('match_min_price'),
    matchMaxPrice: integer('match_max_price'),
    matchTerms: text('match_terms').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('saved_searches_user_name_uq').on(t.userId, sql`lower(${t.name})`),
    index('saved_searches_alert_match_idx').on(t.matchKey).where(sql`${t.notificationsEnabled}`),
  ],
);

/**
 * One saved search matched by one listing at one price: the dedupe of alerts (a retried job sends
 * nothing twice) and, while `sent_at` is null, the waiting list of the daily and weekly digests.
 */
export const savedSearchAlerts = pgTable(
  'saved_search_alerts',
  {
    id: id(),
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    /** 'new' (approved) or 'price_drop'. */
    reason: text('reason').notNull(),
    frequency: text('frequency').notNull(),
    sentAt: ts('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_search_alerts_once_uq').on(t.savedSearchId, t.listingId, t.price),
    index('saved_search_alerts_digest_idx').on(t.frequency, t.userId).where(sql`${t.sentAt} is null`),
  ],
);

/** One price drop told to one shortlister (dedupe of retried jobs). */
export const priceDropAlerts = pgTable(
  'price_drop_alerts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId, t.price] })],
);

/** Who turned price-drop e-mails off through the one-click link (in-app notifications stay). */
export const alertMailOptOuts = pgTable('alert_mail_opt_outs', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  priceDropMailsOff: boolean('price_drop_mails_off').notNull().default(true),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Mail that was sent (or, in development, printed): the outbox also serves tests and the demo. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    template: text('template').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    sentAt: ts('sent_at'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt)],
);

/** Every price a listing has had, oldest first; written by a trigger on listings (migration 0007). */
export const listingPriceHistory = pgTable(
  'listing_price_history',
  {
    id: id(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    previousPrice: integer('previous_price'),
    changedAt: ts('changed_at').notNull().defaultNow(),
  },
  (t) => [index('listing_price_history_listing_idx').on(t.listingId, t.changedAt)],
);

/**
 * Sums over approved listings per model, year, fuel and transmission, kept by a trigger on listings
 * (migration 0007): the fair-price rating of any listing is a few of these rows (decision 017).
 */
export const fairPriceStats = pgTable(
  'fair_price_stats',
  {
    modelId: uuid('model_id').notNull(),
    year: integer('year').notNull(),
    fuelType: text('fuel_type').notNull(),
    transmission: text('transmission').notNull(),
    n: integer('n').notNull().default(0),
    sumPrice: doublePrecision('sum_price').notNull().default(0),
    sumPriceKm: doublePrecision('sum_price_km').notNull().default(0),
    sumPriceOwners: doublePrecision('sum_price_owners').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.year, t.fuelType, t.transmission] })],
);

/** Each verification checklist an admin recorded; the newest is the listing's current one. */
export const listingVerifications = pgTable(
  'listing_verifications',
  {
    id: id(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id').references(() => admins.id, { onDelete: 'set null' }),
    adminName: text('admin_name').notNull().default(''),
    checks: jsonb('checks').$type<{ key: string; passed: boolean; note: string }[]>().notNull(),
    allPassed: boolean('all_passed').notNull(),
    demo: boolean('demo').notNull().default(false),
    checkedAt: ts('checked_at').notNull().defaultNow(),
  },
  (t) => [index('listing_verifications_listing_idx').on(t.listingId, t.checkedAt)],
);

/**
 * A conversation between one buyer and the seller about one car (issue 21). Its first message is an
 * inquiry. `listing_id` is no foreign key: a removed listing closes its conversations, which keep
 * the car as it was (`car_title`). Per side: when it last read and was delivered to, how many
 * messages wait unread, whether it archived the conversation, when it was last e-mailed.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    listingId: uuid('listing_id').notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null until the buyer, who wrote signed out, signs in with the e-mail or phone they gave. */
    buyerUserId: uuid('buyer_user_id').references(() => users.id, { onDelete: 'set null' }),
    buyerName: text('buyer_name').notNull(),
    buyerPhone: text('buyer_phone'),
    buyerEmail: text('buyer_email').notNull().default(''),
    carTitle: text('car_title').notNull(),
    status: text('status').notNull().default('open'),
    closedReason: text('closed_reason'),
    sellerPhoneSharedAt: ts('seller_phone_shared_at'),
    lastMessageAt: ts('last_message_at').notNull().defaultNow(),
    buyerUnread: integer('buyer_unread').notNull().default(0),
    sellerUnread: integer('seller_unread').notNull().default(0),
    buyerReadAt: ts('buyer_read_at'),
    sellerReadAt: ts('seller_read_at'),
    buyerDeliveredAt: ts('buyer_delivered_at'),
    sellerDeliveredAt: ts('seller_delivered_at'),
    buyerArchivedAt: ts('buyer_archived_at'),
    sellerArchivedAt: ts('seller_archived_at'),
    buyerMailedAt: ts('buyer_mailed_at'),
    sellerMailedAt: ts('seller_mailed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversations_seller_activity_idx').on(t.sellerId, t.lastMessageAt),
    index('conversations_buyer_activity_idx').on(t.buyerUserId, t.lastMessageAt),
    index('conversations_listing_idx').on(t.listingId),
    index('conversations_seller_unread_idx').on(t.sellerId).where(sql`${t.sellerUnread} > 0`),
    index('conversations_buyer_unread_idx').on(t.buyerUserId).where(sql`${t.buyerUnread} > 0`),
    // Conversations a buyer started signed out, found again when they sign in with that address.
    index('conversations_unclaimed_email_idx').on(sql`lower(${t.buyerEmail})`).where(sql`${t.buyerUserId} is null`),
    index('conversations_unclaimed_phone_idx').on(t.buyerPhone).where(sql`${t.buyerUserId} is null`),
  ],
);

/** One message of a conversation: text, the inquiry and the seller's spec response, an offer's or visit's step, or a system note. */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    /** Order within a conversation (and across the table): cursors page by it. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** buyer, seller or system. */
    sender: text('sender').notNull(),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** text, inquiry, response, offer, visit, phone_shared or system. */
    kind: text('kind').notNull().default('text'),
    body: text('body').notNull(),
    inquiryId: uuid('inquiry_id').references(() => inquiries.id, { onDelete: 'set null' }),
    offerId: uuid('offer_id'),
    visitId: uuid('visit_id'),
    /** The text asks for an advance payment, UPI, a QR code or an OTP: the reader is warned. */
    flagged: boolean('flagged').notNull().default(false),
    /** The sender's key for a retried send (the same key stores one message). */
    clientKey: text('client_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_seq_idx').on(t.conversationId, t.seq),
    uniqueIndex('messages_client_key_uq').on(t.conversationId, t.sender, t.clientKey).where(sql`${t.clientKey} is not null`),
  ],
);

/** A person blocked by another: the blocked one cannot message or book them. */
export const userBlocks = pgTable(
  'user_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index('user_blocks_blocked_idx').on(t.blockedId)],
);

/** A price offer in a conversation; at most one is open at a time. */
export const offers = pgTable(
  'offers',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** buyer or seller (a counter-offer). */
    madeBy: text('made_by').notNull(),
    amount: integer('amount').notNull(),
    /** The listing's price when the offer was made. */
    askingPrice: integer('asking_price').notNull(),
    /** open, accepted, declined, countered, withdrawn or closed. */
    status: text('status').notNull().default('open'),
    respondedAt: ts('responded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('offers_conversation_idx').on(t.conversationId, t.createdAt),
    uniqueIndex('offers_one_open_uq').on(t.conversationId).where(sql`${t.status} = 'open'`),
  ],
);

/** When and where a seller's cars can be seen: weekly windows (India time), for one car or all of them. */
export const visitAvailability = pgTable(
  'visit_availability',
  {
    id: id(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null: every car of the seller without windows of its own. */
    listingId: uuid('listing_id').references(() => listings.id, { onDelete: 'cascade' }),
    location: text('location').notNull().default(''),
    /** [{weekday 0 (Sunday)–6, start and end in minutes after midnight}]. */
    windows: jsonb('windows').$type<{ weekday: number; start: number; end: number }[]>().notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [unique('visit_availability_seller_listing_uq').on(t.sellerId, t.listingId).nullsNotDistinct()],
);

/**
 * A visit or test drive of 30 minutes. A seller is in one place at a time: a slot held by a visit
 * that is requested or confirmed cannot be taken again (the unique index refuses the second).
 */
export const visits = pgTable(
  'visits',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    listingId: uuid('listing_id').notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerUserId: uuid('buyer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    /** requested, confirmed, declined, cancelled or rescheduled. */
    status: text('status').notNull().default('requested'),
    /** buyer or seller: who asked for this time (the other side confirms). */
    requestedBy: text('requested_by').notNull(),
    /** From the seller's windows, or another time proposed. */
    fromWindows: boolean('from_windows').notNull().default(true),
    location: text('location').notNull().default(''),
    note: text('note').notNull().default(''),
    /** Why it was declined, cancelled or moved. */
    reason: text('reason'),
    /** The visit this one moved (reschedule). */
    previousVisitId: uuid('previous_visit_id'),
    remindedAt: ts('reminded_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visits_seller_slot_uq').on(t.sellerId, t.startsAt).where(sql`${t.status} in ('requested', 'confirmed')`),
    index('visits_conversation_idx').on(t.conversationId, t.startsAt),
    index('visits_seller_upcoming_idx').on(t.sellerId, t.startsAt),
    index('visits_buyer_upcoming_idx').on(t.buyerUserId, t.startsAt),
  ],
);

/** A conversation reported by one of its two people; only reported conversations reach admins. */
export const conversationReports = pgTable(
  'conversation_reports',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterUserId: uuid('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** buyer or seller: which side reported. */
    reporterRole: text('reporter_role').notNull(),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    /** open or resolved. */
    status: text('status').notNull().default('open'),
    /** warned, suspended or dismissed; who of the two it was about. */
    resolution: text('resolution'),
    resolvedAbout: text('resolved_about'),
    note: text('note').notNull().default(''),
    resolvedBy: uuid('resolved_by').references(() => admins.id, { onDelete: 'set null' }),
    resolvedAt: ts('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [index('conversation_reports_status_idx').on(t.status, t.createdAt), index('conversation_reports_conversation_idx').on(t.conversationId)],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A dealer's stock import (issue 22, decision 038): the uploaded CSV and optional photo ZIP, worked
 * by a pg-boss job row by row; `report` holds one outcome per row. The files are cleared when the
 * job ends (only the report is kept).
 */
export const dealerImports = pgTable(
  'dealer_imports',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** queued | running | done | failed */
    status: text('status').notNull().default('queued'),
    fileName: text('file_name').notNull().default(''),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    /** The CSV as decoded UTF-8 text; null once worked. */
    csv: text('csv'),
    /** The photo ZIP as uploaded (bounded, checked); null once worked or when none was sent. */
    photosZip: bytea('photos_zip'),
    report: jsonb('report').notNull().default(sql`'[]'::jsonb`),
    failure: text('failure'),
    createdAt: createdAt(),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('dealer_imports_user_idx').on(t.userId, t.createdAt)],
);
