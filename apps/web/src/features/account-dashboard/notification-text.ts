// A notification's title and text in the page's language (issue 25): the API writes and stores
// them in English (packages/domain/src/notification-texts.ts); a Hindi page reads them back by their
// pattern (lib/i18n/server-text.ts, hi-notifications.ts). Cars' titles, names, searches and reasons
// stay as written; the API's own words in a visit's line ("You", "The buyer", a car without a title)
// and the visit's time ("Sat, 29 Nov, 10:30 am") are said again in Hindi.
import { readWhen, visitWhen } from '@/lib/conversation-text';
import { msg, t } from '@/lib/i18n/i18n';
import { serverText } from '@/lib/i18n/server-text';

/** The domain's VISIT_NEWS_WORDS, which the API puts in place of a name or a car's title. */
const API_WORDS = new Set([msg('You'), msg('The buyer'), msg('The seller'), msg('car')]);

/** `createdAt`: when the notification was written, which gives the visit's time its year. */
export function notificationText(text: string, createdAt: string): string {
  return serverText(text, (name, value) => {
    if (name === 'when') {
      const at = readWhen(value, createdAt);
      return at ? visitWhen(at) : value;
    }
    return (name === 'who' || name === 'car') && API_WORDS.has(value) ? t(value) : value;
  });
}
