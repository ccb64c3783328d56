import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Inquiry } from '@gaadi/domain/schemas/inquiries';
import { MemoryRouter } from '@/lib/memory-router';
import { InquiriesTab } from './inquiries-tab';

const inquiry = (id: string, buyer: string): Inquiry => ({
  id,
  status: 'new',
  buyer_name: buyer,
  buyer_phone: '+919876543210',
  buyer_email: '',
  message: `Hello from ${buyer}`,
  preferred_contact_time: 'anytime',
  created_at: new Date().toISOString(),
  seller_response: '',
  car: { id: 'car-1', title: '2021 Honda City', year: 2021, brand: 'Honda', model: 'City', car_model: 'City', price: 800000, thumbnail: null },
  conversation_id: id,
});

describe('InquiriesTab', () => {
  it("focuses and marks the inquiry a notification's link points at", async () => {
    render(
      <MemoryRouter initialEntries={['/dashboard?tab=inquiries#inquiry-i2']}>
        <InquiriesTab inquiries={[inquiry('i1', 'Ravi'), inquiry('i2', 'Meera')]} onResponded={() => {}} />
      </MemoryRouter>,
    );
    const target = screen.getByRole('article', { name: 'Inquiry from Meera' });
    expect(target.id).toBe('inquiry-i2');
    await waitFor(() => expect(document.activeElement).toBe(target));
    expect(target.className).toMatch(/\bring-2\b/);
    expect(screen.getByRole('article', { name: 'Inquiry from Ravi' }).className).not.toMatch(/\bring-2\b/);
    expect(screen.getByRole('link', { name: 'Open conversation with Meera' }).getAttribute('href')).toBe('/messages/i2');
  });
});
