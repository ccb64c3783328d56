import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/lib/session';
import { LANGUAGE_COOKIE } from '@/lib/i18n/locale';
import { chosenBeforeSignIn, COOKIE, switchTarget, useSavedLanguage } from './saved-language';

function Header({ active = true }: { active?: boolean }) {
  useSavedLanguage(active);
  return (
    <nav>
      <a href="/hi/buy" hrefLang="hi" lang="hi" onClick={(e) => e.preventDefault()}>
        हिन्दी
      </a>
      <a href="/buy" onClick={(e) => e.preventDefault()}>
        Buy Car
      </a>
    </nav>
  );
}

const calls: Array<{ url: string; method: string; body: unknown; keepalive?: boolean }> = [];
let status = 200;

beforeEach(() => {
  calls.length = 0;
  status = 200;
  localStorage.clear();
  document.cookie = 'lang=; max-age=0; path=/';
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method!, body: JSON.parse(String(init.body)), keepalive: init.keepalive });
    return new Response(JSON.stringify(status === 200 ? { success: true, data: {} } : { success: false, error: { code: 'X', message: 'x' } }), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signIn = (language?: 'en' | 'hi' | null) =>
  session.signIn({ id: 'u1', name: 'Asha', email: 'a@example.com', phone_number: null, ...(language !== undefined ? { language } : {}) }, { access_token: 'eyJ.test' });

describe('the language saved on a signed-in account (issue 25)', () => {
  it('saves the choice when the header switch is clicked, sent even as the page is left', async () => {
    signIn('en');
    const { getByText } = render(<Header />);
    fireEvent.click(getByText('हिन्दी'));
    await vi.waitFor(() => expect(calls).toEqual([{ url: '/api/v1/users/me/language/', method: 'PUT', body: { language: 'hi' }, keepalive: true }]));
    expect(session.user?.language).toBe('hi');
  });

  it('saves nothing for other links, for the language already saved, or when not signed in', async () => {
    signIn('hi');
    const { getByText } = render(<Header />);
    fireEvent.click(getByText('Buy Car'));
    fireEvent.click(getByText('हिन्दी'));
    session.signOut();
    fireEvent.click(getByText('हिन्दी'));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
  });

  it('saves a choice made before signing in once, when the account has none yet', async () => {
    document.cookie = 'lang=hi; path=/';
    signIn(null);
    render(<Header />);
    await vi.waitFor(() => expect(calls.map((c) => c.body)).toEqual([{ language: 'hi' }]));
    cleanup();
    render(<Header />);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(1);
  });

  it('leaves an account that has a language, or a copy stored before the field existed, as it is', async () => {
    document.cookie = 'lang=hi; path=/';
    signIn('en');
    render(<Header />);
    cleanup();
    signIn();
    render(<Header />);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
  });

  it('puts the stored language back when the save fails, so that the next switch tries again', async () => {
    signIn('en');
    status = 500;
    const { getByText } = render(<Header />);
    fireEvent.click(getByText('हिन्दी'));
    await vi.waitFor(() => expect(session.user?.language).toBe('en'));
    expect(calls.length).toBeGreaterThan(0);
  });

  it('only listens where it is mounted for the header', async () => {
    signIn('en');
    const { getByText } = render(<Header active={false} />);
    fireEvent.click(getByText('हिन्दी'));
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toEqual([]);
  });

  it('reads the switch and the cookie', () => {
    expect(COOKIE).toBe(LANGUAGE_COOKIE);
    const a = document.createElement('a');
    a.setAttribute('hreflang', 'en');
    a.setAttribute('lang', 'en');
    const inner = document.createElement('span');
    a.append(inner);
    expect(switchTarget(inner)).toBe('en');
    expect(switchTarget(document.body)).toBeNull();
    expect(chosenBeforeSignIn('theme=dark; lang=hi')).toBe('hi');
    expect(chosenBeforeSignIn('slang=hi')).toBeNull();
    expect(chosenBeforeSignIn('lang=fr')).toBeNull();
  });
});
