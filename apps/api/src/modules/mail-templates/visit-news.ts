import { CONVERSATION_MESSAGES } from '@gaadi/domain/conversation-rules';
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
}

/** To each of the two people when a visit is asked for, answered, cancelled or moved, and before it. */
export function visitNewsMail(input: VisitNewsMailInput): RenderedMail {
  return renderMail(`${input.title}: ${input.car}, ${input.when}`, {
    greeting: greet(input.name),
    paragraphs: [
      input.line,
      ...(input.location ? [`Place: ${input.location}`] : []),
      ...(input.note ? [`Note: ${input.note}`] : []),
      ...(input.withCalendar ? ['The visit is attached as a calendar file: open it to add it to your calendar.'] : []),
      CONVERSATION_MESSAGES.safetyTip,
    ],
    action: { label: 'Open the conversation', url: input.conversationUrl },
  });
}
