import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@/lib/memory-router';
import { useLocation } from '@/lib/router';
import { session } from '@/lib/session';
import { getToasts } from '@/lib/toast-store';
import UserMenu from './user-menu';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}
const renderList = () =>
  render(
    <MemoryRouter initialEntries={['/buy']}>
      <ul>
        <UserMenu variant="list" />
      </ul>
      <Where />
    </MemoryRouter>,
  );

beforeEach(() => {
  localStorage.clear();
  session.signIn({ id: 'u1', name: '', email: null, phone_number: '+919876543210' }, { access_token: 'eyJ.test' });
});
afterEach(cleanup);

describe('user menu in the mobile menu', () => {
  it('names a phone-only user by the number and reaches the dashboard tabs', () => {
    renderList();
    expect(screen.getByText('+91 98765 43210')).toBeTruthy();
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['My Dashboard', '/dashboard'],
      ['Messages', '/messages'],
      ['Shortlist', '/shortlist'],
      ['Saved searches', '/dashboard?tab=saved-searches'],
    ]);
    fireEvent.click(screen.getByRole('link', { name: 'Saved searches' }));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard?tab=saved-searches');
  });

  it('logs out: session cleared, toast, home page', () => {
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(session.isAuthenticated).toBe(false);
    expect(getToasts()[0]).toMatchObject({ title: 'Logged Out', description: 'You have been logged out successfully' });
    expect(screen.getByTestId('where').textContent).toBe('/');
  });
});

describe('Messages in the user menu (issue 21)', () => {
  it('shows the unread messages the navbar loaded', async () => {
    const { queryClient } = await import('@/lib/query-client');
    const { queryKeys } = await import('@/lib/query-keys');
    queryClient.setQueryData(queryKeys.messagesUnread, 4);
    renderList();
    const link = screen.getByRole('link', { name: 'Messages, 4 unread' });
    expect(link.getAttribute('href')).toBe('/messages');
    expect(link.textContent).toBe('Messages4');
    queryClient.clear();
  });
});
