// The Hindi of a visit's titles, reminders and the words put into its lines (issue 25): one
// translation for the visit e-mails (the API's platform/i18n/hindi.ts) and the in-app notifications
// (the web's lib/i18n/hi-notifications.ts), which say the same. Keyed by the English the API sends
// (notification-texts.ts). Spellings: docs/hindi-glossary.md.
import { VISIT_NEWS_TITLES as TITLE, VISIT_NEWS_WORDS as WORD, VISIT_REMINDER_LINES as REMINDER } from './notification-texts.ts';

export const VISIT_TEXTS_HINDI: Record<string, string> = {
  [TITLE.requested]: 'विज़िट का अनुरोध',
  [TITLE.proposed]: 'विज़िट का समय सुझाया गया',
  [TITLE.confirmed]: 'विज़िट पक्की',
  [TITLE.declined]: 'विज़िट मना की गई',
  [TITLE.cancelled]: 'विज़िट रद्द',
  [TITLE.rescheduled]: 'विज़िट का नया समय सुझाया गया',
  [TITLE.reminder]: 'विज़िट की याद',
  [REMINDER.withPlace]: 'याद दिला दें: {car} देखने की आपकी विज़िट {when} को {place} पर है।',
  [REMINDER.withoutPlace]: 'याद दिला दें: {car} देखने की आपकी विज़िट {when} को है।',
  [WORD.you]: 'आप',
  [WORD.buyer]: 'ख़रीदार',
  [WORD.seller]: 'सेलर',
  [WORD.car]: 'कार',
};
