// User-facing messages that the API sends and the web app shows, each written once, in small
// zod-free files (the web bundle takes them without the schema library, and each page only the
// ones it shows): these two any page may show; auth-, admin- and notification-messages.ts hold
// the others, and a listing's field messages sit beside their rules in listing-rules.ts.

/** 404 text of a listing that is absent or not visible to the caller (the listing page shows it). */
export const CAR_NOT_FOUND_MESSAGE = 'Car listing not found';

/** Failures any endpoint may answer (contract 1.6); clients show them when an answer carries no text. */
export const HTTP_MESSAGES = {
  rateLimited: 'Too many requests. Please try again later.',
  serverError: 'Server error. Please try again later.',
} as const;

/**
 * Texts only the API sends (the web app shows what arrives): kept out of HTTP_MESSAGES, which the
 * public pages bundle.
 */
export const SERVER_MESSAGES = {
  unavailable: 'The service is briefly unavailable. Please try again in a few seconds.',
  /** A multipart part named like an Object.prototype property (__proto__, constructor…). */
  formFieldNameNotAllowed: 'A form field or file has a name that is not allowed (such as __proto__ or constructor)',
  /** A multipart field sent as application/json that does not parse. */
  formFieldNotJson: 'A form field sent as JSON is not valid JSON',
} as const;
