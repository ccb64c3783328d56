import { translator, type Language } from '../../platform/i18n/translate.ts';
import { greet, renderMail, type RenderedMail } from './layout.ts';

export interface UnreadMailInput {
  name: string;
  /** Who wrote: the buyer's name, or the seller's. */
  fromName: string;
  carTitle: string;
  /** The unread messages' texts, oldest first (at most a few). */
  messages: string[];
  more: number;
  threadUrl: string;
  /** A buyer who wrote signed out reads the thread after signing in with this address. */
  signInHint: boolean;
  /** The reader's saved language (English when absent, as for a buyer who wrote signed out). */
  lang?: Language;
}

/** Messages left unread for 10 minutes, at most one e-mail per conversation an hour (issue 21). */
export function unreadMessagesMail(input: UnreadMailInput): RenderedMail {
  const t = translator(input.lang);
  const count = input.messages.length + input.more;
  const car = input.carTitle;
  return renderMail(t('{from} wrote about the {car}', { from: input.fromName, car }), {
    greeting: greet(input.name, t),
    paragraphs: [
      count === 1 ? t('You have an unread message about the {car}:', { car }) : t('You have {count} unread messages about the {car}:', { count, car }),
      ...input.messages.map((m) => `“${m.length > 300 ? `${m.slice(0, 299)}…` : m}”`),
      ...(input.more ? [t('…and {count} more.', { count: input.more })] : []),
      ...(input.signInHint ? [t('Sign in with this e-mail address to read the conversation and reply.')] : []),
      t('Never pay before you have seen the car and its papers.'),
    ],
    action: { label: t('Read and reply'), url: input.threadUrl },
  });
}
