import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '@/lib/memory-router';
import { getToasts, removeToast } from '@/lib/toast-store';
import { alertChange, SavedSearchesTab } from './saved-searches-tab';

const ID = '5f0c6a5e-1111-4222-8333-444455556666';
const saved = { id: ID, name: 'Pune diesels', search_filters: { city: 'Pune', fuelType: 'diesel' }, notifications_enabled: true, notification_frequency: 'daily', created_at: '2026-11-20T10:00:00Z' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function mockApi(patchAnswer: (body: Record<string, unknown>) => Response) {
  const fn = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === 'PATCH') return patchAnswer(JSON.parse(String(init.body)) as Record<string, unknown>);
    return json(200, { success: true, data: [saved] });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

function renderTab() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <SavedSearchesTab enabled />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const t of getToasts()) removeToast(t.id);
});

describe('changing a saved search’s alerts on the dashboard (issue 25)', () => {
  it('sends the new frequency with PATCH and shows it', async () => {
    const fetch = mockApi((body) => json(200, { success: true, data: { ...saved, ...body } }));
    renderTab();
    const select = await screen.findByRole('combobox', { name: 'Alerts for Pune diesels' });
    expect((select as HTMLSelectElement).value).toBe('daily');
    await userEvent.selectOptions(select, 'weekly');
    await waitFor(() => expect(screen.getByText('Alerts: Weekly digest')).toBeTruthy());
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH')!;
    expect(patch[0]).toBe(`/api/v1/users/me/saved-searches/${ID}/`);
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ notifications_enabled: true, notification_frequency: 'weekly' });
    expect((select as HTMLSelectElement).value).toBe('weekly');
    expect(getToasts().map((t) => t.title)).toContain('Alerts updated');
  });

  it('turns alerts off, and keeps the old choice when the change fails', async () => {
    mockApi(() => json(400, { success: false, error: { code: 'VALIDATION_ERROR', message: 'Notification frequency must be one of: immediate, daily, weekly' } }));
    renderTab();
    const select = await screen.findByRole('combobox', { name: 'Alerts for Pune diesels' });
    await userEvent.selectOptions(select, 'off');
    await waitFor(() => expect(getToasts().map((t) => t.title)).toContain('Could not change the alerts'));
    expect((select as HTMLSelectElement).value).toBe('daily');
    expect(screen.getByText('Alerts: Daily digest')).toBeTruthy();
  });

  it('maps each choice to its PATCH body', () => {
    expect(alertChange('off')).toEqual({ notifications_enabled: false });
    expect(alertChange('immediate')).toEqual({ notifications_enabled: true, notification_frequency: 'immediate' });
  });
});
