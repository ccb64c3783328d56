import { greet, renderMail, type RenderedMail } from './layout.ts';

export interface RejectedMailInput {
  sellerName: string;
  title: string;
  reason: string;
  dashboardUrl: string;
}

/** To the seller when an admin rejects the listing, with the reason given. */
export function listingRejectedMail(input: RejectedMailInput): RenderedMail {
  return renderMail(`Your listing "${input.title}" was not approved`, {
    greeting: greet(input.sellerName),
    paragraphs: [
      `We reviewed your ${input.title} and could not approve it.`,
      `Reason: ${input.reason}`,
      'You can edit the listing from your dashboard; an edited listing is reviewed again.',
    ],
    action: { label: 'Edit your listing', url: input.dashboardUrl },
  });
}
