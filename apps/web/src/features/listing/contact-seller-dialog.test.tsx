import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToasts, removeToast } from '@/lib/toast-store';
import ContactSellerDialog from './contact-seller-dialog';

const CAR_ID = '5f0c6a5e-1111-4222-8333-444455556666';
const CONTACT_URL = `/api/v1/cars/${CAR_ID}/contact/`;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const sent = () => json(200, { success: true, message: 'Inquiry sent', data: { inquiry_id: 'i1', estimated_response: 'soon' } });

/** A token shaped like the API's (HS256 JWT): only its claims matter to the client. */
function jwt(claims: { role: string; exp: number }) {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'u1', ...claims })}.signature`;
}
const inMinutes = (m: number) => Math.floor(Date.now() / 1000) + m * 60;

function signIn(token: string, refresh?: string) {
  localStorage.setItem('authToken', token);
  if (refresh) localStorage.setItem('refreshToken', refresh);
  localStorage.setItem('currentUser', JSON.stringify({ id: 'u1', name: 'Meera Iyer', phone_number: '+919876543210', email: 'meera@example.com' }));
}

type Route = (url: string, init: RequestInit) => Response | Promise<Response>;
function mockFetch(route: Route) {
  const fn = vi.fn(async (url: string, init: RequestInit) => route(url, init));
  vi.stubGlobal('fetch', fn);
  return fn;
}
const bearerOf = (init: RequestInit | undefined) => (init?.headers as Record<string, string> | undefined)?.Authorization;
const contactCalls = (fn: ReturnType<typeof mockFetch>) => fn.mock.calls.filter(([url]) => url === CONTACT_URL);
const toastTitles = () => getToasts().map((t) => t.title);

function renderDialog() {
  const user = userEvent.setup();
  render(<ContactSellerDialog open onOpenChange={() => {}} carId={CAR_ID} carName="2021 Tata Nexon" />);
  return user;
}

async function sendMessage(user: ReturnType<typeof userEvent.setup>, message = 'Is the price negotiable?') {
  await user.type(screen.getByRole('textbox', { name: /^Message/ }), message);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  for (const t of getToasts()) removeToast(t.id);
});

describe('Contact Seller: who is asking', () => {
  it("sends the signed-in buyer's bearer, so that the inquiry is stored with their account", async () => {
    const token = jwt({ role: 'user', exp: inMinutes(10) });
    signIn(token);
    const fetch = mockFetch(() => sent());
    const user = renderDialog();
    expect(screen.getByRole('textbox', { name: /^Your Name/ })).toHaveProperty('value', 'Meera Iyer');
    await sendMessage(user);
    await waitFor(() => expect(toastTitles()).toContain('Message Sent Successfully!'));
    expect(contactCalls(fetch)).toHaveLength(1);
    expect(bearerOf(contactCalls(fetch)[0]![1])).toBe(`Bearer ${token}`);
  });

  it('sends no bearer when nobody is signed in', async () => {
    const fetch = mockFetch(() => sent());
    const user = renderDialog();
    await user.type(screen.getByRole('textbox', { name: /^Your Name/ }), 'Meera');
    await user.type(screen.getByRole('textbox', { name: /^Phone Number/ }), '9876543210');
    await sendMessage(user);
    await waitFor(() => expect(toastTitles()).toContain('Message Sent Successfully!'));
    expect(bearerOf(contactCalls(fetch)[0]![1])).toBeUndefined();
  });

  it('refreshes an expired token first and sends the fresh one', async () => {
    signIn(jwt({ role: 'user', exp: inMinutes(-5) }), 'refresh-1');
    const fresh = jwt({ role: 'user', exp: inMinutes(15) });
    const fetch = mockFetch((url) => (url.endsWith('/auth/refresh/') ? json(200, { success: true, data: { access_token: fresh } }) : sent()));
    const user = renderDialog();
    await sendMessage(user);
    await waitFor(() => expect(toastTitles()).toContain('Message Sent Successfully!'));
    expect(bearerOf(contactCalls(fetch)[0]![1])).toBe(`Bearer ${fresh}`);
    expect(localStorage.getItem('authToken')).toBe(fresh);
  });

  it('still sends the message, without a bearer, when an expired token cannot be refreshed', async () => {
    signIn(jwt({ role: 'user', exp: inMinutes(-5) }), 'refresh-gone');
    const fetch = mockFetch((url) =>
      url.endsWith('/auth/refresh/') ? json(401, { success: false, error: { code: 'UNAUTHORIZED', message: 'Expired' } }) : sent(),
    );
    const user = renderDialog();
    await sendMessage(user);
    await waitFor(() => expect(toastTitles()).toContain('Message Sent Successfully!'));
    expect(contactCalls(fetch)).toHaveLength(1);
    expect(bearerOf(contactCalls(fetch)[0]![1])).toBeUndefined();
  });

  it("sends no bearer with an admin's token (it links nobody)", async () => {
    signIn(jwt({ role: 'admin', exp: inMinutes(60) }));
    const fetch = mockFetch(() => sent());
    const user = renderDialog();
    await sendMessage(user);
    await waitFor(() => expect(toastTitles()).toContain('Message Sent Successfully!'));
    expect(bearerOf(contactCalls(fetch)[0]![1])).toBeUndefined();
  });

  it('sends again as a stranger when the bearer is refused, instead of failing a public action', async () => {
    signIn(jwt({ role: 'user', exp: inMinutes(10) }));
    const fetch = mockFetch((_url, init) =>
      bearerOf(init) ? json(401, { success: false, error: { code: 'UNAUTHORIZED', message: 'Invalid token' } }) : sent(),
    );
    const user = renderDialog();
    await sendMessage(user);
    await waitFor(() => expect(toastTitles()).toContain('Message Sent Successfully!'));
    expect(toastTitles()).not.toContain('Failed to Send Message');
    expect(contactCalls(fetch).map(([, init]) => bearerOf(init) === undefined)).toEqual([false, true]);
  });
});

describe('Contact Seller: required fields', () => {
  it('keeps the toast, says under each empty required field what is missing and focuses the first', async () => {
    const fetch = mockFetch(() => sent());
    const user = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(getToasts()[0]).toMatchObject({ title: 'Missing Information', description: 'Please fill in all required fields' });
    const fields = [
      [/^Your Name/, 'Name is required'],
      [/^Phone Number/, 'Phone number is required'],
      [/^Message/, 'Message is required'],
    ] as const;
    for (const [name, text] of fields) {
      const field = screen.getByRole('textbox', { name });
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(text);
    }
    expect(screen.getByRole('textbox', { name: /^Email/ }).getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Your Name/ }));
    expect(fetch).not.toHaveBeenCalled();

    // Filling a field clears its message; the next empty one is focused on the next try.
    await user.type(screen.getByRole('textbox', { name: /^Your Name/ }), 'Meera');
    expect(screen.getByRole('textbox', { name: /^Your Name/ }).getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Phone Number/ }));
  });

  it('a message of spaces only counts as empty', async () => {
    signIn(jwt({ role: 'user', exp: inMinutes(10) }));
    mockFetch(() => sent());
    const user = renderDialog();
    await sendMessage(user, '   ');
    expect(screen.getByRole('textbox', { name: /^Message/ }).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Message/ }));
  });

  it("shows the server's message under the field it refuses, beside the toast", async () => {
    mockFetch(() =>
      json(400, { success: false, error: { code: 'VALIDATION_ERROR', message: 'Validation failed', details: { buyer_phone: ['Please enter a valid phone number'] } } }),
    );
    const user = renderDialog();
    await user.type(screen.getByRole('textbox', { name: /^Your Name/ }), 'Meera');
    await user.type(screen.getByRole('textbox', { name: /^Phone Number/ }), '12345');
    await sendMessage(user);
    await waitFor(() => expect(toastTitles()).toContain('Failed to Send Message'));
    const phone = screen.getByRole('textbox', { name: /^Phone Number/ });
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe('Please enter a valid phone number');
    expect(document.activeElement).toBe(phone);
  });

  it('has a placeholder that reads as an example, not as a message already typed', () => {
    renderDialog();
    const message = screen.getByRole('textbox', { name: /^Message/ });
    expect(message.getAttribute('placeholder')).toBe('e.g. Is the car still available? When can I see it?');
  });
});

describe('Contact Seller: a retried message (issue 24)', () => {
  const keyOf = (init: RequestInit | undefined) => (JSON.parse(String(init?.body)) as { client_key?: string }).client_key;

  it('sends the same client key again after a lost answer, and a new one for the next message', async () => {
    let calls = 0;
    const fetch = mockFetch(() => {
      calls++;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return sent();
    });
    const user = renderDialog();
    await user.type(screen.getByRole('textbox', { name: /^Your Name/ }), 'Meera');
    await user.type(screen.getByRole('textbox', { name: /^Phone Number/ }), '9876543210');
    await sendMessage(user);
    await waitFor(() => expect(toastTitles()).toContain('Network Error'));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(toastTitles()).toContain('Message Sent Successfully!'));
    await sendMessage(user, 'And the service history?');
    await waitFor(() => expect(contactCalls(fetch).length).toBeGreaterThanOrEqual(3));
    const keys = contactCalls(fetch).map(([, init]) => keyOf(init));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys.at(-1)).toMatch(/^[0-9a-f]{32}$/);
    expect(keys.at(-1)).not.toBe(keys[0]);
  });
});
