// The signed-in header in Hindi (issue 25): the account menu, its logout toast and the Messages and
// Notifications links with their unread counts, with no English but the person's own name.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as common } from '@/lib/i18n/hi';
import { messages as account } from '@/lib/i18n/hi-account';
import { answerApi, expectNoEnglish, inEnglish, inHindi } from '@/lib/i18n/hindi-screens';
import { MemoryRouter } from '@/lib/memory-router';
import { queryClient } from '@/lib/query-client';
import { session } from '@/lib/session';
import { getToasts } from '@/lib/toast-store';
import UnreadBadge from './unread-badge';
import UserMenu from './user-menu';

beforeEach(() => {
  localStorage.clear();
  session.signIn({ id: 'u1', name: 'Asha', email: 'asha@example.com', phone_number: null }, { access_token: 'eyJ.test' });
  inHindi(common, account);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  queryClient.clear();
  inEnglish();
});

describe('the signed-in header in Hindi', () => {
  it('lists the account menu\'s links and logs out in Hindi', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/hi/buy']}>
        <ul>
          <UserMenu variant="list" />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['मेरा डैशबोर्ड', 'संदेश', 'शॉर्टलिस्ट', 'सेव की गई खोजें']);
    expectNoEnglish(container, ['Asha']);
    fireEvent.click(screen.getByRole('button', { name: 'लॉग आउट' }));
    expect(getToasts()[0]).toMatchObject({ title: 'लॉग आउट हो गया', description: 'आप लॉग आउट हो गए हैं' });
  });

  it('names the Messages and Notifications links and their unread counts in Hindi', async () => {
    answerApi({
      '/api/v1/conversations/unread-count/': { success: true, data: { unread_total: 2 } },
      '/api/v1/inquiries/notifications/': { success: true, data: { notifications: [], unreadCount: 3 } },
    });
    const { container } = render(
      <MemoryRouter initialEntries={['/hi/buy']}>
        <UnreadBadge />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: 'सूचनाएँ, 3 बिना पढ़ी' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'संदेश, 2 बिना पढ़े' })).toHaveProperty('title', 'संदेश');
    expectNoEnglish(container);
  });
});
