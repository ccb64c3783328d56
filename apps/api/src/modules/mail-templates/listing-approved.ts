import { translator, type Language } from '../../platform/i18n/translate.ts';
import { greet, renderMail, type RenderedMail } from './layout.ts';

export interface ApprovedMailInput {
  sellerName: string;
  title: string;
  listingUrl: string;
  /** The seller's saved language (English when absent). */
  lang?: Language;
}

/** To the seller when an admin approves the listing: it is public from now on. */
export function listingApprovedMail(input: ApprovedMailInput): RenderedMail {
  const t = translator(input.lang);
  return renderMail(t('Your listing "{title}" is live', { title: input.title }), {
    greeting: greet(input.sellerName, t),
    paragraphs: [
      t('Good news: your {title} has been approved and is now visible to buyers.', { title: input.title }),
      t('Buyers can contact you from the listing page. You will find their inquiries in your dashboard.'),
    ],
    action: { label: t('See your listing'), url: input.listingUrl },
  });
}
