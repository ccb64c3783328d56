import { translator, type Language } from '../../platform/i18n/translate.ts';
import { greet, renderMail, type RenderedMail } from './layout.ts';

export interface RejectedMailInput {
  sellerName: string;
  title: string;
  reason: string;
  dashboardUrl: string;
  /** The seller's saved language (English when absent). */
  lang?: Language;
}

/** To the seller when an admin rejects the listing, with the reason given. */
export function listingRejectedMail(input: RejectedMailInput): RenderedMail {
  const t = translator(input.lang);
  return renderMail(t('Your listing "{title}" was not approved', { title: input.title }), {
    greeting: greet(input.sellerName, t),
    paragraphs: [
      t('We reviewed your {title} and could not approve it.', { title: input.title }),
      // The admin's reason is shown as the admin wrote it (the admin area stays English).
      t('Reason: {reason}', { reason: input.reason }),
      t('You can edit the listing from your dashboard; an edited listing is reviewed again.'),
    ],
    action: { label: t('Edit your listing'), url: input.dashboardUrl },
  });
}
