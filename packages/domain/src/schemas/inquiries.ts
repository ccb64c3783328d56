// Inquiries (contract 2.6, 4.7, 6.6–6.9) and the quick-reply templates.
import { z } from 'zod';
import { CAR_NOT_FOUND_MESSAGE } from '../messages.ts';
import { blankToUndefined, limitNumber, ok, okMessage, pageNumber } from './envelope.ts';
import { carSummarySchema, contactSellerBody, paginationSchema } from './car.ts';
import { CONTACT_TIMES, INQUIRY_STATUSES, MAX_PAGE_SIZE } from '../constants.ts';

/** Texts of the contract, kept beside the rules that raise them. */
export const INQUIRY_MESSAGES = {
  sent: 'Message sent successfully',
  estimatedResponse: 'Within 2 hours',
  listingNotFound: CAR_NOT_FOUND_MESSAGE,
  carNotAvailable: 'Car not found or not available',
  notFound: 'Inquiry not found',
  responded: 'Response sent successfully',
  responseRequired: 'Response message is required',
  alreadyAnswered: 'This inquiry has already been answered',
} as const;

export const inquiryCarSchema = carSummarySchema.extend({ thumbnail: z.string().nullable() });

/** Flat inquiry of contract 2.6: buyer fields at the top, the listing as `car`. */
export const inquirySchema = z.object({
  id: z.string(),
  status: z.string(),
  buyer_name: z.string(),
  buyer_phone: z.string().nullable(),
  buyer_email: z.string(),
  message: z.string(),
  preferred_contact_time: z.string(),
  created_at: z.string(),
  seller_response: z.string(),
  car: inquiryCarSchema,
  /** Added by issue 21: the conversation this inquiry is a message of (/messages/{id}); null if none. */
  conversation_id: z.string().nullable(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

export const inquiryResponseSchema = z.object({
  id: z.string(),
  message: z.string(),
  available_for_call: z.boolean(),
  created_at: z.string(),
});

/** GET /inquiries/{id}/ (6.7): the inquiry plus its responses. */
export const inquiryDetailSchema = inquirySchema.extend({
  responded_at: z.string().nullable(),
  available_for_call: z.boolean().nullable(),
  responses: z.array(inquiryResponseSchema),
});
export type InquiryDetail = z.infer<typeof inquiryDetailSchema>;

const q = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const LAST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
/**
 * A date filter: ISO date or date-time. A date-only upper bound covers that whole day
 * (dateTo=2025-08-30 includes 30 August), so it becomes the next midnight, exclusive.
 */
export const dateQuery = (label: string, bound: 'from' | 'to') =>
  q(
    z
      .string()
      .trim()
      .max(40)
      // Years PostgreSQL and people both understand; anything else is not a date filter.
      .refine((v) => {
        const year = new Date(v).getUTCFullYear();
        return !Number.isNaN(year) && year >= 1970 && year <= 9999;
      }, `${label} must be a valid date`)
      .transform((v) => {
        const d = new Date(v);
        if (bound === 'to' && DATE_ONLY.test(v)) d.setUTCDate(d.getUTCDate() + 1);
        return d.getTime() > LAST_INSTANT ? new Date(LAST_INSTANT) : d; // 9999-12-31 must not become year 10000
      }),
  );

export const pageQuery = q(pageNumber().max(1_000_000, 'Page is too large')).transform((v) => v ?? 1); // keeps the offset a valid bigint

/** `limit` is honoured up to MAX_PAGE_SIZE; larger values are clamped, not refused. */
export const limitQuery = (fallback: number) => q(limitNumber(MAX_PAGE_SIZE)).transform((v) => v ?? fallback);

/** GET /inquiries/ query (6.6). `isSerious` is accepted and has no effect: nothing scores seriousness. */
export const inquiriesQuery = z.object({
  limit: limitQuery(20),
  page: pageQuery,
  carId: q(z.string().trim().max(100)),
  status: q(z.enum(INQUIRY_STATUSES, { message: `Status must be one of: ${INQUIRY_STATUSES.join(', ')}` })),
  dateFrom: dateQuery('dateFrom', 'from'),
  dateTo: dateQuery('dateTo', 'to'),
  buyerPhone: q(z.string().trim().max(30)),
  isSerious: q(z.string().max(10)),
});
export type InquiriesQuery = z.infer<typeof inquiriesQuery>;

export const inquiryStatsSchema = z.object({
  total: z.number().int(),
  new: z.number().int(),
  responded: z.number().int(),
  closed: z.number().int(),
});

export const inquiriesResponse = ok(
  z.object({ inquiries: z.array(inquirySchema), stats: inquiryStatsSchema, pagination: paginationSchema }),
);
export const inquiryDetailResponse = ok(inquiryDetailSchema);

/** POST /inquiries/create/ (6.8): the contact form plus the listing id. */
export const createInquiryBody = contactSellerBody.extend({
  car_id: z.string({ message: INQUIRY_MESSAGES.carNotAvailable }).trim().min(1, INQUIRY_MESSAGES.carNotAvailable).max(100),
});
export type CreateInquiryBody = z.infer<typeof createInquiryBody>;
export const createInquiryResponse = ok(z.object({ inquiryId: z.string(), estimatedResponse: z.string() }));

/** POST /inquiries/{id}/respond/ (6.9). */
export const respondBody = z.object({
  message: z
    .string({ message: INQUIRY_MESSAGES.responseRequired })
    .trim()
    .min(1, INQUIRY_MESSAGES.responseRequired)
    .max(2000, 'Response is too long'),
  available_for_call: z.boolean({ message: 'available_for_call must be true or false' }).optional(),
  preferred_contact_time: z.preprocess(
    blankToUndefined,
    z.enum(CONTACT_TIMES, { message: `Preferred contact time must be one of: ${CONTACT_TIMES.join(', ')}` }).optional(),
  ),
});
export type RespondBody = z.infer<typeof respondBody>;
export const respondResponse = okMessage;


export const replyTemplateSchema = z.object({ id: z.string(), title: z.string(), message: z.string() });
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;
/** GET /inquiries/templates/ (our addition): quick replies for buyers and sellers. */
export const replyTemplatesResponse = ok(
  z.object({ inquiry_templates: z.array(replyTemplateSchema), response_templates: z.array(replyTemplateSchema) }),
);
