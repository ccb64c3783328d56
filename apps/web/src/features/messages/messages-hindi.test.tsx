// /hi/messages (issue 25): the inbox, a thread with an offer, a visit and the API's own notes, the
// offer, visit, report and block dialogs, their checks and the API's answers in Hindi; the
// glossary's words and the people's and car's own data aside. English word for word.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatPrice } from '@gaadi/domain/format';
import { OFFER_MESSAGES, VISIT_MESSAGES } from '@gaadi/domain/conversation-rules';
import { messages as common } from '@/lib/i18n/hi';
import { messages as conversations } from '@/lib/i18n/hi-messages';
import { answerApi, expectNoEnglish, inEnglish, inHindi, renderAt } from '@/lib/i18n/hindi-screens';
import { Route, Routes } from '@/lib/router';
import { session } from '@/lib/session';
import { getToasts } from '@/lib/toast-store';
import { readAmount } from './offer-dialog';
import { noteText } from './note-text';
import MessagesPage from './messages-page';

const inDays = (d: number, hourIst = 11) => {
  const x = new Date(Date.now() + d * 86_400_000);
  return new Date(Date.UTC(x.getUTCFullYear(), x.getUTCMonth(), x.getUTCDate(), hourIst - 5, 30)).toISOString();
};
const car = { id: 'car-1', title: '2021 Honda City', price: 800000, thumbnail: null, status: 'approved' };
const offer = { id: 'o1', made_by: 'seller', amount: 760000, asking_price: 800000, status: 'open', created_at: inDays(-1), responded_at: null };
const visit = {
  id: 'v1',
  conversation_id: 'c1',
  car: { id: 'car-1', title: car.title },
  role: 'buyer',
  other_party: { name: 'Asha' },
  starts_at: inDays(3),
  ends_at: inDays(3, 12),
  status: 'requested',
  requested_by: 'seller',
  from_windows: true,
  location: 'Koregaon Park',
  note: '',
  reason: null,
  calendar_url: '/api/v1/visits/v1/calendar.ics',
  created_at: inDays(-1),
};
const message = (n: number, m: Record<string, unknown>) => ({
  id: `m${n}`,
  seq: n,
  sender: 'buyer',
  mine: true,
  kind: 'text',
  body: '',
  created_at: inDays(-1),
  warning: false,
  status: 'read',
  offer: null,
  visit: null,
  client_key: null,
  ...m,
});
const thread = {
  id: 'c1',
  role: 'buyer',
  status: 'open',
  closed_reason: null,
  car,
  other_party: { name: 'Asha' },
  last_message: null,
  unread_count: 0,
  archived: false,
  last_activity_at: inDays(-1),
  created_at: inDays(-2),
  messages: [
    message(1, { kind: 'inquiry', body: 'Is it still available?' }),
    message(2, { sender: 'seller', mine: false, status: null, body: 'Yes. Send the token amount by UPI first', warning: true }),
    message(3, { sender: 'system', mine: false, status: null, kind: 'phone_shared', body: 'Asha shared their phone number' }),
    message(4, { kind: 'offer', body: 'Offered ₹7,20,000', offer: { ...offer, made_by: 'buyer', amount: 720000, status: 'countered' } }),
    message(5, { sender: 'seller', mine: false, status: null, kind: 'offer', body: 'Countered with ₹7,60,000', offer }),
    message(6, { sender: 'seller', mine: false, status: null, kind: 'visit', body: 'Proposed Sat, 29 Nov, 10:30 am to see the car', visit }),
  ],
  has_older: true,
  seller_phone: '+91 98765 43210',
  phone_shared: true,
  buyer_contact: null,
  open_offer: offer,
  accepted_offer: null,
  visits: [visit],
  can_message: true,
  can_book: true,
  blocked_by_me: false,
  reported_by_me: false,
  other_read_at: inDays(-1),
  other_delivered_at: inDays(-1),
};
const summary = (id: string, m: Record<string, unknown>) => ({
  ...thread,
  id,
  last_message: { id: 'x', sender: 'them', kind: 'text', body: 'Is it still available?', created_at: inDays(-1), ...m },
});
const answers = {
  '/api/v1/conversations/': {
    success: true,
    data: {
      conversations: [summary('c1', { sender: 'me', kind: 'offer', body: 'Offered ₹7,20,000' }), { ...summary('c2', {}), role: 'seller', status: 'closed', unread_count: 2, other_party: { name: '' } }],
      unread_total: 2,
      pagination: { page: 1, limit: 50, total: 2, total_pages: 1 },
    },
  },
  '/api/v1/conversations/c1/': { success: true, data: thread },
  '/api/v1/conversations/c1/read/': { success: true, message: 'Marked read' },
  '/api/v1/conversations/c1/visit-slots/': { success: true, data: { slots: [{ starts_at: inDays(2, 10), ends_at: inDays(2, 11) }], location: 'Koregaon Park', time_zone: 'Asia/Kolkata', has_windows: true } },
  '/api/v1/offers/o1/decline/': { success: true, message: OFFER_MESSAGES.declined, data: { offer } },
};
/** The people's, the car's and the place's own words, and what they typed. */
const DATA = ['Asha', 'Honda', 'City', 'Koregaon', 'Park', 'Is', 'it', 'still', 'available', 'Yes', 'Send', 'the', 'token', 'amount', 'by', 'UPI', 'first'];

beforeEach(() => {
  localStorage.clear();
  session.signIn({ id: 'u1', name: 'Ravi', email: 'ravi@example.com', phone_number: null }, { access_token: 'eyJ.test' });
  answerApi(answers);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  inEnglish();
});

const show = (path: string) =>
  renderAt(
    path,
    <Routes>
      <Route path="/messages" element={<MessagesPage />} />
      <Route path="/messages/:id" element={<MessagesPage />} />
    </Routes>,
  );

describe('the messages screens in Hindi', () => {
  it('shows the inbox with no English but the glossary\'s words and the data', async () => {
    inHindi(common, conversations);
    const { container } = show('/messages');
    expect(await screen.findByText('आप: ₹7,20,000 का ऑफ़र दिया')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('संदेश');
    expect(screen.getByText('2 नहीं पढ़े')).toBeTruthy();
    expect(screen.getByText('कोई बातचीत चुनें, वह यहाँ खुलेगी।')).toBeTruthy();
    expect(container.textContent).toContain('ख़रीदार: ख़रीदार · बंद');
    expectNoEnglish(container, DATA);
  });

  it('shows a thread, its offer, visit and notes in Hindi, and its dialogs, checks and toasts', async () => {
    inHindi(common, conversations);
    const { container } = show('/messages/c1');
    await screen.findByRole('region', { name: 'बातचीत का इतिहास' });
    expect(screen.getByText('₹7,60,000 का काउंटर-ऑफ़र दिया')).toBeTruthy();
    expect(screen.getByText('Asha ने अपना फ़ोन नंबर दिखाया')).toBeTruthy();
    expect(screen.getByText(/^कार देखने के लिए \S+, 29 नव॰, सुबह 10:30 का समय सुझाया$/)).toBeTruthy();
    expect(screen.getByText('कार और उसके काग़ज़ात देखे बिना कभी पैसे न दें')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'विज़िट बुक करें' })).toBeTruthy();
    expectNoEnglish(container, DATA);

    // Making a counter-offer: the dialog and its checks.
    fireEvent.click(screen.getByRole('button', { name: 'काउंटर करें' }));
    const offerDialog = await screen.findByRole('dialog');
    expect(within(offerDialog).getByRole('heading').textContent).toBe('काउंटर-ऑफ़र दें');
    fireEvent.click(within(offerDialog).getByRole('button', { name: 'काउंटर-ऑफ़र भेजें' }));
    expect(within(offerDialog).getByText('रकम रुपये में डालें')).toBeTruthy();
    fireEvent.change(within(offerDialog).getByRole('textbox'), { target: { value: '100000' } });
    fireEvent.click(within(offerDialog).getByRole('button', { name: 'काउंटर-ऑफ़र भेजें' }));
    expect(within(offerDialog).getByText('ऑफ़र कम से कम ₹4,00,000 होना चाहिए, यानी माँगी गई कीमत का आधा')).toBeTruthy();
    // The shared dialog's close button (ui/dialog.tsx, in a chunk public pages load) is still English.
    expectNoEnglish(offerDialog, [...DATA, 'Close']);
    fireEvent.click(within(offerDialog).getByRole('button', { name: 'रद्द करें' }));

    // Booking a visit: the free times in Hindi.
    fireEvent.click(screen.getByRole('button', { name: 'विज़िट बुक करें' }));
    const visitDialog = await screen.findByRole('dialog');
    await within(visitDialog).findByText('ख़ाली समय');
    fireEvent.click(within(visitDialog).getByRole('button', { name: 'यह समय माँगें' }));
    expect(within(visitDialog).getByText('तारीख़ और समय चुनें')).toBeTruthy();
    expectNoEnglish(visitDialog, [...DATA, 'Close']);
    fireEvent.click(within(visitDialog).getByRole('button', { name: 'रद्द करें' }));

    // The API's answer to a move, in Hindi from its English text.
    // The offer's decline (the visit's comes after it).
    fireEvent.click(screen.getAllByRole('button', { name: 'मना करें' })[0]!);
    await vi.waitFor(() => expect(getToasts().at(-1)).toMatchObject({ title: 'ऑफ़र मना कर दिया' }));

    // The menu's report and block.
    fireEvent.keyDown(screen.getByRole('button', { name: 'बातचीत के विकल्प' }), { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expectNoEnglish(menu, DATA);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'रिपोर्ट करें' }));
    const report = await screen.findByRole('dialog');
    fireEvent.click(within(report).getByRole('button', { name: 'रिपोर्ट भेजें' }));
    expect(within(report).getByText('कोई कारण चुनें')).toBeTruthy();
    expectNoEnglish(report, [...DATA, 'Close']);
  }, 30_000);

  it('shows the API\'s refusal of an offer, with its amount, in Hindi (the asking price changed since the page loaded)', async () => {
    const refusal = OFFER_MESSAGES.tooLow(450000);
    const answered = globalThis.fetch;
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) =>
      new URL(url, 'http://x').pathname === '/api/v1/conversations/c1/offers/' && init?.method === 'POST'
        ? new Response(JSON.stringify({ success: false, error: { code: 'VALIDATION_ERROR', message: refusal, details: { amount: [refusal] } } }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          })
        : answered(url, init),
    );
    inHindi(common, conversations);
    show('/messages/c1');
    fireEvent.click(await screen.findByRole('button', { name: 'काउंटर करें' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '420000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'काउंटर-ऑफ़र भेजें' }));
    expect(await within(dialog).findByText('ऑफ़र कम से कम ₹4,50,000 होना चाहिए, यानी माँगी गई कीमत का आधा')).toBeTruthy();
    expect(within(dialog).queryByText(refusal)).toBeNull();
    expectNoEnglish(dialog, [...DATA, 'Close']);
  });

  it('keeps the English page word for word', async () => {
    const { container } = show('/messages/c1');
    await screen.findByRole('region', { name: 'Conversation history' });
    expect(screen.getByText('Countered with ₹7,60,000')).toBeTruthy();
    expect(screen.getByText('Proposed Sat, 29 Nov, 10:30 am to see the car')).toBeTruthy();
    expect(container.textContent).toContain('Asking ₹8,00,000 · Waiting for an answer');
    expect(container.textContent).toContain("Seller's number: +91 98765 43210");
    expect(container.textContent).toContain('₹8,00,000 · Seller: Asha');
    expect(screen.getByText('You: Offered ₹7,20,000')).toBeTruthy();
  });
});

describe('texts with values, English as the domain words them', () => {
  it('checks an offer with the domain\'s words', () => {
    expect(readAmount('1000', 800000)).toEqual({ error: OFFER_MESSAGES.tooLow(400000) });
    expect(readAmount('900000', 800000)).toEqual({ error: OFFER_MESSAGES.tooHigh(800000) });
    expect(readAmount('', 800000)).toEqual({ error: OFFER_MESSAGES.amountRequired });
  });

  it('reads the API\'s notes into Hindi, the time in India time and a reason as written', () => {
    inHindi(conversations);
    const at = '2026-12-27T08:00:00Z';
    expect(noteText({ kind: 'visit', body: VISIT_MESSAGES.note('cancelled', 'Sat, 2 Jan, 5:30 pm', 'Car sold'), created_at: at })).toBe('शनि, 2 जन॰, शाम 5:30 की विज़िट रद्द की: Car sold');
    expect(noteText({ kind: 'offer', body: OFFER_MESSAGES.note('accepted', 650000), created_at: at })).toBe(`${formatPrice(650000)} का ऑफ़र मंज़ूर किया`);
    expect(noteText({ kind: 'system', body: 'The car has been sold: this conversation is closed.', created_at: at })).toBe('कार बिक गई है: यह बातचीत बंद है।');
    // A person's own words are never touched.
    expect(noteText({ kind: 'text', body: 'Offered ₹5,00,000', created_at: at })).toBe('Offered ₹5,00,000');
  });
});
