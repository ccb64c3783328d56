import { cleanup, render as renderIn, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { StaticRouter } from '@/lib/router';
import { SellerListingCard, type CardListing } from './seller-listing-card';

afterEach(cleanup);

/** The card links to the listing's statistics: it renders inside the app's router. */
const render = (ui: ReactElement) => renderIn(<StaticRouter location="/seller/dashboard">{ui}</StaticRouter>);

const listing = (extra: Partial<CardListing> = {}): CardListing => ({
  id: 'l1',
  year: 2020,
  brand: 'Tata',
  model: 'Nexon',
  price: 550000,
  status: 'approved',
  created_at: '2025-08-30T10:00:00Z',
  updated_at: '2025-08-30T10:00:00Z',
  ...extra,
});

describe('SellerListingCard', () => {
  it('shows why a rejected listing was rejected', () => {
    render(<SellerListingCard listing={listing({ status: 'rejected', rejection_reason: 'Photos are blurry' })} onEdit={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByText('Rejection reason:').parentElement!.textContent).toBe('Rejection reason: Photos are blurry');
  });

  it('shows no reason on a listing that is not rejected', () => {
    render(<SellerListingCard listing={listing({ status: 'pending', rejection_reason: 'old' })} onEdit={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.queryByText('Rejection reason:')).toBeNull();
  });

  it('offers Edit and Delete that act on the dashboard', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    render(<SellerListingCard listing={listing()} onEdit={onEdit} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit 2020 Tata Nexon' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete 2020 Tata Nexon' }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('offers Mark as sold when the dashboard allows it (issue 22), and not otherwise', async () => {
    const onMarkSold = vi.fn();
    const { unmount } = render(<SellerListingCard listing={listing()} onEdit={vi.fn()} onDelete={vi.fn()} onMarkSold={onMarkSold} />);
    await userEvent.click(screen.getByRole('button', { name: 'Mark as sold: 2020 Tata Nexon' }));
    expect(onMarkSold).toHaveBeenCalledOnce();
    unmount();
    render(<SellerListingCard listing={listing()} onEdit={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /^Mark as sold/ })).toBeNull();
  });

  it('draws the buttons inert and out of the accessibility tree in a preview', () => {
    render(<SellerListingCard listing={listing()} preview />);
    expect(screen.queryByRole('button')).toBeNull();
    const edit = screen.getByText('Edit').closest('button')!;
    expect(edit.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(edit.closest('[inert]')).not.toBeNull();
  });

  it('links each live card to its listing statistics (issue 22), and not the preview', () => {
    render(<SellerListingCard listing={listing()} onEdit={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Statistics of 2020 Tata Nexon' }).getAttribute('href')).toBe('/seller/listings/l1/statistics');
    cleanup();
    render(<SellerListingCard listing={listing()} preview />);
    expect(screen.queryByRole('link', { name: /^Statistics of/ })).toBeNull();
  });
});
