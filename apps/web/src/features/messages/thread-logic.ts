// What a thread shows and allows, from the conversation the API returned (issue 21): pure, tested
// beside (thread-logic.test.ts).
import { VISIT_TIME_ZONE } from '@gaadi/domain/conversation-rules';
import { currentLocale, msg, t } from '@/lib/i18n/i18n';
export { messageTime, VISIT_STATUS_LABELS } from '@/lib/conversation-text';
import { noteText } from './note-text';
import type { ConversationDetail, ConversationSummary, Message, Offer, Visit } from '@gaadi/domain/schemas/conversations';

/** A message added to a thread once (a live event and the send's answer may both bring it), in order. */
export function withMessage(messages: Message[], m: Message): Message[] {
  if (messages.some((x) => x.id === m.id)) return messages.map((x) => (x.id === m.id ? m : x));
  return [...messages, m].sort((a, b) => a.seq - b.seq);
}

/** The inbox line of a conversation replaced or added, newest activity first. */
export function withSummary(list: ConversationSummary[], c: ConversationSummary): ConversationSummary[] {
  return [c, ...list.filter((x) => x.id !== c.id)].sort((a, b) => b.last_activity_at.localeCompare(a.last_activity_at));
}

/** Ticks of the reader's own message from the other side's marks (live receipts update them). */
export function tickOf(m: Message, thread: Pick<ConversationDetail, 'other_read_at' | 'other_delivered_at'>): 'sent' | 'delivered' | 'read' | null {
  if (!m.mine || m.sender === 'system') return null;
  if (thread.other_read_at && thread.other_read_at >= m.created_at) return 'read';
  if (m.status === 'read') return 'read';
  if (thread.other_delivered_at && thread.other_delivered_at >= m.created_at) return 'delivered';
  return m.status ?? 'sent';
}

export const TICK_LABELS = { sent: msg('Sent'), delivered: msg('Delivered'), read: msg('Read') } as const;

export type OfferMove = 'make' | 'counter' | 'accept' | 'decline' | 'withdraw';

/** What the reader may do with offers now: the buyer opens; the other side of an open offer answers or counters; its maker withdraws. */
export function offerMoves(role: 'buyer' | 'seller', open: Offer | null, canAct: boolean): OfferMove[] {
  if (!canAct) return open && open.made_by === role ? ['withdraw'] : [];
  if (!open) return role === 'buyer' ? ['make'] : [];
  return open.made_by === role ? ['withdraw'] : ['accept', 'counter', 'decline'];
}

export type VisitMove = 'confirm' | 'decline' | 'reschedule' | 'cancel';

const PLANNED = new Set(['requested', 'confirmed']);

/** A requested time is confirmed or declined by the side that did not ask; either side moves or cancels a planned visit. */
export function visitMoves(v: Visit, now = Date.now()): VisitMove[] {
  if (!PLANNED.has(v.status) || Date.parse(v.starts_at) <= now) return [];
  const moves: VisitMove[] = [];
  if (v.status === 'requested' && v.requested_by !== v.role) moves.push('confirm', 'decline');
  moves.push('reschedule', 'cancel');
  return moves;
}

export const isPlanned = (v: Visit, now = Date.now()) => PLANNED.has(v.status) && Date.parse(v.ends_at) > now;


export const OFFER_STATUS_LABELS: Record<Offer['status'], string> = {
  open: msg('Waiting for an answer'),
  accepted: msg('Accepted'),
  declined: msg('Declined'),
  countered: msg('Countered'),
  withdrawn: msg('Withdrawn'),
  closed: msg('Closed'),
};

const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: VISIT_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
// Hindi: "शनि, 29 नव॰" and "सुबह 10:30" (the part of the day where English says am/pm).
const dayLabel = (hi: boolean) => new Intl.DateTimeFormat(hi ? 'hi-IN' : 'en-IN', { timeZone: VISIT_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short' });
const timeLabel = (hi: boolean) => new Intl.DateTimeFormat(hi ? 'hi-IN' : 'en-IN', { timeZone: VISIT_TIME_ZONE, hour: 'numeric', minute: '2-digit', ...(hi ? { dayPeriod: 'short' } : {}) });

export interface SlotDay {
  key: string;
  label: string;
  slots: Array<{ starts_at: string; label: string }>;
}

/** Free slots grouped by day in India time, in order. */
export function slotDays(slots: Array<{ starts_at: string }>): SlotDay[] {
  const days = new Map<string, SlotDay>();
  const hi = currentLocale() === 'hi';
  const [dayText, timeText] = [dayLabel(hi), timeLabel(hi)];
  for (const s of [...slots].sort((a, b) => a.starts_at.localeCompare(b.starts_at))) {
    const d = new Date(s.starts_at);
    const key = dayKey.format(d);
    const day = days.get(key) ?? { key, label: dayText.format(d), slots: [] };
    day.slots.push({ starts_at: s.starts_at, label: timeText.format(d) });
    days.set(key, day);
  }
  return [...days.values()];
}

/** A `datetime-local` value read as India time ("2026-11-29T10:30" → ISO with +05:30). */
export const indiaTimeToIso = (local: string) => (local ? new Date(`${local}:00+05:30`).toISOString() : '');


/** A key for a retried write: the API makes one message of the same key. */
export const newClientKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The screen reader's line for a new message. */
export function announcement(m: Message, otherName: string): string {
  if (m.sender === 'system') return t('Conversation update: {body}', { body: noteText(m) });
  return t('New message from {name}: {body}', { name: otherName || (m.sender === 'seller' ? t('the seller') : t('the buyer')), body: noteText(m) });
}
