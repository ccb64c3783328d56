import { CONVERSATION_MESSAGES } from '@gaadi/domain/conversation-rules';
import { translator, type Language } from '../../platform/i18n/translate.ts';
import { greet, renderMail, type RenderedMail } from './layout.ts';

export interface VisitNewsMailInput {
  name: string;
  /** "Visit confirmed" (visit-texts.ts), and the reader's line about it. */
  title: string;
  line: string;
  car: string;
  when: string;
  location: string;
  note: string;
  /** The visit is planned: its calendar file goes along. */
  withCalendar: boolean;
  conversationUrl: string;
  /** The reader's saved language (English when absent); title, line and when come in it already. */
  lang?: Language;
}

/** To each of the two people when a visit is asked for, answered, cancelled or moved, and before it. */
export function visitNewsMail(input: VisitNewsMailInput): RenderedMail {
  const t = translator(input.lang);
  return renderMail(`${input.title}: ${input.car}, ${input.when}`, {
    greeting: greet(input.name, t),
    paragraphs: [
      input.line,
      ...(input.location ? [t('Place: {place}', { place: input.location })] : []),
      ...(input.note ? [t('Note: {note}', { note: input.note })] : []),
      ...(input.withCalendar ? [t('The visit is attached as a calendar file: open it to add it to your calendar.')] : []),
      t(CONVERSATION_MESSAGES.safetyTip),
    ],
    action: { label: t('Open the conversation'), url: input.conversationUrl },
  });
}
