import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminListingsTable } from './admin-listings-table';
import type { AdminListCar as AdminCar } from '@gaadi/domain/schemas/admin';

afterEach(cleanup);

const car = (id: string, status: string, extra: Partial<AdminCar> = {}): AdminCar =>
  ({
    id,
    status,
    year: 2020,
    brand: 'Tata',
    car_model: `Model${id}`,
    fuel_type: 'petrol',
    transmission: 'manual',
    km_driven: 42000,
    price: 550000,
    images: [{ id: 'i', url: 'http://x/full.jpg', thumbnail: 'http://x/thumb.jpg' }],
    seller_info: { name: 'Ravi', phone: '+919800000000', email: '' },
    created_at: '2025-08-30T10:00:00Z',
    ...extra,
  }) as AdminCar;

function setup(cars: AdminCar[]) {
  const handlers = { onOpen: vi.fn(), onReview: vi.fn(), onDelete: vi.fn() };
  render(<AdminListingsTable cars={cars} {...handlers} />);
  return handlers;
}

const row = (name: string) => screen.getByRole('button', { name }).closest('tr')!;

describe('AdminListingsTable', () => {
  it('shows Approve and Reject only on pending rows, Delete on every row', () => {
    setup([car('1', 'pending'), car('2', 'approved'), car('3', 'rejected')]);
    const pending = within(row('2020 Tata Model1'));
    expect(pending.getByRole('button', { name: /^Approve/ })).toBeTruthy();
    expect(pending.getByRole('button', { name: /^Reject/ })).toBeTruthy();
    for (const name of ['2020 Tata Model2', '2020 Tata Model3']) {
      const r = within(row(name));
      expect(r.queryByRole('button', { name: /^Approve/ })).toBeNull();
      expect(r.queryByRole('button', { name: /^Reject/ })).toBeNull();
      expect(r.getByRole('button', { name: /^Delete/ })).toBeTruthy();
    }
  });

  it('colours the status badge per status', () => {
    setup([car('1', 'pending'), car('2', 'approved'), car('3', 'rejected')]);
    expect(within(row('2020 Tata Model1')).getByText('Under Review').className).toContain('bg-yellow-100');
    expect(within(row('2020 Tata Model2')).getByText('Approved').className).toContain('bg-green-100');
    expect(within(row('2020 Tata Model3')).getByText('Rejected').className).toContain('bg-red-100');
  });

  it('shows the details, seller fallbacks, price and thumbnail', () => {
    setup([car('1', 'pending', { seller_info: undefined, seller: undefined, images: [{ id: 'i', url: 'http://x/full.jpg', thumbnail: '' }] })]);
    const r = row('2020 Tata Model1');
    expect(r.textContent).toContain('Petrol • Manual • 42,000 km');
    expect(r.textContent).toContain('Unknown');
    expect(r.textContent).toContain('No phone');
    expect(r.textContent).toContain('₹5,50,000');
    expect(r.querySelector('img')!.getAttribute('src')).toBe('http://x/full.jpg');
  });

  it('groups prices the Indian way and names every value', () => {
    setup([car('1', 'pending', { price: 1325000, km_driven: 125000, fuel_type: 'diesel', transmission: 'automatic' })]);
    const r = row('2020 Tata Model1');
    expect(r.textContent).toContain('₹13,25,000');
    expect(r.textContent).not.toContain('1,325,000');
    expect(r.textContent).toContain('Diesel • Automatic • 1,25,000 km');
    expect(r.textContent).toContain('Under Review');
  });

  it('opens the editor on a row click but not on an action click', async () => {
    const user = userEvent.setup();
    const h = setup([car('1', 'pending')]);
    await user.click(screen.getByRole('button', { name: /^Approve/ }));
    expect(h.onReview).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }), 'approve');
    expect(h.onOpen).not.toHaveBeenCalled();
    await user.click(screen.getByText('Ravi'));
    expect(h.onOpen).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }));
  });

  it('shows a flags badge naming the flags, and Verify opens the checklist (issue 15)', async () => {
    const user = userEvent.setup();
    const flags = [
      { code: 'km_implausible' as const, message: '50,000 km a year is more than 40,000', details: {} },
      { code: 'shared_phone' as const, message: 'The phone number is on listings of 3 seller accounts', details: {} },
    ];
    const onVerify = vi.fn();
    const handlers = { onOpen: vi.fn(), onReview: vi.fn(), onDelete: vi.fn(), onVerify };
    render(<AdminListingsTable cars={[car('1', 'pending', { flags }), car('2', 'approved', { flags: [], verified: true })]} {...handlers} />);
    const flagged = within(row('2020 Tata Model1'));
    expect(flagged.getByText('2 flags').getAttribute('aria-label')).toBe(`2 flags: ${flags[0]!.message}; ${flags[1]!.message}`);
    expect(flagged.queryByText('Verified')).toBeNull();
    const clean = within(row('2020 Tata Model2'));
    expect(clean.queryByText(/flag/)).toBeNull();
    expect(clean.getByText('Verified')).toBeTruthy();
    await user.click(flagged.getByRole('button', { name: 'Verify 2020 Tata Model1' }));
    expect(onVerify).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }));
    expect(handlers.onOpen).not.toHaveBeenCalled();
  });
});
