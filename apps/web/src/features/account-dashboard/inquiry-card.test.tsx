import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Inquiry } from '@gaadi/domain/schemas/inquiries';
import { InquiryCard } from './inquiry-card';

const LONG =
  'Namaste, I saw your Honda City listing and I am very interested. Could you tell me whether the service history is complete and whether the insurance is still valid? I can come to Pune on Saturday morning with a mechanic.';

const inquiry = (message: string): Inquiry => ({
  id: 'i1',
  status: 'responded',
  buyer_name: 'Meera',
  buyer_phone: null,
  buyer_email: '',
  message,
  preferred_contact_time: 'anytime',
  created_at: new Date().toISOString(),
  seller_response: '',
  car: null as unknown as Inquiry['car'],
});

describe('InquiryCard message', () => {
  it('shows the first 100 characters, and the whole message after Read more', async () => {
    const user = userEvent.setup();
    render(<InquiryCard inquiry={inquiry(LONG)} onResponded={() => {}} />);
    expect(screen.getByText(`${LONG.slice(0, 100)}...`)).toBeTruthy();
    expect(screen.queryByText(LONG)).toBeNull();

    const more = screen.getByRole('button', { name: 'Read more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(screen.getByText(LONG)).toBeTruthy();
    const less = screen.getByRole('button', { name: 'Show less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(less.getAttribute('aria-controls')!)?.textContent).toBe(LONG);

    await user.click(less);
    expect(screen.getByText(`${LONG.slice(0, 100)}...`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Read more' })).toBeTruthy();
  });

  it('offers no toggle for a message that fits the preview', () => {
    render(<InquiryCard inquiry={inquiry('Is it available?')} onResponded={() => {}} />);
    expect(screen.getByText('Is it available?')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();
  });
});
