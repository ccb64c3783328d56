// The listing-alerts job: the saved searches an approved (or cheaper) listing matches, and the
// buyers who shortlisted a cheaper car. Notifications are written with their dedupe rows in one
// transaction, so a retried job tells nobody twice; e-mails go after the commit.
import { formatPrice } from '@gaadi/domain/format';
import { fillText, NOTIFICATION_TEXTS as TEXT } from '@gaadi/domain/notification-texts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { inLanguage, languageOf, type Language } from '../../platform/i18n/translate.ts';
import { shortlisterIds } from '../favorites/shortlisters.ts';
import { findListing, type ListingRow } from '../listing-store/listing-rows.ts';
import { priceDropMail, savedSearchMatchMail, type AlertCar } from '../mail-templates/alert-mails.ts';
import { deliverInBackground } from '../mail-templates/deliver.ts';
import { notify } from '../notifications/notify.ts';
import { savedSearchesMatching, type MatchedSearch } from '../saved-searches/alert-matching.ts';
import { accountContacts } from '../users/accounts.ts';
import { carUrl, unsubscribeUrl } from './alert-links.ts';
import type { ListingAlertJob } from './listing-alerts.ts';
import { markAlertsSent, priceDropMailsOff, recordPriceDrops, recordSavedSearchAlerts } from './queries.ts';

interface Told {
  matches: Array<{ search: MatchedSearch; dropped: boolean }>;
  priceDrops: string[];
}

const alertCar = (ctx: AppContext, l: ListingRow): AlertCar => ({ title: l.title, price: l.price, city: l.cityName, url: carUrl(ctx, l.id) });

export async function runListingAlerts(ctx: AppContext, log: FastifyBaseLogger, job: ListingAlertJob): Promise<Told> {
  const listing = await findListing(ctx.db, job.listingId);
  const told: Told = { matches: [], priceDrops: [] };
  // Withdrawn, rejected or sold since, or its price went back up: nothing to tell any more.
  if (!listing || listing.status !== 'approved') return told;
  const dropped = job.event === 'price_drop';
  if (dropped && !(job.oldPrice !== undefined && listing.price < job.oldPrice)) return told;

  const matches = await savedSearchesMatching(ctx.db, listing);
  const byId = new Map(matches.map((m) => [m.id, m]));
  const shortlisters = dropped ? (await shortlisterIds(ctx.db, listing.id)).filter((u) => u !== listing.sellerId) : [];

  await ctx.events.transaction(async ({ tx }) => {
    const fresh = await recordSavedSearchAlerts(
      tx,
      matches.map((m) => ({
        savedSearchId: m.id,
        userId: m.userId,
        listingId: listing.id,
        price: listing.price,
        reason: dropped ? 'price_drop' : 'new',
        frequency: m.frequency,
      })),
    );
    const immediate = await markAlertsSent(
      tx,
      fresh.filter((a) => a.frequency === 'immediate').map((a) => a.id),
    );
    for (const a of immediate) {
      const search = byId.get(a.savedSearchId)!;
      await notify(tx, {
        userId: a.userId,
        type: 'saved_search_match',
        title: fillText(dropped ? TEXT.priceDropMatchTitle : TEXT.matchTitle, { search: search.name }),
        message: fillText(dropped ? TEXT.priceDropMatch : TEXT.match, { car: listing.title, city: listing.cityName, price: formatPrice(listing.price), search: search.name }),
        data: { saved_search_id: search.id, car_id: listing.id, listing_id: listing.id, price: listing.price, reason: a.reason },
        listingId: listing.id,
      });
      told.matches.push({ search, dropped });
    }
    if (dropped) {
      told.priceDrops = await recordPriceDrops(tx, listing.id, listing.price, shortlisters);
      for (const userId of told.priceDrops) {
        await notify(tx, {
          userId,
          type: 'price_drop',
          title: TEXT.priceDropTitle,
          message: fillText(TEXT.priceDrop, { car: listing.title, price: formatPrice(listing.price), oldPrice: formatPrice(job.oldPrice) }),
          data: { car_id: listing.id, listing_id: listing.id, old_price: job.oldPrice, new_price: listing.price },
          listingId: listing.id,
        });
      }
    }
  });
  await mailAfterCommit(ctx, log, listing, job, told);
  return told;
}

async function mailAfterCommit(ctx: AppContext, log: FastifyBaseLogger, listing: ListingRow, job: ListingAlertJob, told: Told) {
  const mailOff = await priceDropMailsOff(ctx.db, told.priceDrops);
  const contacts = await accountContacts(ctx.db, [...told.matches.map((m) => m.search.userId), ...told.priceDrops]);
  const car = alertCar(ctx, listing);
  // Each reader's mail in their saved language, linking to the car's page in it (issue 25).
  const carIn = (lang: Language): AlertCar => ({ ...car, url: inLanguage(car.url, ctx.config.publicUrl, lang) });
  const sends: Array<Promise<void>> = [];
  for (const { search, dropped } of told.matches) {
    const who = contacts.get(search.userId);
    if (!who?.email || !who.emailNotifications) continue;
    const url = await unsubscribeUrl(ctx, { sub: search.userId, kind: 'saved_search', target: search.id });
    const lang = languageOf(who.language);
    const mail = savedSearchMatchMail({ name: who.name, searchName: search.name, car: carIn(lang), priceDropped: dropped, unsubscribeUrl: url, lang });
    sends.push(deliverInBackground(ctx, log, 'saved-search-match', [who.email], mail));
  }
  for (const userId of told.priceDrops) {
    const who = contacts.get(userId);
    if (!who?.email || !who.emailNotifications || mailOff.has(userId)) continue;
    const url = await unsubscribeUrl(ctx, { sub: userId, kind: 'price_drop' });
    const lang = languageOf(who.language);
    sends.push(deliverInBackground(ctx, log, 'price-drop', [who.email], priceDropMail({ name: who.name, car: carIn(lang), oldPrice: job.oldPrice ?? 0, unsubscribeUrl: url, lang })));
  }
  await Promise.all(sends);
}
