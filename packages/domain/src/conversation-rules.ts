// Conversations, offers and visits (issue 21): the rules both sides apply and the texts the API sends
// and the web shows for them. No zod here: the web's messages screen imports this.
import { formatPrice } from './format.ts';

export const CONVERSATION_LIMITS = {
  /** Characters of one message. */
  messageMax: 2000,
  /** Characters of a reason (decline, cancel, reschedule, report details). */
  reasonMax: 500,
  /** Conversations per page of the inbox. */
  inboxPage: 20,
  /** Messages a thread opens with; older ones page in by `before`. */
  threadPage: 50,
  /** Characters of the last message shown in the inbox. */
  previewChars: 140,
} as const;

export const CONVERSATION_MESSAGES = {
  notFound: 'Conversation not found',
  bodyRequired: 'Type a message',
  bodyTooLong: 'A message can be at most 2,000 characters',
  closed: 'This conversation is closed: the car is no longer for sale',
  blocked: 'You cannot send messages or book visits in this conversation',
  suspended: 'Your account is suspended. Please contact support.',
  sellerOnly: 'Only the seller can do this',
  buyerOnly: 'Only the buyer can do this',
  needsAccount: 'The buyer has not signed in yet: they can read this once they sign in with the e-mail or phone they gave',
  reasonRequired: 'Choose a reason',
  detailsTooLong: 'Please keep it under 500 characters',
  reported: 'Thank you. Our team will look at this conversation.',
  alreadyReported: 'You have already reported this conversation',
  blockedDone: 'Blocked. They can no longer message you or book a visit.',
  unblocked: 'Unblocked',
  archived: 'Conversation archived',
  unarchived: 'Conversation moved back to your inbox',
  phoneShared: 'Your number is now visible to this buyer',
  /** Shown to the reader of a message that asks for money or codes before a visit. */
  safetyWarning: 'Never pay before you have seen the car and its papers',
  /** The thread's standing tip. */
  safetyTip: 'Meet in a safe public place, check the RC and insurance, and never share an OTP or pay in advance.',
  /** System notes in the thread. */
  soldNote: 'The car has been sold: this conversation is closed.',
  removedNote: 'The listing was removed: this conversation is closed.',
  phoneSharedNote: (name: string) => `${name || 'The seller'} shared their phone number`,
} as const;

/** Why a conversation is reported. */
export const REPORT_REASONS = ['scam', 'abusive', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: 'Fraud or a request for advance payment',
  abusive: 'Abusive or threatening',
  spam: 'Spam or advertising',
  other: 'Something else',
};

/** What an admin does with a report. */
export const REPORT_ACTIONS = ['warn', 'suspend', 'dismiss'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_MESSAGES = {
  notFound: 'Report not found',
  aboutRequired: 'Choose whom the action is about',
  alreadyResolved: 'This report has already been resolved',
  resolved: 'Report resolved',
  warningTitle: 'A warning from the GaadiBazaar team',
  warningMessage: 'A conversation you took part in was reported and reviewed. Please follow our safety rules: no advance payments, no abuse, no spam. Repeated reports suspend an account.',
} as const;

/**
 * Patterns of the frauds reported on Indian classifieds: advance payments and "token amounts", UPI
 * and QR codes, one-time codes, "army officer" sellers and courier deliveries of a car never seen.
 * A match warns the reader; it never blocks the message.
 */
const RISKY = [
  /\badvance\b/i,
  /\btoken\s*(amount|money)\b/i,
  /\bbooking\s*(amount|fee)\b/i,
  /\bu\s*p\s*i\b/i,
  /@(ybl|okaxis|oksbi|okhdfcbank|okicici|paytm|upi|apl|ibl|axl)\b/i,
  /\bq\s*r\s*code\b|\bscan\s+(the\s+)?(code|qr)\b/i,
  /\bo\s*t\s*p\b/i,
  /\b(gpay|google\s*pay|phone\s*pe|phonepe|paytm)\b/i,
  /\b(army|military|cisf|crpf|bsf)\s*(officer|man|person|personnel)?\b/i,
  /\b(courier|transport)\s*(charges?|fee)\b/i,
  /\b(send|transfer|pay)\b.{0,30}\b(money|amount|rs\.?|₹|rupees)/i,
];

export function isRiskyMessage(text: string): boolean {
  return RISKY.some((r) => r.test(text));
}

// ---- Offers ----

/** An offer is at least half the asking price and at most the asking price. */
export const OFFER_MIN_SHARE = 0.5;
export const offerBounds = (askingPrice: number) => ({ min: Math.ceil(askingPrice * OFFER_MIN_SHARE), max: askingPrice });

export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'countered', 'withdrawn', 'closed'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_MESSAGES = {
  amountRequired: 'Enter an amount in rupees',
  wholeRupees: 'Enter the amount in whole rupees',
  tooLow: (min: number) => `An offer must be at least ${formatPrice(min)}, half the asking price`,
  tooHigh: (max: number) => `An offer cannot be more than the asking price of ${formatPrice(max)}`,
  openExists: 'There is already an open offer: answer it or wait for an answer',
  firstByBuyer: 'The buyer makes the first offer',
  notFound: 'Offer not found',
  notOpen: 'This offer is no longer open',
  ownOffer: 'You cannot answer your own offer',
  notYours: 'Only the person who made this offer can withdraw it',
  carGone: 'The car is no longer for sale',
  made: 'Offer sent',
  countered: 'Counter-offer sent',
  accepted: 'Offer accepted. Next: book a visit to see the car.',
  declined: 'Offer declined',
  withdrawn: 'Offer withdrawn',
  /** The offer's step as a message in the thread. */
  note: (step: 'made' | 'countered' | 'accepted' | 'declined' | 'withdrawn', amount: number) =>
    ({
      made: `Offered ${formatPrice(amount)}`,
      countered: `Countered with ${formatPrice(amount)}`,
      accepted: `Accepted the offer of ${formatPrice(amount)}`,
      declined: `Declined the offer of ${formatPrice(amount)}`,
      withdrawn: `Withdrew the offer of ${formatPrice(amount)}`,
    })[step],
} as const;

// ---- Visits and test drives ----

export const VISIT_MINUTES = 30;
export const VISIT_DAYS_AHEAD = 14;
/** A visit is booked at least this long ahead. */
export const VISIT_LEAD_MINUTES = 60;
export const VISIT_REMINDER_HOURS = 2;
export const VISIT_TIME_ZONE = 'Asia/Kolkata';

export const VISIT_STATUSES = ['requested', 'confirmed', 'declined', 'cancelled', 'rescheduled'] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

export const VISIT_MESSAGES = {
  startRequired: 'Pick a date and time',
  badTime: 'Pick a valid date and time',
  halfHour: 'Visits start on the hour or the half hour',
  tooSoon: 'Pick a time at least an hour from now',
  tooFar: 'Pick a time within the next 14 days',
  slotTaken: 'This time is no longer free. Please pick another.',
  reasonRequired: 'Please give a reason',
  notFound: 'Visit not found',
  notPending: 'Only a requested visit can be confirmed or declined',
  ownRequest: 'The other side confirms or declines this time',
  notActive: 'This visit is no longer planned',
  noWindows: 'The seller has not set visiting hours yet: propose a time',
  windowsInvalid: 'Each window needs a day and a start before its end, on the hour or half hour',
  tooManyWindows: 'At most 21 windows a week',
  locationTooLong: 'Please keep the place under 200 characters',
  availabilitySaved: 'Visiting hours saved',
  requested: 'Visit requested: the seller will confirm',
  proposed: 'Time proposed: the other side will confirm',
  confirmed: 'Visit confirmed',
  declined: 'Visit declined',
  cancelled: 'Visit cancelled',
  rescheduled: 'New time proposed',
  /** The visit's step as a message in the thread (time written by the caller in India time). */
  note: (step: 'requested' | 'proposed' | 'confirmed' | 'declined' | 'cancelled' | 'rescheduled', when: string, reason?: string | null) =>
    ({
      requested: `Asked to see the car on ${when}`,
      proposed: `Proposed ${when} to see the car`,
      confirmed: `Confirmed the visit on ${when}`,
      declined: `Declined the visit on ${when}`,
      cancelled: `Cancelled the visit on ${when}`,
      rescheduled: `Asked to move the visit to ${when}`,
    })[step] + (reason ? `: ${reason}` : ''),
} as const;

/** "Sat, 29 Nov, 10:30 am" in India time. */
export function visitTimeText(iso: string | Date): string {
  return new Intl.DateTimeFormat('en-IN', {
    timeZone: VISIT_TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** "10:00" ↔ 600 minutes after midnight. */
export const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};
export const hhmmOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
