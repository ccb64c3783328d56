// /hi/seller/dealer-profile (issue 25): the dealer profile form and its checks in Hindi; the
// glossary's words and the dealer's data aside; English word for word.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as common } from '@/lib/i18n/hi';
import { messages as dealerHindi } from '@/lib/i18n/hi-dealer';
import { messages as sellHindi } from '@/lib/i18n/hi-sell';
import { learnPatterns } from '@/lib/i18n/server-text';
import { UPLOAD_MESSAGES } from '@gaadi/domain/schemas/seller';
import { answerApi, expectNoEnglish, inEnglish, inHindi, renderAt } from '@/lib/i18n/hindi-screens';
import { englishLeftovers } from '@/lib/i18n/english-leftovers';
import { session } from '@/lib/session';
import DealerProfilePage from './dealer-profile-page';

const dealer = {
  slug: 'shree-motors',
  business_name: 'Shree Motors',
  address: 'FC Road, Shivajinagar',
  city: 'Pune',
  opening_hours: '',
  logo_url: '',
  path: '/dealers/shree-motors',
  created_at: '2026-11-01T10:00:00Z',
  gstin: '27AAPFU0939F1ZV',
  approved_cars: 3,
};

beforeEach(() => {
  localStorage.clear();
  session.signIn({ id: 'u1', name: 'Asha', email: 'asha@example.com', phone_number: null }, { access_token: 'eyJ.test' });
  answerApi({
    '/api/v1/dealers/me/': { success: true, data: dealer },
    '/api/v1/cars/cities/': { success: true, data: { cities: [{ id: 'c1', name: 'Pune', state: 'Maharashtra', car_count: 1, carCount: 1 }] } },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  inEnglish();
});

/** The dealer's own words and the GSTIN's letters. */
// "S": the logo's stand-in, the name's first letter.
const DATA = 'Pune AAPFU F ZV Shree Motors FC Road Shivajinagar S'.split(' ');

describe('the dealer profile in Hindi', () => {
  it('shows the dealer profile and its checks with no English but the glossary\'s words and the dealer\'s data', async () => {
    inHindi(common, dealerHindi);
    const { container } = renderAt('/seller/dealer-profile', <DealerProfilePage />);
    expect(await screen.findByText('आपके पेज पर 3 मंज़ूर कारें दिखती हैं।')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('डीलर प्रोफ़ाइल');
    fireEvent.change(screen.getByLabelText(/^GSTIN/), { target: { value: '27AAPFU' } });
    fireEvent.click(screen.getByRole('button', { name: 'डीलर प्रोफ़ाइल सेव करें' }));
    expect(await screen.findByText('15 अक्षरों का सही GSTIN डालें, जैसे 27AAPFU0939F1ZV')).toBeTruthy();
    expectNoEnglish(container, DATA);
  });

  it("shows the API's refusal of a logo in Hindi (the photos' upload patterns come with the page)", async () => {
    inHindi(common, dealerHindi, learnPatterns({ ...sellHindi }));
    const answered = globalThis.fetch;
    // The API refuses the logo with 400 and its English text.
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) =>
      new URL(url, 'http://x').pathname === '/api/v1/dealers/me/logo/'
        ? new Response(JSON.stringify({ success: false, error: { code: 'VALIDATION_ERROR', message: UPLOAD_MESSAGES.notImage('logo.gif') } }), { status: 400, headers: { 'content-type': 'application/json' } })
        : answered(url, init),
    );
    const { container } = renderAt('/seller/dealer-profile', <DealerProfilePage />);
    await screen.findByText('आपके पेज पर 3 मंज़ूर कारें दिखती हैं।');
    fireEvent.change(container.querySelector('#dealer-logo')!, { target: { files: [new File(['GIF89a'], 'logo.gif', { type: 'image/gif' })] } });
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain('logo.gif');
    expect(englishLeftovers(refusal.textContent!, ['logo', 'gif'])).toEqual([]);
  });

  it('keeps the English page word for word', async () => {
    renderAt('/seller/dealer-profile', <DealerProfilePage />);
    expect(await screen.findByText('Your public page shows 3 approved cars.')).toBeTruthy();
  });
});
