// E-mails of saved-search alerts and price drops (decision 012); each ends with its one-click
// unsubscribe link.
import { formatPrice } from '@gaadi/domain/format';
import { greet, renderMail, type RenderedMail } from './layout.ts';

export interface AlertCar {
  title: string;
  price: number;
  city: string;
  url: string;
}

const line = (c: AlertCar) => `${c.title}${c.city ? `, ${c.city}` : ""}: ${formatPrice(c.price)} — ${c.url}`;
const unsubscribeLine = (what: string, url: string) => `To stop ${what}, open ${url}`;

/** One new match of one saved search (frequency "immediate"). */
export function savedSearchMatchMail(input: { name: string; searchName: string; car: AlertCar; priceDropped: boolean; unsubscribeUrl: string }): RenderedMail {
  return renderMail(`New match for "${input.searchName}": ${input.car.title}`, {
    greeting: greet(input.name),
    paragraphs: [
      input.priceDropped
        ? `The price of ${input.car.title} dropped to ${formatPrice(input.car.price)}, and it now matches your saved search "${input.searchName}".`
        : `A new car matches your saved search "${input.searchName}": ${input.car.title} in ${input.car.city} at ${formatPrice(input.car.price)}.`,
      unsubscribeLine(`alerts for "${input.searchName}"`, input.unsubscribeUrl),
    ],
    action: { label: 'See the car', url: input.car.url },
  });
}

/** The daily or weekly digest: every match since the last one, grouped by saved search. */
export function alertDigestMail(input: {
  name: string;
  frequency: 'daily' | 'weekly';
  searches: Array<{ searchName: string; cars: AlertCar[]; unsubscribeUrl: string }>;
  searchUrl: string;
}): RenderedMail {
  const total = input.searches.reduce((n, s) => n + s.cars.length, 0);
  return renderMail(`Your ${input.frequency} saved-search digest: ${total} new ${total === 1 ? 'match' : 'matches'}`, {
    greeting: greet(input.name),
    paragraphs: input.searches.flatMap((s) => [
      `${s.searchName}:`,
      ...s.cars.map(line),
      unsubscribeLine(`alerts for "${s.searchName}"`, s.unsubscribeUrl),
    ]),
    action: { label: 'Browse cars', url: input.searchUrl },
  });
}

/** A car the buyer shortlisted is cheaper now. */
export function priceDropMail(input: { name: string; car: AlertCar; oldPrice: number; unsubscribeUrl: string }): RenderedMail {
  return renderMail(`Price drop: ${input.car.title} is now ${formatPrice(input.car.price)}`, {
    greeting: greet(input.name),
    paragraphs: [
      `Good news: ${input.car.title} from your shortlist is now ${formatPrice(input.car.price)} (was ${formatPrice(input.oldPrice)}).`,
      unsubscribeLine('price-drop e-mails', input.unsubscribeUrl),
    ],
    action: { label: 'See the car', url: input.car.url },
  });
}
