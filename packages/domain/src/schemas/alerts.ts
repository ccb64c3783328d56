// Alerts (issue 14, decision 012): the one-click unsubscribe link of alert e-mails, and the live
// notification stream's events.
import { z } from 'zod';
import { okMessage } from './envelope.ts';
import { notificationSchema } from './notifications.ts';

export const ALERT_MESSAGES = {
  savedSearchOff: (name: string | null) => (name ? `Alerts for "${name}" are off.` : 'Alerts for this saved search are off.'),
  priceDropOff: 'Price-drop e-mails are off.',
  badLink: 'This unsubscribe link is not valid.',
  tooManyStreams: 'Too many live connections. Please close another tab and try again.',
} as const;

/** GET /alerts/unsubscribe/?token=… (a link in alert e-mails; no sign-in). */
export const unsubscribeQuery = z.object({
  token: z.string({ message: ALERT_MESSAGES.badLink }).min(1, ALERT_MESSAGES.badLink).max(4096, ALERT_MESSAGES.badLink),
});
export const unsubscribeResponse = okMessage;

/** `event: ready` of GET /inquiries/notifications/stream/. */
export const streamReadySchema = z.object({ unread_count: z.number().int() });
export type StreamReady = z.infer<typeof streamReadySchema>;
/** `event: notification`: the notification exactly as an item of GET /inquiries/notifications/. */
export const streamNotificationSchema = notificationSchema;
