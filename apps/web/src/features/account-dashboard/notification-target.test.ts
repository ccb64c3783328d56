import { describe, expect, it } from 'vitest';
import type { Notification } from '@gaadi/domain/schemas/notifications';
import { notificationTarget } from './notification-target';

const CAR = 'c0ffee00-0000-4000-8000-000000000001';
const INQUIRY = 'beef0000-0000-4000-8000-000000000002';
const car = (status: string) => ({ id: CAR, title: '2021 Honda City', year: 2021, brand: 'Honda', model: 'City', car_model: 'City', price: 800000, status });
const inquiry = { id: INQUIRY, buyer_name: 'Meera', status: 'new', message: 'Is it available?' };
type About = Pick<Notification, 'type' | 'data' | 'car_info' | 'inquiry_info' | 'conversation_id'>;
const about = (type: string, over: Partial<About> = {}): About => ({ type, data: {}, car_info: null, inquiry_info: null, conversation_id: null, ...over });
const THREAD = 'feed0000-0000-4000-8000-000000000003';

describe('notificationTarget', () => {
  it.each([
    ['a new inquiry: the Inquiries tab at it', about('inquiry_received', { data: { car_id: CAR, inquiry_id: INQUIRY }, car_info: car('approved'), inquiry_info: inquiry }), `/dashboard?tab=inquiries#inquiry-${INQUIRY}`],
    ["the seller's reply: its conversation", about('inquiry_response', { data: { car_id: CAR, inquiry_id: INQUIRY }, car_info: car('approved'), inquiry_info: inquiry, conversation_id: THREAD }), `/messages/${THREAD}`],
    ["the seller's reply to an inquiry without a conversation: the listing", about('inquiry_response', { data: { car_id: CAR, inquiry_id: INQUIRY }, car_info: car('approved'), inquiry_info: inquiry }), `/listing/${CAR}`],
    ["the seller's reply about a sold car: still its conversation", about('inquiry_response', { data: { car_id: CAR, inquiry_id: INQUIRY }, car_info: car('sold'), inquiry_info: inquiry, conversation_id: THREAD }), `/messages/${THREAD}`],
    ['a new inquiry with a conversation: still the Inquiries tab (reply box and thread link)', about('inquiry_received', { data: { car_id: CAR, inquiry_id: INQUIRY }, car_info: car('approved'), inquiry_info: inquiry, conversation_id: THREAD }), `/dashboard?tab=inquiries#inquiry-${INQUIRY}`],
    ['a visit step, by the answer\'s conversation_id: its conversation', about('system', { data: { kind: 'visit' }, conversation_id: THREAD }), `/messages/${THREAD}`],
    ['a saved-search match: the listing', about('saved_search_match', { data: { car_id: CAR }, car_info: car('approved') }), `/listing/${CAR}`],
    ['a price drop: the listing', about('price_drop', { data: { car_id: CAR }, car_info: car('approved') }), `/listing/${CAR}`],
    ['an approval: the live listing', about('car_approved', { data: { listing_id: CAR }, car_info: car('approved') }), `/listing/${CAR}`],
    ['a rejection: the seller dashboard, where it is edited', about('car_rejected', { data: { listing_id: CAR }, car_info: car('rejected') }), '/seller/dashboard'],
    ['changes requested: the seller dashboard', about('system', { data: { listing_id: CAR }, car_info: car('pending') }), '/seller/dashboard'],
    ['a match since sold: nothing', about('saved_search_match', { data: { car_id: CAR }, car_info: car('sold') }), null],
    ['an inquiry whose listing is gone: nothing', about('inquiry_received', { data: { car_id: CAR, inquiry_id: INQUIRY } }), null],
    ['a digest of one car: that listing', about('saved_search_match', { data: { car_ids: [CAR] } }), `/listing/${CAR}`],
    ['a digest of several: the Saved Searches tab', about('saved_search_match', { data: { car_ids: [CAR, INQUIRY] } }), '/dashboard?tab=saved-searches'],
    ['a notice about nothing: nothing', about('system'), null],
    ['a visit booked: its conversation', about('system', { data: { kind: 'visit', conversation_id: INQUIRY, car_id: CAR }, car_info: car('approved') }), `/messages/${INQUIRY}`],
  ])('%s', (_what, n, target) => {
    expect(notificationTarget(n)).toBe(target);
  });
});
