// Which listing e-mail goes to whom (decision 024): a listener queues a job in the transaction of
// the change that calls for a mail (a submission, an approval, a rejection), so a rolled-back
// change sends nothing and a committed one cannot lose its mail; the job's worker (workers.ts)
// renders and sends it. A mail failure is logged and kept in the outbox by the mailer.
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { languageOf, pageUrl, type Language } from '../../platform/i18n/translate.ts';
import type { SqlExecutor } from '../../platform/jobs.ts';
import { adminRecipients as admins } from '../auth/admin-directory.ts';
import { findListing } from '../listing-store/listing-rows.ts';
import { accountContacts } from '../users/accounts.ts';
import { adminNoticeMail } from './admin-notice.ts';
import { deliverInBackground } from './deliver.ts';
import { listingApprovedMail } from './listing-approved.ts';
import { listingRejectedMail } from './listing-rejected.ts';
import { listingSubmittedMail } from './listing-submitted.ts';

export const LISTING_MAIL_QUEUE = 'listing-mails';

export type ListingMailJob =
  | { kind: 'submitted'; listingId: string }
  | { kind: 'approved'; listingId: string }
  | { kind: 'rejected'; listingId: string; reason: string };

/** Queues the mail in the caller's transaction (it commits with the change or not at all). */
export async function queueListingMail(ctx: AppContext, tx: SqlExecutor, job: ListingMailJob) {
  await ctx.jobs.sendInTx(tx, LISTING_MAIL_QUEUE, job, { retryLimit: 3, retryDelay: 30, retryBackoff: true });
}

/** The seller's pages in the seller's language; the admin's stay English (the admin area is English). */
const links = (ctx: AppContext, listingId: string, lang: Language) => ({
  listingUrl: pageUrl(ctx.config.publicUrl, lang, `/listing/${listingId}`),
  dashboardUrl: pageUrl(ctx.config.publicUrl, lang, '/seller/dashboard'),
  adminUrl: `${ctx.config.publicUrl}/admin/dashboard`,
});

/** The admin team: ADMIN_EMAIL when configured, else every admin account. */
async function adminTeam(ctx: AppContext): Promise<string[]> {
  if (ctx.config.adminEmail) return [ctx.config.adminEmail];
  return (await admins(ctx.db)).map((r) => r.email);
}

/** Sends what the job asks for; a listing deleted since gets no mail. */
export async function sendListingMail(ctx: AppContext, log: FastifyBaseLogger, job: ListingMailJob) {
  const listing = await findListing(ctx.db, job.listingId);
  if (!listing) return;
  // The seller's account e-mail, else the listing's contact e-mail.
  const account = (await accountContacts(ctx.db, [listing.sellerId])).get(listing.sellerId);
  const sellerEmail = account?.email || listing.sellerEmail;
  // The seller's mails come in the language saved on their account (issue 25), the admins' in English.
  const lang = languageOf(account?.language);
  const l = links(ctx, listing.id, lang);
  if (job.kind === 'submitted') {
    const name = listing.sellerName;
    await Promise.all([
      sellerEmail
        ? deliverInBackground(ctx, log, 'listing_submitted', [sellerEmail], listingSubmittedMail({ sellerName: name, title: listing.title, dashboardUrl: l.dashboardUrl, lang }))
        : undefined,
      deliverInBackground(
        ctx,
        log,
        'admin_new_listing',
        await adminTeam(ctx),
        adminNoticeMail({ title: listing.title, price: listing.price, city: listing.cityName, sellerName: name, sellerPhone: listing.sellerPhone, adminUrl: l.adminUrl }),
      ),
    ]);
    return;
  }
  if (!sellerEmail) return;
  const name = listing.sellerName || account?.name || '';
  const mail =
    job.kind === 'approved'
      ? listingApprovedMail({ sellerName: name, title: listing.title, listingUrl: l.listingUrl, lang })
      : listingRejectedMail({ sellerName: name, title: listing.title, reason: job.reason, dashboardUrl: l.dashboardUrl, lang });
  await deliverInBackground(ctx, log, job.kind === 'approved' ? 'listing_approved' : 'listing_rejected', [sellerEmail], mail);
}
