// /hi/dashboard's notifications (issue 25): the titles and texts the API writes in English
// (packages/domain/src/notification-texts.ts, filled in as the API fills them) read in Hindi on the
// notifications tab and the overview's activity, cars' titles, names, searches and reasons kept as
// written and a visit's time said again in Hindi; the English page word for word.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REPORT_MESSAGES } from '@gaadi/domain/conversation-rules';
import { fillText, NOTIFICATION_TEXTS as TEXT, VISIT_NEWS_LINES, VISIT_NEWS_TITLES, VISIT_REMINDER_LINES } from '@gaadi/domain/notification-texts';
import { messages as common } from '@/lib/i18n/hi';
import { messages as dashboard } from '@/lib/i18n/hi-dashboard';
import { messages as notices } from '@/lib/i18n/hi-notifications';
import { answerApi, expectNoEnglish, inEnglish, inHindi, renderAt } from '@/lib/i18n/hindi-screens';
import { session } from '@/lib/session';
import DashboardPage from './dashboard-page';

const CAR = '2021 Honda City';
const WHEN = 'Sun, 29 Nov, 10:30 am';
/** Written two days before the visit (29 Nov 2026, 10:30 India time): the time's year comes from it. */
const WRITTEN = Date.parse('2026-11-27T09:00:00.000Z');

const texts: Array<[title: string, message: string]> = [
  [TEXT.approvedTitle, fillText(TEXT.approved, { title: '2021 Honda City VX' })],
  [TEXT.rejectedTitle, fillText(TEXT.rejected, { title: '2018 Maruti Swift', reason: 'Photos are blurry' })],
  [TEXT.changesTitle, fillText(TEXT.changesNoReason, { title: '2018 Maruti Swift' })],
  [TEXT.inquiryTitle, fillText(TEXT.inquiry, { buyer: 'Ravi', car: CAR })],
  [TEXT.priceDropTitle, fillText(TEXT.priceDrop, { car: '2019 Maruti Swift VXi', price: '₹5,40,000', oldPrice: '₹5,75,000' })],
  [fillText(TEXT.matchTitle, { search: 'Honda City' }), fillText(TEXT.match, { car: CAR, city: 'Pune', price: '₹8,00,000', search: 'Honda City' })],
  [fillText(TEXT.digestTitle, { count: 3 }), 'Honda City: 3'],
  [VISIT_NEWS_TITLES.confirmed, `${fillText(VISIT_NEWS_LINES.confirmed, { who: 'You', car: CAR, when: WHEN })}.`],
  [VISIT_NEWS_TITLES.reminder, fillText(VISIT_REMINDER_LINES.withPlace, { car: CAR, when: WHEN, place: 'Baner, Pune' })],
  [VISIT_NEWS_TITLES.cancelled, `${fillText(VISIT_NEWS_LINES.cancelled, { who: 'The seller', car: CAR, when: WHEN })}: Car sold`],
  [REPORT_MESSAGES.warningTitle, REPORT_MESSAGES.warningMessage],
];
const notifications = texts.map(([title, message], i) => ({
  id: `n${i}`,
  type: 'system',
  title,
  message,
  priority: 'normal',
  is_read: i > 2,
  created_at: new Date(WRITTEN - i * 60_000).toISOString(),
  read_at: null,
  data: {},
  car_info: null,
  inquiry_info: null,
  conversation_id: null,
}));

beforeEach(() => {
  localStorage.clear();
  session.signIn({ id: 'u1', name: 'Asha', email: 'asha@example.com', phone_number: null }, { access_token: 'eyJ.test' });
  answerApi({
    '/api/v1/users/me/': { success: true, data: { id: 'u1', name: 'Asha', email: 'asha@example.com', phone_number: null } },
    '/api/v1/cars/seller/listings/': { success: true, data: { listings: [] } },
    '/api/v1/inquiries/': { success: true, data: { inquiries: [] } },
    '/api/v1/inquiries/notifications/': { success: true, data: { notifications, unreadCount: 3 } },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  inEnglish();
});

const show = (tab: string) => renderAt(`/dashboard?tab=${tab}`, <DashboardPage />);
/** The data in the texts: cars, names, places, a saved search, a reason. */
const DATA = ['Asha', 'Ravi', 'Honda', 'City', 'VX', 'Maruti', 'Swift', 'VXi', 'Pune', 'Baner', 'Photos', 'are', 'blurry', 'Car', 'sold'];
/** The visit's time in Hindi ("रवि, 29 नव॰, सुबह 10:30"), the weekday as this Intl writes it. */
const HINDI_WHEN = String.raw`\S+, 29 नव॰, सुबह 10:30`;

describe('the API’s notifications on the Hindi dashboard', () => {
  it('reads every title and text in Hindi in the notifications tab, the data as written', async () => {
    inHindi(common, dashboard, notices);
    const { container } = show('notifications');
    expect(await screen.findByText('लिस्टिंग को मंज़ूरी मिली')).toBeTruthy();
    for (const hindi of [
      'आपकी 2021 Honda City VX को मंज़ूरी मिल गई है और अब यह ख़रीदारों को दिख रही है।',
      'आपकी 2018 Maruti Swift को मंज़ूरी नहीं मिली। कारण: Photos are blurry',
      'कृपया अपनी 2018 Maruti Swift में बदलाव करें।',
      'नई पूछताछ',
      'Ravi ने आपकी 2021 Honda City के बारे में पूछा है',
      '2019 Maruti Swift VXi अब ₹5,40,000 की है (पहले ₹5,75,000 थी)।',
      '"Honda City" के लिए नई कार',
      'Pune में 2021 Honda City, ₹8,00,000 में, आपकी सेव की गई खोज "Honda City" से मेल खाती है।',
      'आपकी सेव की गई खोजों से 3 नई कारें मेल खाती हैं',
      'Honda City: 3',
      'विज़िट पक्की',
      'विज़िट की याद',
      'GaadiBazaar टीम की ओर से चेतावनी',
    ])
      expect(screen.getByText(hindi)).toBeTruthy();
    expect(screen.getByText(new RegExp(`^आप ने ${HINDI_WHEN} को 2021 Honda City देखने की विज़िट पक्की की।$`))).toBeTruthy();
    expect(screen.getByText(new RegExp(`^याद दिला दें: 2021 Honda City देखने की आपकी विज़िट ${HINDI_WHEN} को Baner, Pune पर है।$`))).toBeTruthy();
    expect(screen.getByText(new RegExp(`^सेलर ने ${HINDI_WHEN} को 2021 Honda City देखने की विज़िट रद्द की: Car sold$`))).toBeTruthy();
    expectNoEnglish(container, DATA);
  });

  it('reads them in Hindi in the overview’s recent activity too', async () => {
    inHindi(common, dashboard, notices);
    const { container } = show('overview');
    expect(await screen.findByText('लिस्टिंग को मंज़ूरी मिली')).toBeTruthy();
    expect(screen.getByText('कृपया अपनी 2018 Maruti Swift में बदलाव करें।')).toBeTruthy();
    expectNoEnglish(container, DATA);
  });

  it('keeps the English page word for word', async () => {
    show('notifications');
    expect(await screen.findByText('Listing approved')).toBeTruthy();
    for (const [title, message] of texts) {
      expect(screen.getAllByText(title).length, title).toBeGreaterThan(0);
      expect(screen.getAllByText(message).length, message).toBeGreaterThan(0);
    }
    expect(screen.getByText('You confirmed the visit to see the 2021 Honda City on Sun, 29 Nov, 10:30 am.')).toBeTruthy();
  });
});
