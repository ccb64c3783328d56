import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Notification } from '@gaadi/domain/schemas/notifications';
import { MemoryRouter } from '@/lib/memory-router';
import { useLocation } from '@/lib/router';
import { NotificationCard } from './notification-card';

const CAR = 'c0ffee00-0000-4000-8000-000000000001';
const INQUIRY = 'beef0000-0000-4000-8000-000000000002';
const car = (status: string) => ({ id: CAR, title: '2021 Honda City', year: 2021, brand: 'Honda', model: 'City', car_model: 'City', price: 800000, status });
const inquiry = { id: INQUIRY, buyer_name: 'Meera', status: 'new', message: 'Is it available?' };

function notification(over: Partial<Notification>): Notification {
  return {
    id: 'n1',
    type: 'system',
    title: 'Notice',
    message: 'Something happened',
    priority: 'normal',
    is_read: false,
    created_at: new Date().toISOString(),
    read_at: null,
    data: {},
    car_info: null,
    inquiry_info: null,
    conversation_id: null,
    ...over,
  };
}

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="location">{pathname + search + hash}</output>;
}

function renderCard(n: Notification) {
  const onRead = vi.fn();
  render(
    <MemoryRouter initialEntries={['/dashboard?tab=notifications']}>
      <NotificationCard notification={n} onRead={onRead} />
      <Where />
    </MemoryRouter>,
  );
  return { onRead, user: userEvent.setup() };
}
const location = () => screen.getByRole('status', { name: 'location' }).textContent;

describe('NotificationCard', () => {
  it('is a link to the listing a saved-search match is about, and a click marks it read', async () => {
    const { onRead, user } = renderCard(
      notification({ type: 'saved_search_match', title: 'New match for "Honda"', data: { car_id: CAR, listing_id: CAR }, car_info: car('approved') }),
    );
    const link = screen.getByRole('link', { name: /New match for "Honda"/ });
    expect(link.getAttribute('href')).toBe(`/listing/${CAR}`);
    await user.click(link);
    expect(onRead).toHaveBeenCalledWith('n1');
    expect(location()).toBe(`/listing/${CAR}`);
  });

  it("takes the seller to the inquiry in the dashboard's Inquiries tab", async () => {
    const { onRead, user } = renderCard(
      notification({ type: 'inquiry_received', title: 'New inquiry', data: { car_id: CAR, inquiry_id: INQUIRY }, car_info: car('approved'), inquiry_info: inquiry }),
    );
    const link = screen.getByRole('link', { name: /New inquiry/ });
    expect(link.getAttribute('href')).toBe(`/dashboard?tab=inquiries#inquiry-${INQUIRY}`);
    link.focus();
    await user.keyboard('{Enter}');
    expect(onRead).toHaveBeenCalledWith('n1');
    expect(location()).toBe(`/dashboard?tab=inquiries#inquiry-${INQUIRY}`);
  });

  it("opens the conversation of the buyer's \"Seller responded\", not the listing", async () => {
    const { onRead, user } = renderCard(
      notification({
        type: 'inquiry_response',
        title: 'Seller responded',
        data: { car_id: CAR, inquiry_id: INQUIRY },
        car_info: car('approved'),
        inquiry_info: inquiry,
        conversation_id: INQUIRY,
      }),
    );
    const link = screen.getByRole('link', { name: /Seller responded/ });
    expect(link.getAttribute('href')).toBe(`/messages/${INQUIRY}`);
    await user.click(link);
    expect(onRead).toHaveBeenCalledWith('n1');
    expect(location()).toBe(`/messages/${INQUIRY}`);
  });

  it('stays a link once read, without marking it again', async () => {
    const { onRead, user } = renderCard(
      notification({ type: 'car_approved', title: 'Listing approved', is_read: true, data: { listing_id: CAR }, car_info: car('approved') }),
    );
    await user.click(screen.getByRole('link', { name: /Listing approved/ }));
    expect(onRead).not.toHaveBeenCalled();
    expect(location()).toBe(`/listing/${CAR}`);
  });

  it('marks read without a link when there is nothing to open', async () => {
    const { onRead, user } = renderCard(notification({ title: 'Welcome' }));
    expect(screen.queryByRole('link')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Welcome/ }));
    expect(onRead).toHaveBeenCalledWith('n1');
  });
});
