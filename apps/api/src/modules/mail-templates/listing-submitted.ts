import { REVIEW_TIME } from '@gaadi/domain/constants';
import { translator, type Language } from '../../platform/i18n/translate.ts';
import { greet, renderMail, type RenderedMail } from './layout.ts';

export interface SubmittedMailInput {
  sellerName: string;
  title: string;
  dashboardUrl: string;
  /** The seller's saved language (English when absent). */
  lang?: Language;
}

/** To the seller right after a listing is submitted. */
export function listingSubmittedMail(input: SubmittedMailInput): RenderedMail {
  const t = translator(input.lang);
  return renderMail(t('Your listing "{title}" was submitted for review', { title: input.title }), {
    greeting: greet(input.sellerName, t),
    paragraphs: [
      t('Thank you for listing your {title}. It has been submitted for review.', { title: input.title }),
      t('Our team reviews new listings within {time}. We will write to you as soon as it is approved, and then an inspection is scheduled.', { time: t(REVIEW_TIME) }),
    ],
    action: { label: t('View your listings'), url: input.dashboardUrl },
  });
}
