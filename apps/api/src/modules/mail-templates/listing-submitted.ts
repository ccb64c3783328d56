import { REVIEW_TIME } from '@gaadi/domain/constants';
import { greet, renderMail, type RenderedMail } from './layout.ts';

export interface SubmittedMailInput {
  sellerName: string;
  title: string;
  dashboardUrl: string;
}

/** To the seller right after a listing is submitted. */
export function listingSubmittedMail(input: SubmittedMailInput): RenderedMail {
  return renderMail(`Your listing "${input.title}" was submitted for review`, {
    greeting: greet(input.sellerName),
    paragraphs: [
      `Thank you for listing your ${input.title}. It has been submitted for review.`,
      `Our team reviews new listings within ${REVIEW_TIME}. We will write to you as soon as it is approved, and then an inspection is scheduled.`,
    ],
    action: { label: 'View your listings', url: input.dashboardUrl },
  });
}
