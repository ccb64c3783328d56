// The wizard's draft (issue 22): kept per user in this browser, restored on a reload where it was
// left, filled from a valuation link, cleared by "Start over"; Back asks before leaving.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@/lib/memory-router';
import { draftKey, prefillOf, readDraft } from './sell-draft';
import { SellWizard } from './sell-wizard';

const brands = [{ name: 'Tata', logo: null, models: [{ name: 'Nexon', variants: [{ name: 'XZ+' }] }] }];

function setup(path = '/sell', userId = 'u1') {
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <SellWizard brands={brands} cities={[]} features={{}} maxImages={10} user={{ name: 'Ravi', phone_number: '+919800000000', email: null }} userId={userId} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, view };
}

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

describe('the sell wizard draft', () => {
  it('keeps what was typed for this user and restores it after a reload', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user, view } = setup();
    await user.type(screen.getByLabelText(/^Model/), 'Nexon');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(readDraft('u1')?.values.model_name).toBe('Nexon');
    expect(readDraft('u2')).toBeNull(); // another user on this browser has none
    vi.useRealTimers();
    view.unmount();

    setup();
    expect(screen.getByLabelText<HTMLInputElement>(/^Model/).value).toBe('Nexon');
    expect(screen.getByRole('status').textContent).toMatch(/^Your draft from .* is restored/);
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>(/^Model/).value).toBe(''));
    expect(localStorage.getItem(draftKey('u1'))).toBeNull();
  });

  it('fills step 1 from a valuation link', () => {
    setup('/sell?brand_name=Tata&model_name=Nexon&year=2021&km_driven=30000&fuel_type=diesel&owner_number=2nd&city_name=Pune&price=1');
    expect(screen.getByLabelText<HTMLInputElement>(/^Brand/).value).toBe('Tata');
    expect(screen.getByLabelText<HTMLInputElement>(/^Kilometers Driven/).value).toBe('30000');
    expect(screen.getByLabelText<HTMLSelectElement>(/^Fuel Type/).value).toBe('diesel');
    expect(prefillOf('?price=5&year=2020')).toEqual({ year: '2020' }); // only step 1's car and the city
  });

  it('restores the account’s newer copy from the server and sends what is typed there, once the typing stops', async () => {
    const calls: Array<{ method: string; url: string; body?: unknown }> = [];
    const answer = (data: unknown) => new Response(JSON.stringify({ success: true, data }), { status: 200, headers: { 'content-type': 'application/json' } });
    vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (init.method === 'GET') return answer({ step: 2, values: { brand_name: 'Tata', model_name: 'Punch' }, saved_at: new Date().toISOString() });
      return answer(null);
    }));
    // This browser's copy is older than the server's.
    localStorage.setItem(draftKey('u1'), JSON.stringify({ v: 1, step: 1, values: { model_name: 'Old' }, savedAt: '2026-01-01T00:00:00.000Z' }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = setup();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Step 2: Pricing' })).toBeTruthy());
    expect(readDraft('u1')?.values.model_name).toBe('Punch');
    await user.type(screen.getByRole('spinbutton', { name: /Expected Price/ }), '450000');
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toMatch(/\/cars\/seller\/draft\/$/);
    expect(put?.body).toMatchObject({ step: 2, values: { model_name: 'Punch', price: '450000' } });
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends a copy still on its way again when the page goes, in a request that outlives the page', async () => {
    const puts: Array<{ body: unknown; keepalive: boolean }> = [];
    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => {
      if (init.method === 'GET') return Promise.resolve(new Response(JSON.stringify({ success: true, data: null }), { status: 200, headers: { 'content-type': 'application/json' } }));
      puts.push({ body: JSON.parse(String(init.body)), keepalive: init.keepalive === true });
      return new Promise<Response>(() => {}); // not answered before the page goes (a reload cancels it)
    }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Model/), 'Nexon');
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    expect(puts).toEqual([{ body: expect.objectContaining({ step: 1, values: expect.objectContaining({ model_name: 'Nexon' }) }), keepalive: false }]);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
    });
    expect(puts[1]).toEqual({ body: puts[0]!.body, keepalive: true });
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends one copy at a time, the newest once the one on its way is answered', async () => {
    const puts: Array<{ body: { values: Record<string, unknown> }; answer: () => void }> = [];
    vi.stubGlobal('fetch', vi.fn((_url: string, init: RequestInit) => {
      const ok = () => new Response(JSON.stringify({ success: true, data: null }), { status: 200, headers: { 'content-type': 'application/json' } });
      if (init.method === 'GET') return Promise.resolve(ok());
      return new Promise<Response>((resolve) => puts.push({ body: JSON.parse(String(init.body)), answer: () => resolve(ok()) }));
    }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Model/), 'Nex');
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    expect(puts.map((p) => p.body.values.model_name)).toEqual(['Nex']);
    // Typed on while the first is on its way (a slow network): nothing more is sent meanwhile.
    await user.type(screen.getByLabelText(/^Model/), 'on');
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    expect(puts).toHaveLength(1);
    await act(async () => puts[0]!.answer());
    await waitFor(() => expect(puts.map((p) => p.body.values.model_name)).toEqual(['Nex', 'Nexon']));
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks before Back leaves a form with answers', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { user } = setup();
    await user.type(screen.getByLabelText(/^Model/), 'N');
    const before = window.history.length;
    await waitFor(() => expect(window.history.length).toBeGreaterThan(before - 1));
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/^Leave the sell form\?/));
    confirm.mockRestore();
  });
});
