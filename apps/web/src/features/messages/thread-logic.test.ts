import { describe, expect, it } from 'vitest';
import type { Message, Offer, Visit } from '@gaadi/domain/schemas/conversations';
import { announcement, indiaTimeToIso, offerMoves, slotDays, tickOf, visitMoves, withMessage, withSummary } from './thread-logic';
import { readAmount } from './offer-dialog';

const msg = (over: Partial<Message>): Message => ({
  id: 'm1', seq: 1, sender: 'buyer', mine: true, kind: 'text', body: 'Hi', created_at: '2026-11-25T10:00:00.000Z',
  warning: false, status: 'sent', offer: null, visit: null, ...over,
});
const offer = (over: Partial<Offer>): Offer => ({ id: 'o1', made_by: 'buyer', amount: 600000, asking_price: 700000, status: 'open', created_at: '', responded_at: null, ...over });
const visit = (over: Partial<Visit>): Visit => ({
  id: 'v1', conversation_id: 'c1', car: { id: 'car', title: 'Car' }, role: 'buyer', other_party: { name: 'S' },
  starts_at: '2030-01-01T04:30:00.000Z', ends_at: '2030-01-01T05:00:00.000Z', status: 'requested', requested_by: 'buyer',
  from_windows: true, location: '', note: '', reason: null, calendar_url: '', created_at: '', ...over,
});

describe('a thread', () => {
  it('adds a message once, in order of seq', () => {
    const a = msg({ id: 'a', seq: 2 });
    const b = msg({ id: 'b', seq: 1 });
    expect(withMessage(withMessage([a], b), a).map((m) => m.id)).toEqual(['b', 'a']);
  });

  it('moves a conversation to the top of the inbox', () => {
    const c = (id: string, at: string) => ({ id, last_activity_at: at }) as never;
    expect(withSummary([c('x', '2026-01-02'), c('y', '2026-01-01')], c('y', '2026-01-03')).map((s: { id: string }) => s.id)).toEqual(['y', 'x']);
  });

  it('turns the ticks from the other side’s marks', () => {
    const m = msg({});
    expect(tickOf(m, { other_read_at: null, other_delivered_at: null })).toBe('sent');
    expect(tickOf(m, { other_read_at: null, other_delivered_at: '2026-11-25T10:00:01.000Z' })).toBe('delivered');
    expect(tickOf(m, { other_read_at: '2026-11-25T10:00:05.000Z', other_delivered_at: null })).toBe('read');
    expect(tickOf(msg({ mine: false }), { other_read_at: '2030-01-01', other_delivered_at: null })).toBeNull();
  });

  it('offers: the buyer opens, the other side answers or counters, the maker withdraws', () => {
    expect(offerMoves('buyer', null, true)).toEqual(['make']);
    expect(offerMoves('seller', null, true)).toEqual([]);
    expect(offerMoves('seller', offer({}), true)).toEqual(['accept', 'counter', 'decline']);
    expect(offerMoves('buyer', offer({}), true)).toEqual(['withdraw']);
    expect(offerMoves('seller', offer({}), false)).toEqual([]);
  });

  it('visits: the other side confirms a requested time; either moves or cancels; nothing once past', () => {
    const now = Date.parse('2029-12-31T00:00:00Z');
    expect(visitMoves(visit({ role: 'seller' }), now)).toEqual(['confirm', 'decline', 'reschedule', 'cancel']);
    expect(visitMoves(visit({}), now)).toEqual(['reschedule', 'cancel']);
    expect(visitMoves(visit({ status: 'cancelled' }), now)).toEqual([]);
    expect(visitMoves(visit({}), Date.parse('2030-02-01T00:00:00Z'))).toEqual([]);
  });

  it('groups free slots by day in India time', () => {
    const days = slotDays([{ starts_at: '2030-01-01T18:30:00.000Z' }, { starts_at: '2030-01-01T04:30:00.000Z' }]);
    expect(days.map((d) => d.slots.length)).toEqual([1, 1]);
    expect(days[0]!.slots[0]!.label).toMatch(/10:00\s?am/i);
    expect(days[1]!.slots[0]!.label).toMatch(/12:00\s?am/i);
  });

  it('reads a proposed time as India time', () => {
    expect(indiaTimeToIso('2030-01-01T10:30')).toBe('2030-01-01T05:00:00.000Z');
    expect(indiaTimeToIso('')).toBe('');
  });

  it('announces new messages to screen readers', () => {
    expect(announcement(msg({ sender: 'seller', body: 'Yes' }), 'Ravi')).toBe('New message from Ravi: Yes');
    expect(announcement(msg({ sender: 'system', body: 'Closed' }), 'Ravi')).toBe('Conversation update: Closed');
  });
});

describe('an offer typed', () => {
  it('is whole rupees between half the asking price and the asking price', () => {
    expect(readAmount('6,50,000', 700000)).toEqual({ amount: 650000 });
    expect(readAmount('', 700000)).toEqual({ error: 'Enter an amount in rupees' });
    expect(readAmount('6.5 lakh', 700000)).toEqual({ error: 'Enter the amount in whole rupees' });
    expect('error' in readAmount('200000', 700000)).toBe(true);
    expect('error' in readAmount('800000', 700000)).toBe(true);
  });
});
