import { greet, renderMail, type RenderedMail } from './layout.ts';

export interface ApprovedMailInput {
  sellerName: string;
  title: string;
  listingUrl: string;
}

/** To the seller when an admin approves the listing: it is public from now on. */
export function listingApprovedMail(input: ApprovedMailInput): RenderedMail {
  return renderMail(`Your listing "${input.title}" is live`, {
    greeting: greet(input.sellerName),
    paragraphs: [
      `Good news: your ${input.title} has been approved and is now visible to buyers.`,
      'Buyers can contact you from the listing page. You will find their inquiries in your dashboard.',
    ],
    action: { label: 'See your listing', url: input.listingUrl },
  });
}
