import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { Inquiry } from '@gaadi/domain/schemas/inquiries';
import { StaticRouter } from '@/lib/router';
import { InquiryCard } from './inquiry-card';

const LONG =
  'Namaste, I saw your Honda City listing and I am very interested. Could you tell me whether the service history is complete and whether the insurance is still valid? I can come to Pune on Saturday morning with a mechanic.';

const inquiry = (message: string, over: Partial<Inquiry> = {}): Inquiry => ({
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
  conversation_id: null,
  ...over,
});

// The card links to its conversation: it renders inside a router.
const inRouter = (card: ReactElement) => render(<StaticRouter location="/dashboard?tab=inquiries">{card}</StaticRouter>);

describe('InquiryCard message', () => {
  it('shows the first 100 characters, and the whole message after Read more', async () => {
    const user = userEvent.setup();
    inRouter(<InquiryCard inquiry={inquiry(LONG)} onResponded={() => {}} />);
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
    inRouter(<InquiryCard inquiry={inquiry('Is it available?')} onResponded={() => {}} />);
    expect(screen.getByText('Is it available?')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Read more' })).toBeNull();
  });
});

describe('InquiryCard conversation link', () => {
  it('opens the conversation the inquiry is a message of', () => {
    inRouter(<InquiryCard inquiry={inquiry('Is it available?', { conversation_id: 'c0ffee00-0000-4000-8000-0000000000aa' })} onResponded={() => {}} />);
    const link = screen.getByRole('link', { name: 'Open conversation with Meera' });
    expect(link.textContent).toBe('Open conversation');
    expect(link.getAttribute('href')).toBe('/messages/c0ffee00-0000-4000-8000-0000000000aa');
  });

  it('has no link without a conversation', () => {
    inRouter(<InquiryCard inquiry={inquiry('Is it available?')} onResponded={() => {}} />);
    expect(screen.queryByRole('link', { name: /Open conversation/ })).toBeNull();
  });
});
