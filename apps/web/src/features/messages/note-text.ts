// The texts the API writes into a thread itself (an offer's or a visit's step, a system note:
// conversation-rules.ts's OFFER_MESSAGES.note, VISIT_MESSAGES.note, CONVERSATION_MESSAGES) in the
// page's language. The API stores them in English, word for word the domain's; a Hindi page reads
// them back into Hindi here, by their pattern (the amount and the visit's time are read out of
// them), so that no per-language copy is stored. People's own messages are never touched.
import type { Message } from '@gaadi/domain/schemas/conversations';
import { currentLocale, t } from '@/lib/i18n/i18n';
import { readWhen, visitWhen } from '@/lib/conversation-text';

const WRITTEN_BY_THE_API = new Set(['offer', 'visit', 'phone_shared', 'system']);
/** The domain's visitTimeText: "Sat, 29 Nov, 10:30 am" (India time, no year). */
const WHEN = String.raw`[A-Z][a-z]{2}, \d{1,2} [A-Z][a-z]{2}, \d{1,2}:\d{2} [ap]m`;

type Rule = [RegExp, (value: string) => string];
const OFFER: Rule[] = [
  [/^Offered (₹[\d,]+)$/, (amount) => t('Offered {amount}', { amount })],
  [/^Countered with (₹[\d,]+)$/, (amount) => t('Countered with {amount}', { amount })],
  [/^Accepted the offer of (₹[\d,]+)$/, (amount) => t('Accepted the offer of {amount}', { amount })],
  [/^Declined the offer of (₹[\d,]+)$/, (amount) => t('Declined the offer of {amount}', { amount })],
  [/^Withdrew the offer of (₹[\d,]+)$/, (amount) => t('Withdrew the offer of {amount}', { amount })],
];
const VISIT: Rule[] = [
  [new RegExp(`^Asked to see the car on (${WHEN})(?:: ([\\s\\S]*))?$`), (when) => t('Asked to see the car on {when}', { when })],
  [new RegExp(`^Proposed (${WHEN}) to see the car(?:: ([\\s\\S]*))?$`), (when) => t('Proposed {when} to see the car', { when })],
  [new RegExp(`^Confirmed the visit on (${WHEN})(?:: ([\\s\\S]*))?$`), (when) => t('Confirmed the visit on {when}', { when })],
  [new RegExp(`^Declined the visit on (${WHEN})(?:: ([\\s\\S]*))?$`), (when) => t('Declined the visit on {when}', { when })],
  [new RegExp(`^Cancelled the visit on (${WHEN})(?:: ([\\s\\S]*))?$`), (when) => t('Cancelled the visit on {when}', { when })],
  [new RegExp(`^Asked to move the visit to (${WHEN})(?:: ([\\s\\S]*))?$`), (when) => t('Asked to move the visit to {when}', { when })],
];

/** A message's text as the reader sees it: English as stored; in Hindi, the API's own notes translated. */
export function noteText(m: Pick<Message, 'kind' | 'body' | 'created_at'>): string {
  if (currentLocale() !== 'hi' || !WRITTEN_BY_THE_API.has(m.kind)) return m.body;
  for (const [pattern, say] of OFFER) {
    const found = pattern.exec(m.body);
    if (found) return say(found[1]!);
  }
  for (const [pattern, say] of VISIT) {
    const found = pattern.exec(m.body);
    if (!found) continue;
    const at = readWhen(found[1]!, m.created_at);
    const text = say(at ? visitWhen(at) : found[1]!);
    // The reason is the person's own words.
    return found[2] ? `${text}: ${found[2]}` : text;
  }
  const shared = /^(.*) shared their phone number$/.exec(m.body);
  if (m.kind === 'phone_shared' && shared) return shared[1] === 'The seller' ? t('The seller shared their phone number') : t('{name} shared their phone number', { name: shared[1]! });
  return t(m.body);
}
