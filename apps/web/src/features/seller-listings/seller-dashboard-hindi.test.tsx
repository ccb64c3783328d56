// /hi/seller/dashboard (issue 25): every text of the page, its cards, stats, dialogs and visiting
// hours in Hindi, the glossary's words and the seller's own data aside; English word for word.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as common } from '@/lib/i18n/hi';
import { messages as seller } from '@/lib/i18n/hi-seller';
import { messages as sellFields } from '@/lib/i18n/hi-sell';
import { messages as featureNames } from '@/lib/i18n/hi-features';
import { answerApi, expectNoEnglish, inEnglish, inHindi, renderAt } from '@/lib/i18n/hindi-screens';
import { session } from '@/lib/session';
import SellerDashboardPage from './seller-dashboard-page';

const feature = (name: string) => ({ name, icon: null, description: '' });
const FEATURES = { Safety: ['ABS', 'Airbags', 'ISOFIX Child Seat Mounts'].map(feature), 'Comfort & Convenience': ['Electric Sunroof', 'Auto-dimming IRVM'].map(feature) };
const car = {
  id: 'c1',
  year: 2020,
  brand: 'Maruti Suzuki',
  model: 'Swift',
  variant: 'VXi',
  price: 550000,
  status: 'rejected',
  rejection_reason: 'Photos are blurry',
  km_driven: 42000,
  fuel_type: 'petrol',
  transmission: 'manual',
  owner_number: '1st',
  views_count: 12,
  location: { city: 'Pune', state: 'Maharashtra' },
  images: [],
  features: ['ABS', 'Electric Sunroof'],
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-02T10:00:00Z',
};
const answers: Record<string, unknown> = {
  '/api/v1/cars/seller/listings/': { success: true, data: { listings: [car, { ...car, id: 'c2', status: 'approved' }] } },
  '/api/v1/cars/seller/stats/': { success: true, data: { listings: { total: 2 } } },
  '/api/v1/users/me/visit-availability/': { success: true, data: { availability: [{ listing_id: null, location: '', windows: [{ weekday: 6, start: '10:00', end: '13:00' }] }] } },
  '/api/v1/visits/': { success: true, data: { visits: [] } },
  '/api/v1/utils/car-features/': { success: true, data: { features: FEATURES, data: { features: FEATURES } } },
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

const show = () => renderAt('/seller/dashboard', <SellerDashboardPage />);

/** The seller's own words and the car's names, which stay as written; "am"/"pm" of the clock. */
const DATA = ['Asha', 'Maruti', 'Suzuki', 'Swift', 'VXi', 'Pune', 'Maharashtra', 'Photos', 'are', 'blurry', 'Koregaon', 'Park', 'am', 'pm'];

describe('the seller dashboard in Hindi', () => {
  it('shows no English but the glossary\'s words and the seller\'s data, also in the delete dialog', async () => {
    inHindi(common, seller);
    const { container } = show();
    await screen.findByRole('heading', { name: 'आपकी लिस्टिंग (2)' });
    await screen.findByText('हफ़्ते का समय');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('मेरी कार लिस्टिंग');
    expect(screen.getByText('नामंज़ूरी का कारण:')).toBeTruthy();
    expect(screen.getAllByText('बनाई गई: 1 नव॰ 2026', { exact: false })).toHaveLength(2);
    expectNoEnglish(container, DATA);

    fireEvent.click(screen.getAllByRole('button', { name: /हटाएँ$/ })[0]!);
    const dialog = await screen.findByRole('alertdialog').catch(() => screen.findByRole('dialog'));
    expect(dialog.textContent).toContain('यह वापस नहीं होगा।');
    // The shared dialog's close button and fallback description (ui/dialog.tsx, in a chunk public
    // pages load too) are still English: known, left for the public dialogs' pass.
    expectNoEnglish(document.body, [...DATA, 'Close', 'Dialog']);
  });

  it('shows the edit form in Hindi too: its steps, sections, fields, feature names and preview', async () => {
    inHindi(common, sellFields, seller, featureNames);
    const { container } = show();
    await screen.findByRole('heading', { name: 'आपकी लिस्टिंग (2)' });
    fireEvent.click(screen.getAllByRole('button', { name: /बदलें$/ })[0]!);
    expect(await screen.findByRole('heading', { name: 'लिस्टिंग बदलें' })).toBeTruthy();
    expect(screen.getByText('कीमत और हालत')).toBeTruthy();
    // The feature names and categories in Hindi; the value kept is the catalogue's English name.
    const sunroof = await screen.findByRole('checkbox', { name: 'इलेक्ट्रिक सनरूफ़' });
    expect([(sunroof as HTMLInputElement).value, (sunroof as HTMLInputElement).checked]).toEqual(['Electric Sunroof', true]);
    expect(screen.getByText('आराम और सुविधा')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'ISOFIX चाइल्ड सीट माउंट' })).toBeTruthy();
    const words = [...DATA, 'https', 'www', 'youtube', 'com', 'watch', 'v'];
    expectNoEnglish(container, words);
    fireEvent.click(screen.getByRole('button', { name: 'अगला' }));
    expect(await screen.findByRole('heading', { name: 'फ़ोटो और वीडियो', level: 3 })).toBeTruthy();
    expectNoEnglish(container, words);
    fireEvent.click(screen.getByRole('button', { name: 'अगला' }));
    expect(await screen.findByRole('heading', { name: 'झलक', level: 3 })).toBeTruthy();
    expect(screen.getByText('ABS, इलेक्ट्रिक सनरूफ़')).toBeTruthy();
    expectNoEnglish(container, words);
  });

  it('keeps the English page word for word', async () => {
    show();
    await screen.findByRole('heading', { name: 'Your Listings (2)' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My Car Listings');
    expect(screen.getByText('Welcome back, Asha')).toBeTruthy();
    expect(screen.getByText('Total Listings')).toBeTruthy();
    expect(screen.getAllByText('42,000 km driven')).toHaveLength(2);
    expect(screen.getAllByText('Created: Nov 1, 2026', { exact: false })).toHaveLength(2);
    expect(screen.getAllByText('Rejected').length).toBeGreaterThan(0);
    expect(await screen.findByText('Weekly hours')).toBeTruthy();
  });
});
