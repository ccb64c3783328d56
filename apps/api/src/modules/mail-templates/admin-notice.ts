import { formatPrice } from '@gaadi/domain/format';
import { renderMail, type RenderedMail } from './layout.ts';

export interface AdminNoticeInput {
  title: string;
  price: number;
  city: string;
  sellerName: string;
  sellerPhone: string;
  adminUrl: string;
}

/** To the admin team when a listing waits for review. */
export function adminNoticeMail(input: AdminNoticeInput): RenderedMail {
  return renderMail(`New listing to review: ${input.title}`, {
    greeting: 'Hello team,',
    paragraphs: [
      `A new listing is waiting for review: ${input.title}, ${formatPrice(input.price)}${input.city ? `, ${input.city}` : ''}.`,
      `Seller: ${input.sellerName || 'Unknown'}${input.sellerPhone ? ` (${input.sellerPhone})` : ''}.`,
    ],
    action: { label: 'Open the admin dashboard', url: input.adminUrl },
  });
}
