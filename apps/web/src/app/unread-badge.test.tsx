import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/memory-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import UnreadBadge from '@/app/unread-badge';
import { queryKeys } from '@/lib/query-keys';

let unread = 3;
const calls: string[] = [];

describe('navbar unread badge', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it('shows data.unreadCount and updates when another screen invalidates the key', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        const data = url.includes('/conversations/') ? { unread_total: 2 } : { notifications: [], unreadCount: unread };
        return new Response(JSON.stringify({ success: true, data }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    render(
      <MemoryRouter>
        <UnreadBadge />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'Notifications, 3 unread' })).toBeTruthy();
    expect(calls).toContain('/api/v1/inquiries/notifications/?unread=true&limit=1');
    // Issue 21: the Messages link with its own count.
    expect(await screen.findByRole('link', { name: 'Messages, 2 unread' })).toHaveProperty('pathname', '/messages');
    unread = 0;
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.unreadCount }));
    expect(await screen.findByRole('link', { name: 'Notifications' })).toBeTruthy();
  });
});
