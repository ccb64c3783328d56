// The in-app notifications' titles and texts (contract 6.13; issues 14, 21, 25), in English with
// ICU placeholders. The API fills them in (fillText) and stores and sends the English, word for
// word what it always wrote; a Hindi page shows them in Hindi by their pattern
// (apps/web/src/lib/i18n/server-text.ts, hi-notifications.ts), the values (a car's title, a
// person's name, a saved search's name, a reason) kept as written. The visit texts are the
// e-mails' too (apps/api/src/modules/visits/visit-texts.ts). No zod here.

export const NOTIFICATION_TEXTS = {
  approvedTitle: 'Listing approved',
  approved: 'Your {title} is approved and now visible to buyers.',
  rejectedTitle: 'Listing rejected',
  /** Trimmed when there is no reason. */
  rejected: 'Your {title} was not approved. Reason: {reason}',
  soldTitle: 'Listing marked as sold',
  sold: 'Your {title} is marked as sold.',
  changesTitle: 'Changes requested',
  changes: 'Please update your {title}: {reason}',
  changesNoReason: 'Please update your {title}.',
  inquiryTitle: 'New inquiry',
  inquiry: '{buyer} asked about your {car}',
  responseTitle: 'Seller responded',
  response: 'The seller replied to your inquiry about the {car}',
  matchTitle: 'New match for "{search}"',
  match: '{car} in {city} at {price} matches your saved search "{search}".',
  priceDropMatchTitle: 'Price drop matches "{search}"',
  priceDropMatch: '{car} is now {price} and matches your saved search "{search}".',
  priceDropTitle: 'Price drop on your shortlist',
  priceDrop: '{car} is now {price} (was {oldPrice}).',
  digestTitleOne: '{count} new match for your saved searches',
  digestTitle: '{count} new matches for your saved searches',
} as const;

/** A visit's news (issue 21): one title per step, and the reminder's. */
export const VISIT_NEWS_TITLES = {
  requested: 'Visit requested',
  proposed: 'Visit time proposed',
  confirmed: 'Visit confirmed',
  declined: 'Visit declined',
  cancelled: 'Visit cancelled',
  rescheduled: 'New visit time proposed',
  reminder: 'Visit reminder',
} as const;

/**
 * What happened, as the reader reads it ({who} is "You", "The seller", "The buyer" or the buyer's
 * name; {when} the visit's time as visitTimeText writes it): followed by "." or by ": " and the reason.
 */
export const VISIT_NEWS_LINES = {
  requested: '{who} asked to see the {car} on {when}',
  proposed: '{who} proposed {when} to see the {car}',
  confirmed: '{who} confirmed the visit to see the {car} on {when}',
  declined: '{who} declined the visit to see the {car} on {when}',
  cancelled: '{who} cancelled the visit to see the {car} on {when}',
  rescheduled: '{who} asked to move the visit to see the {car} to {when}',
} as const;

export const VISIT_REMINDER_LINES = {
  withPlace: 'Reminder: your visit to see the {car} is at {when}, {place}.',
  withoutPlace: 'Reminder: your visit to see the {car} is at {when}.',
} as const;

/** The words the API puts into a visit's line in place of a name or a car's title. */
export const VISIT_NEWS_WORDS = { you: 'You', buyer: 'The buyer', seller: 'The seller', car: 'car' } as const;

/** "Your {title} is marked as sold." with { title } → the text; a value not given leaves its placeholder. */
export const fillText = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
