// E-mails of saved-search alerts and price drops (decision 012); each ends with its one-click
// unsubscribe link. Each comes in the buyer's saved language (issue 25).
import { formatPrice } from '@gaadi/domain/format';
import { msg, translator, type Language } from '../../platform/i18n/translate.ts';
import { greet, renderMail, type RenderedMail } from './layout.ts';

export interface AlertCar {
  title: string;
  price: number;
  city: string;
  url: string;
}

const line = (c: AlertCar) => `${c.title}${c.city ? `, ${c.city}` : ""}: ${formatPrice(c.price)} — ${c.url}`;

/** One new match of one saved search (frequency "immediate"). */
export function savedSearchMatchMail(input: { name: string; searchName: string; car: AlertCar; priceDropped: boolean; unsubscribeUrl: string; lang?: Language }): RenderedMail {
  const t = translator(input.lang);
  const values = { search: input.searchName, car: input.car.title, city: input.car.city, price: formatPrice(input.car.price) };
  return renderMail(t('New match for "{search}": {car}', values), {
    greeting: greet(input.name, t),
    paragraphs: [
      input.priceDropped
        ? t('The price of {car} dropped to {price}, and it now matches your saved search "{search}".', values)
        : t('A new car matches your saved search "{search}": {car} in {city} at {price}.', values),
      t('To stop alerts for "{search}", open {url}', { search: input.searchName, url: input.unsubscribeUrl }),
    ],
    action: { label: t('See the car'), url: input.car.url },
  });
}

const DIGEST_SUBJECTS = {
  daily: [msg('Your daily saved-search digest: {count} new match'), msg('Your daily saved-search digest: {count} new matches')],
  weekly: [msg('Your weekly saved-search digest: {count} new match'), msg('Your weekly saved-search digest: {count} new matches')],
} as const;

/** The daily or weekly digest: every match since the last one, grouped by saved search. */
export function alertDigestMail(input: {
  name: string;
  frequency: 'daily' | 'weekly';
  searches: Array<{ searchName: string; cars: AlertCar[]; unsubscribeUrl: string }>;
  searchUrl: string;
  lang?: Language;
}): RenderedMail {
  const t = translator(input.lang);
  const total = input.searches.reduce((n, s) => n + s.cars.length, 0);
  return renderMail(t(DIGEST_SUBJECTS[input.frequency][total === 1 ? 0 : 1], { count: total }), {
    greeting: greet(input.name, t),
    paragraphs: input.searches.flatMap((s) => [
      `${s.searchName}:`,
      ...s.cars.map(line),
      t('To stop alerts for "{search}", open {url}', { search: s.searchName, url: s.unsubscribeUrl }),
    ]),
    action: { label: t('Browse cars'), url: input.searchUrl },
  });
}

/** A car the buyer shortlisted is cheaper now. */
export function priceDropMail(input: { name: string; car: AlertCar; oldPrice: number; unsubscribeUrl: string; lang?: Language }): RenderedMail {
  const t = translator(input.lang);
  const values = { car: input.car.title, price: formatPrice(input.car.price), oldPrice: formatPrice(input.oldPrice) };
  return renderMail(t('Price drop: {car} is now {price}', values), {
    greeting: greet(input.name, t),
    paragraphs: [
      t('Good news: {car} from your shortlist is now {price} (was {oldPrice}).', values),
      t('To stop price-drop e-mails, open {url}', { url: input.unsubscribeUrl }),
    ],
    action: { label: t('See the car'), url: input.car.url },
  });
}
