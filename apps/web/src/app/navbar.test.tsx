import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from '@/lib/memory-router';
import { session } from '@/lib/session';
import { Navbar } from './navbar';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Navbar />
    </MemoryRouter>,
  );

beforeEach(() => {
  localStorage.clear();
  session.signOut();
});
afterEach(cleanup);

describe('navbar for a guest (issue 25)', () => {
  it('links Shortlist and a Login that comes back to the page, in the header', () => {
    renderAt('/buy?city=Pune');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Shortlist' }).getAttribute('href')).toBe('/shortlist');
    expect(within(nav).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login?returnUrl=%2Fbuy%3Fcity%3DPune');
    expect(within(nav).queryByRole('link', { name: 'Seller Dashboard' })).toBeNull();
  });

  it('lists them in the phone menu too', () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = document.getElementById('mobile-menu')!;
    expect(within(menu).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Buy Car', 'Sell Car', 'Shortlist', 'Login', 'हिन्दी']);
  });

  it('does not send the login page back to itself', () => {
    renderAt('/login?returnUrl=%2Fsell');
    expect(screen.getByRole('navigation', { name: 'Main' }).querySelector('a[href^="/login"]')!.getAttribute('href')).toBe('/login');
  });
});

describe('navbar for a signed-in user', () => {
  it('shows no Login link', () => {
    session.signIn({ id: 'u1', name: 'Meera', email: 'm@example.com', phone_number: null }, { access_token: 'eyJ.test' });
    renderAt('/');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    expect(screen.getAllByRole('link', { name: 'Seller Dashboard' }).length).toBeGreaterThan(0);
  });
});
