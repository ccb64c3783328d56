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
}

/** Messages left unread for 10 minutes, at most one e-mail per conversation an hour (issue 21). */
export function unreadMessagesMail(input: UnreadMailInput): RenderedMail {
  const count = input.messages.length + input.more;
  return renderMail(`${input.fromName} wrote about the ${input.carTitle}`, {
    greeting: greet(input.name),
    paragraphs: [
      `You have ${count === 1 ? 'an unread message' : `${count} unread messages`} about the ${input.carTitle}:`,
      ...input.messages.map((m) => `“${m.length > 300 ? `${m.slice(0, 299)}…` : m}”`),
      ...(input.more ? [`…and ${input.more} more.`] : []),
      ...(input.signInHint ? ['Sign in with this e-mail address to read the conversation and reply.'] : []),
      'Never pay before you have seen the car and its papers.',
    ],
    action: { label: 'Read and reply', url: input.threadUrl },
  });
}
