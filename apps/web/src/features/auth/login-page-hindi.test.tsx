// The login page under /hi (issue 25): every text in Hindi, in both stages, and the code asked
// for in Hindi; the English page word for word as before.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as common } from '@/lib/i18n/hi';
import { messages as login } from '@/lib/i18n/hi-login';
import { answerApi, expectNoEnglish, inEnglish, inHindi, renderAt } from '@/lib/i18n/hindi-screens';
import { getToasts } from '@/lib/toast-store';
import LoginPage from './login-page';

const bodies: unknown[] = [];
beforeEach(() => {
  bodies.length = 0;
  localStorage.clear();
  const data = { otp_id: '0d3e0000-0000-4000-8000-000000000000', expires_at: '2030-01-01T00:00:00Z', masked_email: 'a***@e***.com' };
  answerApi({
    '/api/v1/auth/send-otp/': (init?: RequestInit) => (bodies.push(JSON.parse(String(init?.body))), { success: true, message: 'OTP sent successfully', data }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  inEnglish();
});

const show = (returnUrl = '') => renderAt(`/login${returnUrl}`, <LoginPage />);

describe('the login page in Hindi', () => {
  it('shows no English but the glossary\'s words, in both stages and beside the sell panel, and asks for the code in Hindi', async () => {
    inHindi(common, login);
    const { container } = show('?returnUrl=/sell');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('लॉग इन या साइन अप करें');
    // The field's example address is an address.
    expectNoEnglish(container, ['you', 'example', 'com']);
    expect(document.title).toContain('लॉग इन');

    fireEvent.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(screen.getByText('अपना ईमेल डालें')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('ईमेल पता या मोबाइल नंबर'), { target: { value: 'asha@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    await screen.findByRole('heading', { name: 'OTP जाँचें' });
    expect(bodies).toEqual([{ email: 'asha@example.com', language: 'hi' }]);
    expectNoEnglish(container, ['asha', 'you', 'example', 'com']);
    expect(getToasts().at(-1)).toMatchObject({ title: 'OTP भेज दिया गया', description: 'हमने asha@example.com पर 6 अंकों का कोड भेजा है।' });
    fireEvent.change(screen.getByLabelText('OTP'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'OTP जाँचें' }));
    expect(screen.getByText('कृपया 6 अंकों का सही OTP डालें')).toBeTruthy();
  });

  it('keeps the English page word for word, and its request as it was', async () => {
    const { container } = show();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Login or Sign Up');
    expect(container.textContent).toContain('By continuing you agree to our Terms of Service and Privacy Policy.');
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
    fireEvent.change(screen.getByLabelText('Email Address or Mobile Number'), { target: { value: '98765 43210' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    await screen.findByRole('heading', { name: 'Verify OTP' });
    expect(bodies).toEqual([{ phone_number: '+919876543210' }]);
    expect(screen.getByText('Enter the 6-digit code sent to +91 98765 43210.')).toBeTruthy();
  });
});
