// The messages of the source (decision 040), for the catalogue test: every literal passed to t() or
// msg() in apps/web/src, plus the texts shown through t() from the domain's label maps and sort
// options, and the API's texts that the signed-in pages read back by their pattern (server-text.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AUTH_MESSAGES } from '@gaadi/domain/auth-messages';
import { BRAND } from '@gaadi/domain/brand';
import { CONTACT_TIME_LABELS, REVIEW_TIME, URGENCY_LABELS } from '@gaadi/domain/constants';
import { LISTING_MESSAGES } from '@gaadi/domain/listing-rules';
import { CONTACT_MESSAGES } from '@gaadi/domain/contact-messages';
import { CONVERSATION_MESSAGES, OFFER_MESSAGES, REPORT_MESSAGES, REPORT_REASON_LABELS, VISIT_MESSAGES } from '@gaadi/domain/conversation-rules';
import { NO_LOCATION } from '@gaadi/domain/listing-text';
import { CAR_NOT_FOUND_MESSAGE } from '@gaadi/domain/messages';
import { CSV_PROBLEMS, IMPORT_COLUMNS, IMPORT_MESSAGES, type CsvProblem } from '@gaadi/domain/dealer-import-rules';
import { DEALER_MESSAGES } from '@gaadi/domain/schemas/dealers';
import { UPLOAD_MESSAGES } from '@gaadi/domain/schemas/seller';
import { NOTIFICATION_MESSAGES } from '@gaadi/domain/notification-messages';
import { NOTIFICATION_TEXTS, VISIT_NEWS_LINES, VISIT_NEWS_TITLES, VISIT_NEWS_WORDS, VISIT_REMINDER_LINES } from '@gaadi/domain/notification-texts';
import { FEATURE_CATEGORIES, FEATURE_NAMES } from '@gaadi/domain/feature-names';
import { BODY_TYPE_LABELS, FUEL_LABELS, SORT_OPTIONS, TRANSMISSION_LABELS } from '@gaadi/domain/public-constants';
import { PRICE_RATING_TEXT, VERIFICATION_CHECK_TEXT } from '@gaadi/domain/trust-text';
import { IDV_DEPRECIATION_SLABS, THIRD_PARTY_PREMIUM } from '@gaadi/domain/full-cost';
import { GATE_MESSAGES } from '@/lib/auth-gate-messages';
import { OFFLINE_TEXT } from '@/lib/offline';
import { COMPARE_FULL_MESSAGE } from '@/lib/compare-list';

// `say` is t() where a component calls its data `t` (the messages thread).
const CALL = /(?<![\w.$])(?:t|msg|say)\(\s*(['"])((?:\\.|(?!\1).)*)\1/g;
const OWNERS = ['1st', '2nd', '3rd', '4th+'];
/** formatLakh's units ("₹4.5 Lakh"), shown through t() by the browse chips and budgets. */
const UNITS = ['Lakh', 'Crore'];
/** The texts of a constant's plain strings (its functions, which put values in, are worded with t() where shown). */
const texts = (o: object) => Object.values(o).filter((v): v is string => typeof v === 'string');
/** display-labels.ts's conditions and accident histories, shown through t() by the listing's specifications. */
const CONDITIONS = ['Excellent', 'Good', 'Fair', 'Poor', 'None', 'Minor', 'Major'];
/** A domain function's text with {placeholders} where its values go: the pattern its output is read back by. */
const pattern = (make: (...values: never[]) => string, ...names: string[]) => make(...(names.map((n) => `{${n}}`) as never[]));
/** The same for a list of names, one ("Unknown column: {names}") and several ("Unknown columns: {names}"). */
const listPatterns = (make: (names: string[]) => string) => [make(['{names}']), make(['{names}', '\0']).replace(', \0', '')];
/** The API's stock-import refusals with a value in them, shown by the stock import page (hi-dealer.ts). */
const IMPORT_PATTERNS = [
  ...(Object.keys(CSV_PROBLEMS) as CsvProblem[]).map((problem) => IMPORT_MESSAGES.malformed(problem, '{line}' as never)),
  ...listPatterns(IMPORT_MESSAGES.unknownColumns),
  ...listPatterns(IMPORT_MESSAGES.missingColumns),
  ...listPatterns(IMPORT_MESSAGES.duplicateColumns),
  pattern(IMPORT_MESSAGES.zipUnsafePath, 'name'),
  pattern(IMPORT_MESSAGES.duplicateStockNumber, 'row'),
  pattern(IMPORT_MESSAGES.dealerLimit, 'count'),
  pattern(IMPORT_MESSAGES.photoMissing, 'name'),
  pattern(IMPORT_MESSAGES.photoUnreadable, 'name'),
  pattern(IMPORT_MESSAGES.fileTooLarge, 'name'),
];
/** The API's refusals of a photo or video upload with a file's name in them (hi-sell.ts: the sell wizard and the edit form). */
const UPLOAD_PATTERNS = [UPLOAD_MESSAGES.notImage, UPLOAD_MESSAGES.tooLarge, UPLOAD_MESSAGES.tooManyPixels, UPLOAD_MESSAGES.tooManyPixelsForSize, UPLOAD_MESSAGES.notVideo, UPLOAD_MESSAGES.malformedVideo, UPLOAD_MESSAGES.videoTooLarge].map((f) => pattern(f, 'name'));
/** The in-app notifications (hi-notifications.ts); a visit's line ends with "." or with ": " and the reason. */
const NOTIFICATIONS = [
  ...Object.values(NOTIFICATION_TEXTS),
  ...Object.values(VISIT_NEWS_TITLES),
  ...Object.values(VISIT_NEWS_LINES).flatMap((line) => [`${line}.`, `${line}: {reason}`]),
  ...Object.values(VISIT_REMINDER_LINES),
  ...Object.values(VISIT_NEWS_WORDS),
  REPORT_MESSAGES.warningTitle,
  REPORT_MESSAGES.warningMessage,
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !path.includes(`${join('lib', 'i18n')}`) ? [path] : [];
  });
}

/** Every message id the app shows through the catalogue. */
export function sourceMessages(root: string): Set<string> {
  const ids = new Set<string>([
    ...Object.values(FUEL_LABELS),
    ...Object.values(TRANSMISSION_LABELS),
    ...Object.values(BODY_TYPE_LABELS),
    ...Object.values(PRICE_RATING_TEXT),
    ...OWNERS.map((o) => `${o} owner`),
    ...SORT_OPTIONS.map((o) => o.label),
    ...UNITS,
    ...CONDITIONS,
    ...Object.values(URGENCY_LABELS),
    ...Object.values(CONTACT_TIME_LABELS),
    ...Object.values(CONTACT_MESSAGES),
    BRAND.tagline,
    NO_LOCATION,
    // The sign-in messages the login page shows, its own and the server's (shown through t()).
    AUTH_MESSAGES.emailInvalid,
    AUTH_MESSAGES.phoneInvalid,
    AUTH_MESSAGES.otpInvalid,
    AUTH_MESSAGES.tooManyAttempts,
    AUTH_MESSAGES.sendFailed,
    // The dashboard's toast after marking every notification read.
    NOTIFICATION_MESSAGES.allMarkedRead,
    // The sell wizard's checks (sell-schema.ts), shown through t() by the listing form's fields.
    ...(['brand', 'model', 'variant', 'year', 'fuel', 'transmission', 'km', 'price', 'priceRange', 'phone'] as const).map((k) => LISTING_MESSAGES[k]),
    REVIEW_TIME,
    // The edit form's checks of year and kilometres (listing-form-schema.ts).
    LISTING_MESSAGES.yearRange,
    LISTING_MESSAGES.kmNegative,
    // The sign-in gate's toast on the seller and account pages (lib/auth-gate.tsx).
    GATE_MESSAGES.title,
    GATE_MESSAGES.saveSearch,
    GATE_MESSAGES.sell,
    GATE_MESSAGES.dashboard,
    // …and on /shortlist, signed out.
    GATE_MESSAGES.shortlist,
    // The messages screens: the conversation rules' texts, which the API sends as its answers and
    // errors and the screens show through t(), and the report's reasons.
    ...texts(CONVERSATION_MESSAGES),
    ...texts(OFFER_MESSAGES),
    ...texts(VISIT_MESSAGES),
    ...Object.values(REPORT_REASON_LABELS),
    // The statistics page's error for a listing that is not the reader's (shown through t()).
    CAR_NOT_FOUND_MESSAGE,
    // The dealer profile's and the stock import's texts, the API's too (shown through t()), and the
    // template's column guide.
    ...texts(DEALER_MESSAGES),
    ...texts(IMPORT_MESSAGES),
    ...IMPORT_COLUMNS.map((c) => c.help),
    // The compare button's toast when three cars are chosen (lib/buyer-actions.ts).
    COMPARE_FULL_MESSAGE,
    // What a page shows without a network (ui/offline-state.tsx).
    ...texts(OFFLINE_TEXT),
    // The listing's trust parts: the checks, and the full cost's age slabs and engine sizes.
    ...Object.values(VERIFICATION_CHECK_TEXT),
    ...IDV_DEPRECIATION_SLABS.map((s) => s.label),
    ...THIRD_PARTY_PREMIUM.map((p) => p.label),
    ...IMPORT_PATTERNS,
    ...texts(UPLOAD_MESSAGES),
    ...UPLOAD_PATTERNS,
    ...NOTIFICATIONS,
    // The feature catalogue's names and categories (hi-features.ts), shown through t() by the
    // listing form's feature picker and the comparison.
    ...FEATURE_CATEGORIES,
    ...FEATURE_NAMES,
  ]);
  // The domain's trust texts are worded through the page's t() (`say`).
  for (const file of [...files(root), join(root, '../../../packages/domain/src/trust-text.ts')]) {
    for (const m of readFileSync(file, 'utf8').matchAll(CALL)) ids.add(m[2]!.replace(/\\(['"\\])/g, '$1'));
  }
  return ids;
}
