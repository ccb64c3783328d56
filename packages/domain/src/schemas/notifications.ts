// Notifications (contract 2.7, 6.10–6.12).
import { z } from 'zod';
import { blankToUndefined, ok, okMessage } from './envelope.ts';
import { carSummarySchema } from './car.ts';
import { dateQuery, limitQuery, pageQuery } from './inquiries.ts';
import { NOTIFICATION_PRIORITIES, NOTIFICATION_TYPES } from '../constants.ts';

// The messages live in notification-messages.ts (the web app shows them too); named here for existing importers.
export { NOTIFICATION_MESSAGES } from '../notification-messages.ts';

/** The listing a notification is about, when there is one. */
export const notificationCarInfoSchema = carSummarySchema.extend({ status: z.string() });

/** The inquiry a notification is about, when there is one. */
export const notificationInquiryInfoSchema = z.object({
  id: z.string(),
  buyer_name: z.string(),
  status: z.string(),
  message: z.string(),
});

export const notificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  title: z.string(),
  message: z.string(),
  priority: z.string(),
  is_read: z.boolean(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  car_info: notificationCarInfoSchema.nullable(),
  inquiry_info: notificationInquiryInfoSchema.nullable(),
  /**
   * Added by issue 21: the conversation it is about (/messages/{id}): an inquiry's, the seller's
   * answer's, a visit's or a report's; null otherwise.
   */
  conversation_id: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

const q = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** GET /inquiries/notifications/ query (6.10). */
export const notificationsQuery = z.object({
  limit: limitQuery(20),
  page: pageQuery,
  unread: q(z.enum(['true', 'false'], { message: 'unread must be "true" or "false"' })).transform((v) =>
    v === undefined ? undefined : v === 'true',
  ),
  type: q(z.enum(NOTIFICATION_TYPES, { message: `Type must be one of: ${NOTIFICATION_TYPES.join(', ')}` })),
  priority: q(z.enum(NOTIFICATION_PRIORITIES, { message: `Priority must be one of: ${NOTIFICATION_PRIORITIES.join(', ')}` })),
  dateFrom: dateQuery('dateFrom', 'from'),
  dateTo: dateQuery('dateTo', 'to'),
});
export type NotificationsQuery = z.infer<typeof notificationsQuery>;

/** `unreadCount` counts every unread notification of the user, whatever the filters and page. */
export const notificationsResponse = ok(
  z.object({ notifications: z.array(notificationSchema), unreadCount: z.number().int() }),
);
export const markReadResponse = okMessage;
export const markAllReadResponse = ok(z.object({ markedCount: z.number().int() })).extend({ message: z.string() });
