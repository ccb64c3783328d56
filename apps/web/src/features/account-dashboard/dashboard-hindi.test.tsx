// /hi/dashboard (issue 25): the page, its overview, my listings, inquiries and notifications in
// Hindi, the glossary's words and the people's and cars' own data aside (the API's notification
// texts read back in Hindi: notifications-hindi.test.tsx has them all); English word for word.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as common } from '@/lib/i18n/hi';
import { messages as dashboard } from '@/lib/i18n/hi-dashboard';
import { messages as notices } from '@/lib/i18n/hi-notifications';
import { answerApi, expectNoEnglish, inEnglish, inHindi, renderAt } from '@/lib/i18n/hindi-screens';
import { session } from '@/lib/session';
import DashboardPage from './dashboard-page';

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
const inquiry = {
  id: 'i1',
  status: 'new',
  buyer_name: 'Ravi',
  buyer_phone: '+919876543210',
  buyer_email: '',
  message: 'Is it still available?',
  preferred_contact_time: 'evening',
  created_at: hoursAgo(2),
  seller_response: '',
  car: { id: 'car-1', title: '2021 Honda City', year: 2021, brand: 'Honda', model: 'City', car_model: 'City', price: 800000, thumbnail: null },
  conversation_id: 'c1',
};
const notification = {
  id: 'n1',
  type: 'inquiry_received',
  title: 'New inquiry',
  message: 'Ravi asked about your Honda City',
  priority: 'high',
  is_read: false,
  created_at: hoursAgo(3),
  read_at: null,
  data: {},
  car_info: null,
  inquiry_info: null,
  conversation_id: null,
};
const car = { id: 'car-1', year: 2021, brand: 'Honda', model: 'City', price: 800000, status: 'approved', views_count: 5, location: { city: 'Pune', state: 'Maharashtra' }, images: [], created_at: hoursAgo(50), updated_at: hoursAgo(50) };
const answers: Record<string, unknown> = {
  '/api/v1/users/me/': { success: true, data: { id: 'u1', name: 'Asha', email: 'asha@example.com', phone_number: null } },
  '/api/v1/cars/seller/listings/': { success: true, data: { listings: [car] } },
  '/api/v1/inquiries/': { success: true, data: { inquiries: [inquiry] } },
  '/api/v1/inquiries/notifications/': { success: true, data: { notifications: [notification], unreadCount: 1 } },
  '/api/v1/users/me/favorites/': { success: true, data: [], pagination: { page: 1, limit: 50, total: 0, total_pages: 0 } },
  '/api/v1/users/me/saved-searches/': {
    success: true,
    data: [{ id: 's1', name: 'Honda City', search_filters: { fuelType: 'diesel', maxPrice: 900000 }, notifications_enabled: true, notification_frequency: 'daily', created_at: hoursAgo(5) }],
  },
};

beforeEach(() => {
  localStorage.clear();
  session.signIn({ id: 'u1', name: 'Asha', email: 'asha@example.com', phone_number: null }, { access_token: 'eyJ.test' });
  answerApi(answers);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  inEnglish();
});

const show = (tab: string) => renderAt(`/dashboard?tab=${tab}`, <DashboardPage />);

const DATA = ['Asha', 'Ravi', 'Honda', 'City', 'Pune', 'Maharashtra', 'Is', 'it', 'still', 'available'];

describe('the account dashboard in Hindi', () => {
  for (const [tab, heading] of [
    ['overview', 'हाल की गतिविधि'],
    ['listings', 'मेरी लिस्टिंग'],
    ['inquiries', 'ख़रीदार को जवाब दें'],
    ['notifications', 'सब पढ़ी हुई करें'],
    ['shortlist', 'अभी कोई कार शॉर्टलिस्ट नहीं की'],
    ['saved-searches', 'अलर्ट: रोज़ एक बार'],
  ] as const) {
    it(`shows no English in the ${tab} tab but the glossary's words and the data`, async () => {
      inHindi(common, dashboard, notices);
      const { container } = show(tab);
      await screen.findAllByText(heading);
      if (tab !== 'shortlist') await screen.findAllByText(/Honda City|Ravi/);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('डैशबोर्ड');
      expectNoEnglish(container, DATA);
    });
  }

  it('words times through Intl in Hindi', async () => {
    inHindi(common, dashboard, notices);
    show('inquiries');
    expect(await screen.findByText('2 घंटे पहले')).toBeTruthy();
    expect(screen.getByText('शाम (5 से 9 बजे)')).toBeTruthy();
  });

  it('keeps the English page word for word', async () => {
    show('inquiries');
    expect(await screen.findByText('Reply to buyer')).toBeTruthy();
    expect(screen.getByText('2 hours ago')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Notifications (1)' })).toBeTruthy();
    expect(screen.getByText('Inquiry for: 2021 Honda City')).toBeTruthy();
  });
});
