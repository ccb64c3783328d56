// The daily and weekly digests: for each user with waiting matches, one notification and one
// e-mail listing them, grouped by saved search. Alerts are taken under a row lock and marked
// sent in the same transaction as the notification, so two runs never send one alert twice.
import { fillText, NOTIFICATION_TEXTS as TEXT } from '@gaadi/domain/notification-texts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { inLanguage, languageOf, pageUrl } from '../../platform/i18n/translate.ts';
import { listingSummaries } from '../listing-store/listing-rows.ts';
import { alertDigestMail, type AlertCar } from '../mail-templates/alert-mails.ts';
import { deliverInBackground } from '../mail-templates/deliver.ts';
import { notify } from '../notifications/notify.ts';
import { namesOfSavedSearches } from '../saved-searches/alert-matching.ts';
import { accountContacts } from '../users/accounts.ts';
import { carUrl, unsubscribeUrl } from './alert-links.ts';
import { takePendingDigest, usersWithPendingDigest, type SavedSearchAlertRow } from './queries.ts';

export type DigestFrequency = 'daily' | 'weekly';

/** Returns how many users were sent a digest. */
export async function sendDigests(ctx: AppContext, log: FastifyBaseLogger, frequency: DigestFrequency): Promise<number> {
  let sent = 0;
  for (const userId of await usersWithPendingDigest(ctx.db, frequency)) {
    if (await sendDigest(ctx, log, userId, frequency)) sent++;
  }
  return sent;
}

async function sendDigest(ctx: AppContext, log: FastifyBaseLogger, userId: string, frequency: DigestFrequency): Promise<boolean> {
  let groups: Array<{ searchId: string; searchName: string; cars: AlertCar[] }> = [];
  await ctx.events.transaction(async ({ tx }) => {
    const alerts = await takePendingDigest(tx, userId, frequency);
    if (!alerts.length) return;
    const [listings, names] = await Promise.all([
      listingSummaries(tx, [...new Set(alerts.map((a) => a.listingId))]),
      namesOfSavedSearches(tx, [...new Set(alerts.map((a) => a.savedSearchId))]),
    ]);
    groups = group(alerts, (a) => {
      const l = listings.get(a.listingId);
      // A car sold or withdrawn since it matched is left out of the digest.
      return l?.status === 'approved' ? { title: l.title, price: a.price, city: '', url: carUrl(ctx, l.id) } : null;
    }).flatMap((g) => {
      // A search deleted since takes its alerts with it (ON DELETE CASCADE, and the rows are locked
      // here), so every group has its name; were one gone, its cars would not be sent either.
      const searchName = names.get(g.searchId);
      return searchName === undefined ? [] : [{ ...g, searchName }];
    });
    const total = groups.reduce((n, g) => n + g.cars.length, 0);
    if (!total) return;
    await notify(tx, {
      userId,
      type: 'saved_search_match',
      title: fillText(total === 1 ? TEXT.digestTitleOne : TEXT.digestTitle, { count: total }),
      message: groups.map((g) => `${g.searchName}: ${g.cars.length}`).join(', '),
      data: { digest: frequency, saved_search_ids: groups.map((g) => g.searchId), car_ids: alerts.map((a) => a.listingId) },
    });
  });
  if (!groups.some((g) => g.cars.length)) return false;
  const who = (await accountContacts(ctx.db, [userId])).get(userId);
  if (who?.email && who.emailNotifications) {
    const searches = await Promise.all(
      groups
        .filter((g) => g.cars.length)
        .map(async (g) => ({ ...g, unsubscribeUrl: await unsubscribeUrl(ctx, { sub: userId, kind: 'saved_search', target: g.searchId }) })),
    );
    const lang = languageOf(who.language);
    const inMine = searches.map((s) => ({ ...s, cars: s.cars.map((c) => ({ ...c, url: inLanguage(c.url, ctx.config.publicUrl, lang) })) }));
    const mail = alertDigestMail({ name: who.name, frequency, searches: inMine, searchUrl: pageUrl(ctx.config.publicUrl, lang, '/buy'), lang });
    await deliverInBackground(ctx, log, 'saved-search-digest', [who.email], mail);
  }
  return true;
}

function group(alerts: SavedSearchAlertRow[], car: (a: SavedSearchAlertRow) => AlertCar | null) {
  const bySearch = new Map<string, AlertCar[]>();
  for (const a of alerts) {
    const c = car(a);
    if (c) bySearch.set(a.savedSearchId, [...(bySearch.get(a.savedSearchId) ?? []), c]);
  }
  return [...bySearch].map(([searchId, cars]) => ({ searchId, cars }));
}
