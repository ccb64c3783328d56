// Business constants of section 9 of both spec documents. One place, used by API and web.
// The few the web app's shell needs on every page live in brand.ts (re-exported here), so that a
// page does not load every list of choices with its first script.
export { BRAND, isAcceptedToken, STORAGE_KEYS, THEME_COLORS, TOAST_LIMIT, TOAST_REMOVE_DELAY_MS, TOKEN_PREFIXES } from './brand.ts';
export {
  BODY_TYPE_LABELS,
  BODY_TYPES,
  BROWSE_PAGE_SIZE,
  DEFAULT_SORT,
  FUEL_LABELS,
  FUEL_TYPES,
  GALLERY_MAX_THUMBNAILS,
  HOME_CITY_COUNT,
  MAX_OWNERS_LIMIT,
  POPULAR_BRANDS,
  REDUCED_WITHIN_DAYS,
  SIMILAR_CARS_LIMIT,
  SORT_OPTIONS,
  SORT_VALUES,
  TRANSMISSION_LABELS,
  TRANSMISSIONS,
  type BodyType,
  type FuelType,
  type SortBy,
  type Transmission,
} from './public-constants.ts';
import { FUEL_TYPES, TRANSMISSIONS } from './public-constants.ts';

export const CONDITIONS = ['excellent', 'good', 'fair', 'poor'] as const;
export const ACCIDENT_HISTORY = ['none', 'minor', 'major'] as const;
export const OWNER_NUMBERS = ['1st', '2nd', '3rd', '4th+'] as const;
export const URGENCIES = ['normal', 'urgent', 'very_urgent'] as const;
export const LISTING_STATUSES = ['pending', 'approved', 'rejected', 'sold', 'inactive'] as const;
export const INQUIRY_STATUSES = ['new', 'responded', 'closed', 'spam'] as const;
export const CONTACT_TIMES = ['anytime', 'morning', 'afternoon', 'evening'] as const;
export const NOTIFICATION_TYPES = [
  'inquiry_received',
  'inquiry_response',
  'car_approved',
  'car_rejected',
  'car_sold',
  'saved_search_match',
  'price_drop',
  'system',
] as const;
export const NOTIFICATION_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export const NOTIFICATION_FREQUENCIES = ['immediate', 'daily', 'weekly'] as const;
export const ADMIN_ROLES = ['admin', 'super_admin', 'moderator'] as const;

export type Condition = (typeof CONDITIONS)[number];
export type OwnerNumber = (typeof OWNER_NUMBERS)[number];
export type Urgency = (typeof URGENCIES)[number];
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export type ContactTime = (typeof CONTACT_TIMES)[number];
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const CONDITION_LABELS: Record<Condition, string> = {
  excellent: 'Excellent',
  good: 'Good',
  fair: 'Fair',
  poor: 'Poor',
};
export const URGENCY_LABELS: Record<Urgency, string> = {
  normal: 'Normal (within 3 months)',
  urgent: 'Urgent (within 1 month)',
  very_urgent: 'Very urgent (within 2 weeks)',
};
export const CONTACT_TIME_LABELS: Record<ContactTime, string> = {
  anytime: 'Anytime',
  morning: 'Morning (9 AM - 12 PM)',
  afternoon: 'Afternoon (12 PM - 5 PM)',
  evening: 'Evening (5 PM - 9 PM)',
};

/** Public listings are those with this status (contract 2.8). */
export const PUBLIC_STATUS: ListingStatus = 'approved';

export const MAX_PAGE_SIZE = 50;

export const PRICE_MIN = 10_000;
export const PRICE_MAX = 10_000_000;
export const YEAR_MIN = 1980;
/** Year choices of the sell wizard: the current year and the 29 before it. */
export const YEAR_CHOICE_COUNT = 30;
export const DESCRIPTION_COUNTER = 500;

export const LIMITS = {
  maxImagesPerListing: 10,
  maxVideosPerListing: 1,
  maxImageBytes: 5 * 1024 * 1024,
  maxVideoBytes: 50 * 1024 * 1024,
  maxUploadRequestBytes: 50 * 1024 * 1024,
  maxAvatarBytes: 5 * 1024 * 1024,
} as const;

export const REVIEW_TIME = '24-48 hours';
export const DEFAULT_REJECT_REASON = 'Listing does not meet our quality standards';
export const INQUIRY_PREVIEW_LENGTH = 100;
export const AUTH_CHECK_DELAY_MS = 100;

export const DASHBOARD_LOADS = { listings: 10, inquiries: 10, notifications: 5, overview: 5 } as const;
export const SELLER_DASHBOARD_LISTING_LIMIT = 50;
export const ADMIN_LIST_DEFAULTS = { page: 1, limit: 50, status: 'pending' as ListingStatus };

export const LOADING_OVERLAY_MIN_WIDTH = 200;

export const DEFAULT_COUNTRY_CODE = '+91';
export const OTP_LENGTH = 6;
export const OTP_ENABLE_AT = 4;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 3;
export const DEV_BYPASS_OTP_ID = 'dev-bypass';
export const DEV_BYPASS_OTP = '000000';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export const CHOICES = {
  owner_number: [...OWNER_NUMBERS],
  fuel_type: [...FUEL_TYPES],
  transmission: [...TRANSMISSIONS],
  urgency: [...URGENCIES],
  condition: [...CONDITIONS],
  status: [...LISTING_STATUSES],
};
