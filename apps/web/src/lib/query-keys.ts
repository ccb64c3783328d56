// TanStack Query keys shared across areas (the navbar's unread badge and the dashboards must agree).
export const queryKeys = {
  unreadCount: ['notifications', 'unread-count'] as const,
  notifications: ['notifications'] as const,
  sellerListings: ['seller', 'listings'] as const,
  sellerStats: ['seller', 'stats'] as const,
  inquiries: ['inquiries'] as const,
  cities: ['catalogue', 'cities'] as const,
  brands: ['catalogue', 'brands'] as const,
  features: ['catalogue', 'features'] as const,
  config: ['catalogue', 'config'] as const,
};
