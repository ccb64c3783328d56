// The brand, storage keys and token rules every page of the web app needs at once (public-side 4,
// 5 and 9). Also exported by constants.ts.

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

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 5000;

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
