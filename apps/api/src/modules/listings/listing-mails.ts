// Which listing e-mail goes to whom. Sent after commit, in the background (never fails a request).
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { adminNoticeMail } from '../mail-templates/admin-notice.ts';
import { deliverInBackground } from '../mail-templates/deliver.ts';
import { listingApprovedMail } from '../mail-templates/listing-approved.ts';
import { listingRejectedMail } from '../mail-templates/listing-rejected.ts';
import { listingSubmittedMail } from '../mail-templates/listing-submitted.ts';
import { adminRecipients as admins } from '../auth/admin-directory.ts';
import { accountContacts } from '../users/accounts.ts';
import type { ListingRow } from './queries.ts';

const links = (ctx: AppContext, listingId: string) => ({
  listingUrl: `${ctx.config.publicUrl}/listing/${listingId}`,
  dashboardUrl: `${ctx.config.publicUrl}/seller/dashboard`,
  adminUrl: `${ctx.config.publicUrl}/admin/dashboard`,
});

/** The admin team: ADMIN_EMAIL when configured, else every admin account. */
async function adminRecipients(ctx: AppContext): Promise<string[]> {
  if (ctx.config.adminEmail) return [ctx.config.adminEmail];
  return (await admins(ctx.db)).map((r) => r.email);
}

export async function sendSubmittedMails(ctx: AppContext, log: FastifyBaseLogger, listing: ListingRow, accountEmail: string | null) {
  try {
    const l = links(ctx, listing.id);
    const sellerEmail = accountEmail || listing.sellerEmail;
    const name = listing.sellerName;
    await Promise.all([
      sellerEmail
        ? deliverInBackground(ctx, log, 'listing_submitted', [sellerEmail], listingSubmittedMail({ sellerName: name, title: listing.title, dashboardUrl: l.dashboardUrl }))
        : undefined,
      deliverInBackground(
        ctx,
        log,
        'admin_new_listing',
        await adminRecipients(ctx),
        adminNoticeMail({ title: listing.title, price: listing.price, city: listing.cityName, sellerName: name, sellerPhone: listing.sellerPhone, adminUrl: l.adminUrl }),
      ),
    ]);
  } catch (e) {
    log.warn({ err: (e as Error).message }, 'could not prepare listing e-mails');
  }
}

/** Approval or rejection notice to the listing's seller (account e-mail, else the listing contact). */
export async function sendReviewMail(ctx: AppContext, log: FastifyBaseLogger, listing: ListingRow, outcome: 'approved' | 'rejected', reason?: string) {
  try {
    const account = (await accountContacts(ctx.db, [listing.sellerId])).get(listing.sellerId);
    const to = account?.email || listing.sellerEmail;
    if (!to) return;
    const name = listing.sellerName || account?.name || '';
    const l = links(ctx, listing.id);
    const mail =
      outcome === 'approved'
        ? listingApprovedMail({ sellerName: name, title: listing.title, listingUrl: l.listingUrl })
        : listingRejectedMail({ sellerName: name, title: listing.title, reason: reason ?? '', dashboardUrl: l.dashboardUrl });
    await deliverInBackground(ctx, log, outcome === 'approved' ? 'listing_approved' : 'listing_rejected', [to], mail);
  } catch (e) {
    log.warn({ err: (e as Error).message }, 'could not send the review e-mail');
  }
}
