// Business constants of section 9 of both spec documents. One place, used by API and web.

export const BRAND = {
  name: 'GaadiBazaar',
  tagline: "India's premier auto marketplace",
  logoPath: '/logo.svg',
  primaryColor: '#3b82f6',
  secondaryColor: '#64748b',
  contactEmail: 'support@gaadibazaar.in',
  contactPhone: '+91 98765 43210',
  supportEmail: 'support@gaadibazaar.in',
} as const;

export const THEME_COLORS = { dark: '#111827', light: '#ffffff' } as const;

export const FUEL_TYPES = ['petrol', 'diesel', 'cng', 'electric'] as const;
export const TRANSMISSIONS = ['manual', 'automatic'] as const;
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

export type FuelType = (typeof FUEL_TYPES)[number];
export type Transmission = (typeof TRANSMISSIONS)[number];
export type Condition = (typeof CONDITIONS)[number];
export type OwnerNumber = (typeof OWNER_NUMBERS)[number];
export type Urgency = (typeof URGENCIES)[number];
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export type ContactTime = (typeof CONTACT_TIMES)[number];
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const FUEL_LABELS: Record<FuelType, string> = {
  petrol: 'Petrol',
  diesel: 'Diesel',
  cng: 'CNG',
  electric: 'Electric',
};
export const TRANSMISSION_LABELS: Record<Transmission, string> = { manual: 'Manual', automatic: 'Automatic' };
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

export const SORT_OPTIONS = [
  { value: 'created_desc', label: 'Latest First' },
  { value: 'created_asc', label: 'Oldest First' },
  { value: 'price_asc', label: 'Price: Low to High' },
  { value: 'price_desc', label: 'Price: High to Low' },
  { value: 'year_desc', label: 'Year: Newest First' },
  { value: 'year_asc', label: 'Year: Oldest First' },
  { value: 'km_asc', label: 'Kilometers: Low to High' },
  { value: 'km_desc', label: 'Kilometers: High to Low' },
] as const;
export const SORT_VALUES = SORT_OPTIONS.map((o) => o.value) as [SortBy, ...SortBy[]];
export type SortBy = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortBy = 'created_desc';

export const BROWSE_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 50;
export const HOME_CITY_COUNT = 12;
export const POPULAR_BRANDS = ['Mahindra', 'Tata', 'Maruti Suzuki', 'Toyota', 'Skoda', 'Renault'] as const;
export const GALLERY_MAX_THUMBNAILS = 8;

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

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 5000;
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

export const TOKEN_PREFIXES = ['eyJ', 'admin_token_'] as const;
export const STORAGE_KEYS = {
  authToken: 'authToken',
  refreshToken: 'refreshToken',
  currentUser: 'currentUser',
  adminToken: 'adminToken',
  adminUser: 'adminUser',
  theme: `${BRAND.name.toLowerCase()}-theme`,
  themeManual: `${BRAND.name.toLowerCase()}-theme-manual`,
} as const;

/** True when a stored token may be kept (public-side section 5). */
export function isAcceptedToken(token: string | null | undefined): token is string {
  return !!token && TOKEN_PREFIXES.some((p) => token.startsWith(p));
}

export const CHOICES = {
  owner_number: [...OWNER_NUMBERS],
  fuel_type: [...FUEL_TYPES],
  transmission: [...TRANSMISSIONS],
  urgency: [...URGENCIES],
  condition: [...CONDITIONS],
  status: [...LISTING_STATUSES],
};
