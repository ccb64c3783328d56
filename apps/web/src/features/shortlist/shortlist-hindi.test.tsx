// /hi/shortlist (issue 25): the heading, the count, the price drop, the remove buttons, the empty
// state, the error and the sign-in gate's toast in Hindi, with no English but the glossary's words
// and the data (the cars' names and places, the API's error); the English page word for word.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as common } from '@/lib/i18n/hi';
import { messages as shortlist } from '@/lib/i18n/hi-shortlist';
import { answerApi, expectNoEnglish, inEnglish, inHindi, renderAt } from '@/lib/i18n/hindi-screens';
import { session } from '@/lib/session';
import { getToasts } from '@/lib/toast-store';
import ShortlistPage from './shortlist-page';

const car = (over: Record<string, unknown>) => ({
  id: 'a',
  year: 2020,
  brand: 'Maruti',
  model: 'Swift',
  variant: 'VXi',
  price: 450_000,
  price_when_favorited: 500_000,
  km_driven: 40_000,
  fuel_type: 'diesel',
  transmission: 'automatic',
  owner_number: '1st',
  location: { city: 'Pune', area: '', state: 'Maharashtra' },
  images: [],
  status: 'approved',
  ...over,
});
const cars = [car({}), car({ id: 'b', year: 2021, brand: 'Hyundai', model: 'Creta', variant: 'SX', price: 1_200_000, price_when_favorited: 1_100_000, location: { city: 'Mumbai', area: '', state: 'Maharashtra' } })];
const page = (list: unknown[]) => ({ success: true, data: list, pagination: { page: 1, limit: 12, total: list.length, totalPages: 1, hasPrev: false, hasNext: false } });
const DATA = ['Maruti', 'Swift', 'VXi', 'Hyundai', 'Creta', 'SX', 'Pune', 'Mumbai', 'Maharashtra'];

beforeEach(() => {
  localStorage.clear();
  session.signIn({ id: 'u1', name: 'Asha', email: 'asha@example.com', phone_number: null }, { access_token: 'eyJ.test' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  inEnglish();
});

const show = () => renderAt('/shortlist', <ShortlistPage />);

describe('/shortlist in Hindi', () => {
  it('shows the shortlisted cars with the count, the price drop and the remove buttons, no English but the glossary and the data', async () => {
    answerApi({ '/api/v1/users/me/favorites/': page(cars) });
    inHindi(common, shortlist);
    const { container } = show();
    expect(await screen.findByText('शॉर्टलिस्ट करने के बाद कीमत ₹50,000 घटी')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('मेरी शॉर्टलिस्ट');
    expect(screen.getByText('2 कारें शॉर्टलिस्ट की गईं, सबसे नई ऊपर')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'शॉर्टलिस्ट से हटाएँ: 2021 Hyundai Creta' }).textContent).toBe('शॉर्टलिस्ट से हटाएँ');
    expect(screen.getAllByText('डीज़ल').length).toBe(2);
    expect(document.title).toContain('मेरी शॉर्टलिस्ट');
    expectNoEnglish(container, DATA);
  });

  it('says one car, nothing shortlisted yet, and a failed load in Hindi', async () => {
    answerApi({ '/api/v1/users/me/favorites/': page(cars.slice(0, 1)) });
    inHindi(common, shortlist);
    show();
    expect(await screen.findByText('1 कार शॉर्टलिस्ट की गई, सबसे नई ऊपर')).toBeTruthy();
    cleanup();

    answerApi({ '/api/v1/users/me/favorites/': page([]) });
    const empty = show();
    expect(await screen.findByText('अभी कोई कार शॉर्टलिस्ट नहीं की')).toBeTruthy();
    expect(screen.getByText('दिल का निशान दबाकर शॉर्टलिस्ट की गई आपकी कारें')).toBeTruthy();
    expect(screen.getByText('किसी कार पर दिल का निशान दबाएँ, वह यहाँ सेव हो जाएगी।')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'कारें देखें' })).toBeTruthy();
    expectNoEnglish(empty.container);
    cleanup();

    answerApi({}); // a 404 with the API's own words (data)
    const failed = show();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('आपकी शॉर्टलिस्ट लोड नहीं हो सकी।');
    expect(screen.getByRole('button', { name: 'फिर कोशिश करें' })).toBeTruthy();
    expectNoEnglish(failed.container, ['Not', 'found']);
  });

  it('asks a signed-out visitor to sign in, in Hindi', () => {
    session.signOut();
    vi.useFakeTimers();
    answerApi({});
    inHindi(common, shortlist);
    show();
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(getToasts().at(-1)).toMatchObject({ title: 'लॉग इन ज़रूरी है', description: 'कारें शॉर्टलिस्ट करने के लिए लॉग इन करें' });
  });

  it('keeps the English page word for word', async () => {
    answerApi({ '/api/v1/users/me/favorites/': page(cars) });
    show();
    expect(await screen.findByText('Price dropped ₹50,000 since you shortlisted')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('My shortlist');
    expect(screen.getByText('2 cars shortlisted, newest first')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove from shortlist: 2020 Maruti Swift' }).textContent).toBe('Remove from shortlist');
    cleanup();

    answerApi({ '/api/v1/users/me/favorites/': page([]) });
    show();
    expect(await screen.findByText('No shortlisted cars yet')).toBeTruthy();
    expect(screen.getByText('Cars you shortlisted with the heart')).toBeTruthy();
    expect(screen.getByText('Press the heart on a car to keep it here.')).toBeTruthy();
  });
});
