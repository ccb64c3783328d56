// Conversations, offers, visits and reports (issue 21): endpoints added beside the contract's
// inquiries, which stay exactly as they are (an inquiry is a conversation's first message).
import { z } from 'zod';
import {
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  OFFER_MESSAGES,
  OFFER_STATUSES,
  REPORT_ACTIONS,
  REPORT_MESSAGES,
  REPORT_REASONS,
  VISIT_MESSAGES,
  VISIT_STATUSES,
} from '../conversation-rules.ts';
import { blankToUndefined, limitNumber, ok, okMessage, pageNumber } from './envelope.ts';
import { paginationSchema } from './car.ts';

const party = z.enum(['buyer', 'seller']);
const q = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
/** A client's key for a retried write: the same key makes one message, offer or booking. */
const clientKey = z.string().trim().min(1).max(64, 'The client key is too long').optional();
const reason = z
  .string({ message: VISIT_MESSAGES.reasonRequired })
  .trim()
  .min(1, VISIT_MESSAGES.reasonRequired)
  .max(CONVERSATION_LIMITS.reasonMax, CONVERSATION_MESSAGES.detailsTooLong);

// ---- Offers and visits (they appear inside conversations) ----

export const offerSchema = z.object({
  id: z.string(),
  made_by: party,
  amount: z.number(),
  asking_price: z.number(),
  status: z.enum(OFFER_STATUSES),
  created_at: z.string(),
  responded_at: z.string().nullable(),
});
export type Offer = z.infer<typeof offerSchema>;

export const visitSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  car: z.object({ id: z.string(), title: z.string() }),
  /** The reader's side, and the other person's name. */
  role: party,
  other_party: z.object({ name: z.string() }),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(VISIT_STATUSES),
  requested_by: party,
  /** From the seller's visiting hours, or another time proposed. */
  from_windows: z.boolean(),
  location: z.string(),
  note: z.string(),
  reason: z.string().nullable(),
  /** This visit as an iCalendar file (GET, same bearer). */
  calendar_url: z.string(),
  created_at: z.string(),
});
export type Visit = z.infer<typeof visitSchema>;

// ---- Conversations ----

export const messageSchema = z.object({
  id: z.string(),
  seq: z.number(),
  sender: z.enum(['buyer', 'seller', 'system']),
  /** Sent by the reader. */
  mine: z.boolean(),
  /** text, inquiry, response, offer, visit, phone_shared or system. */
  kind: z.string(),
  body: z.string(),
  created_at: z.string(),
  /** For the reader only: the text asks for money or codes before a visit (CONVERSATION_MESSAGES.safetyWarning). */
  warning: z.boolean(),
  /** For the reader's own messages: sent, delivered (reached the other side) or read. */
  status: z.enum(['sent', 'delivered', 'read']).nullable(),
  offer: offerSchema.nullable(),
  visit: visitSchema.nullable(),
  /** For the reader's own messages: the client_key they were sent with (a sending copy is then replaced, not doubled). */
  client_key: z.string().nullable().optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationCarSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Today's price, or null once the listing is gone. */
  price: z.number().nullable(),
  thumbnail: z.string().nullable(),
  /** The listing's status, or null once it is gone. */
  status: z.string().nullable(),
});

export const conversationSummarySchema = z.object({
  id: z.string(),
  /** The reader's side. */
  role: party,
  status: z.enum(['open', 'closed']),
  closed_reason: z.string().nullable(),
  car: conversationCarSchema,
  other_party: z.object({ name: z.string() }),
  last_message: z
    .object({ id: z.string(), sender: z.enum(['me', 'them', 'system']), kind: z.string(), body: z.string(), created_at: z.string() })
    .nullable(),
  unread_count: z.number(),
  archived: z.boolean(),
  last_activity_at: z.string(),
  created_at: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummarySchema>;

export const conversationDetailSchema = conversationSummarySchema.extend({
  /** Oldest first: the newest CONVERSATION_LIMITS.threadPage messages. */
  messages: z.array(messageSchema),
  has_older: z.boolean(),
  /** The seller's own number, for the buyer once the seller shared it; null otherwise. */
  seller_phone: z.string().nullable(),
  phone_shared: z.boolean(),
  /** What the buyer gave in the contact form, for the seller (as in the inquiry inbox); null for the buyer. */
  buyer_contact: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string() }).nullable(),
  open_offer: offerSchema.nullable(),
  accepted_offer: offerSchema.nullable(),
  /** Planned and past visits, soonest first. */
  visits: z.array(visitSchema),
  can_message: z.boolean(),
  can_book: z.boolean(),
  blocked_by_me: z.boolean(),
  reported_by_me: z.boolean(),
  /** When the other side last read and was delivered to (read marks). */
  other_read_at: z.string().nullable(),
  other_delivered_at: z.string().nullable(),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const conversationsQuery = z.object({
  page: q(pageNumber().max(100_000, 'Page is too large')).transform((v) => v ?? 1),
  limit: q(limitNumber(50)).transform((v) => v ?? CONVERSATION_LIMITS.inboxPage),
  archived: q(z.enum(['true', 'false'], { message: 'archived must be true or false' })).transform((v) => v === 'true'),
});
export type ConversationsQuery = z.infer<typeof conversationsQuery>;

export const conversationsResponse = ok(
  z.object({ conversations: z.array(conversationSummarySchema), unread_total: z.number(), pagination: paginationSchema }),
);
export const unreadCountResponse = ok(z.object({ unread_total: z.number() }));
export const conversationResponse = ok(conversationDetailSchema);

export const olderMessagesQuery = z.object({
  before: q(z.coerce.number({ message: 'before must be a message number' }).int('before must be a message number').min(1, 'before must be a message number')),
  limit: q(limitNumber(100)).transform((v) => v ?? CONVERSATION_LIMITS.threadPage),
});
export const messagesResponse = ok(z.object({ messages: z.array(messageSchema), has_older: z.boolean() }));

export const sendMessageBody = z.object({
  body: z
    .string({ message: CONVERSATION_MESSAGES.bodyRequired })
    .trim()
    .min(1, CONVERSATION_MESSAGES.bodyRequired)
    .max(CONVERSATION_LIMITS.messageMax, CONVERSATION_MESSAGES.bodyTooLong),
  client_key: clientKey,
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;
export const messageResponse = ok(messageSchema);

export const archiveBody = z.object({ archived: z.boolean({ message: 'archived must be true or false' }) });

export const reportBody = z.object({
  reason: z.enum(REPORT_REASONS, { message: CONVERSATION_MESSAGES.reasonRequired }),
  details: z.string().trim().max(1000, 'Please keep it under 1,000 characters').optional().default(''),
});
export type ReportBody = z.infer<typeof reportBody>;

export { okMessage as conversationActionResponse };

// ---- Offers ----

export const offerBody = z.object({
  amount: z.number({ message: OFFER_MESSAGES.amountRequired }).int(OFFER_MESSAGES.wholeRupees).positive(OFFER_MESSAGES.amountRequired),
  client_key: clientKey,
});
export type OfferBody = z.infer<typeof offerBody>;
export const offerResponse = ok(z.object({ offer: offerSchema, message: messageSchema }));

// ---- Visits ----

export const slotsResponse = ok(
  z.object({
    slots: z.array(z.object({ starts_at: z.string(), ends_at: z.string() })),
    location: z.string(),
    time_zone: z.string(),
    /** False when the seller has set no visiting hours: the buyer proposes a time. */
    has_windows: z.boolean(),
  }),
);

const startsAt = z
  .string({ message: VISIT_MESSAGES.startRequired })
  .trim()
  .min(1, VISIT_MESSAGES.startRequired)
  // An empty value has its own message above: this one is for text that is not a time.
  .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v))), VISIT_MESSAGES.badTime);

export const visitBody = z.object({
  starts_at: startsAt,
  note: z.string().trim().max(CONVERSATION_LIMITS.reasonMax, CONVERSATION_MESSAGES.detailsTooLong).optional().default(''),
  client_key: clientKey,
});
export type VisitBody = z.infer<typeof visitBody>;
export const visitReasonBody = z.object({ reason });
export const rescheduleBody = z.object({ starts_at: startsAt, reason });
export type RescheduleBody = z.infer<typeof rescheduleBody>;
export const visitResponse = ok(visitSchema);
export const visitsQuery = z.object({ scope: q(z.enum(['upcoming', 'all'], { message: 'scope must be upcoming or all' })).transform((v) => v ?? 'upcoming') });
export const visitsResponse = ok(z.object({ visits: z.array(visitSchema) }));

const hhmm = z.string().regex(/^([01]\d|2[0-3]):(00|30)$/, VISIT_MESSAGES.windowsInvalid);
export const availabilityWindow = z
  .object({ weekday: z.number().int().min(0, VISIT_MESSAGES.windowsInvalid).max(6, VISIT_MESSAGES.windowsInvalid), start: hhmm, end: hhmm.or(z.literal('24:00')) })
  .refine((w) => w.start < w.end, VISIT_MESSAGES.windowsInvalid);
export const availabilityBody = z.object({
  /** One car, or null/absent for every car of the seller without hours of its own. */
  listing_id: z.string().uuid('listing_id must be one of your listings').nullish(),
  location: z.string().trim().max(200, VISIT_MESSAGES.locationTooLong).default(''),
  windows: z.array(availabilityWindow).max(21, VISIT_MESSAGES.tooManyWindows),
});
export type AvailabilityBody = z.infer<typeof availabilityBody>;
export const availabilitySchema = z.object({
  listing_id: z.string().nullable(),
  location: z.string(),
  windows: z.array(z.object({ weekday: z.number(), start: z.string(), end: z.string() })),
});
export const availabilityResponse = ok(z.object({ availability: z.array(availabilitySchema) }));

// ---- Reports (admins see reported conversations only) ----

export const reportSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  reporter_role: party,
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  status: z.enum(['open', 'resolved']),
  resolution: z.string().nullable(),
  resolved_about: party.nullable(),
  note: z.string(),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  car: z.object({ id: z.string(), title: z.string() }),
  buyer: z.object({ id: z.string().nullable(), name: z.string(), suspended: z.boolean() }),
  seller: z.object({ id: z.string(), name: z.string(), suspended: z.boolean() }),
});
export const reportsQuery = z.object({
  status: q(z.enum(['open', 'resolved', 'all'], { message: 'status must be open, resolved or all' })).transform((v) => v ?? 'open'),
  page: q(pageNumber().max(100_000, 'Page is too large')).transform((v) => v ?? 1),
  limit: q(limitNumber(100)).transform((v) => v ?? 20),
});
export const reportsResponse = ok(z.object({ reports: z.array(reportSchema), pagination: paginationSchema }));
export const reportDetailResponse = ok(
  reportSchema.extend({
    messages: z.array(messageSchema.omit({ mine: true, status: true }).extend({ warning: z.boolean() })),
    other_reports: z.number(),
  }),
);
export const resolveReportBody = z
  .object({
    action: z.enum(REPORT_ACTIONS, { message: `action must be one of: ${REPORT_ACTIONS.join(', ')}` }),
    about: party.optional(),
    note: z.string().trim().max(CONVERSATION_LIMITS.reasonMax, CONVERSATION_MESSAGES.detailsTooLong).optional().default(''),
  })
  .refine((b) => b.action === 'dismiss' || b.about !== undefined, { message: REPORT_MESSAGES.aboutRequired, path: ['about'] });
export type ResolveReportBody = z.infer<typeof resolveReportBody>;
