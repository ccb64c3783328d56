// /fair-price (issue 15): the fair-price rating explained in plain words, every number taken from
// the rule the API rates with (packages/domain/src/fair-price-method.ts), so the page cannot drift.
// Its words go through t() (decision 040): English word for word, Hindi on /hi/fair-price from
// hi-fair-price.ts, which the router loads with this page and the server renders with.
import { formatPrice } from '@gaadi/domain/format';
import {
  adjustedPrice,
  FAIR_PRICE_ADJUSTMENTS,
  FAIR_PRICE_BANDS,
  FAIR_PRICE_MIN_COMPARABLES,
  FAIR_PRICE_RANGE,
  FAIR_PRICE_YEAR_WINDOW,
  PRICE_FLAG_DEVIATION,
} from '@gaadi/domain/fair-price-method';
import { FUEL_LABELS, type FuelType } from '@gaadi/domain/public-constants';
import { PRICE_RATING_TEXT } from '@gaadi/domain/trust-text';
import { msg, t } from '@/lib/i18n/i18n';
import { Link } from '@/lib/router';
import { useDocumentMeta } from '@/lib/use-document-meta';

export const FAIR_PRICE_TITLE = msg('How we rate prices');
export const FAIR_PRICE_DESCRIPTION = msg(
  'How the fair-price rating on our listings works: which similar cars we compare, how we adjust for kilometres, owners, year, fuel and gearbox, and the five bands from Great price to Overpriced.',
);

/** 0.08 → "8%", -0.02 → "−2%" (signed when asked). */
const pct = (x: number, signed = false) => {
  const n = Math.round(Math.abs(x) * 1000) / 10;
  return `${signed && x > 0 ? '+' : x < 0 ? '−' : ''}${n}%`;
};

/** "at least 10% below the expected price", "between 10% and 3% below …", "between 3% below and 3% above …", "more than 10% above …". */
function bandRange(i: number): string {
  const hi = FAIR_PRICE_BANDS[i]!.upTo;
  const lo = i > 0 ? FAIR_PRICE_BANDS[i - 1]!.upTo : null;
  if (lo === null) return t('at least {pct} below the expected price', { pct: pct(Math.abs(hi!)) });
  if (hi === null) return t('more than {pct} above the expected price', { pct: pct(Math.abs(lo)) });
  const range = { from: pct(Math.abs(lo)), to: pct(Math.abs(hi)) };
  if (lo < 0 && hi >= 0) return t('between {from} below and {to} above the expected price', range);
  return hi < 0 ? t('between {from} and {to} below the expected price', range) : t('between {from} and {to} above the expected price', range);
}

/** A message's <b>…</b> in bold (the words stay together in every language). */
const withBold = (text: string) => text.split(/<b>(.*?)<\/b>/).map((part, i) => (i % 2 ? <strong key={i}>{part}</strong> : part));

// A worked example, computed with the API's own rule.
const example = {
  rated: { year: 2021, kmDriven: 40_000, ownerNumber: '1st', fuelType: 'petrol', transmission: 'manual' },
  comparable: { year: 2020, kmDriven: 60_000, ownerNumber: '2nd', fuelType: 'petrol', transmission: 'manual', price: 550_000 },
};
const exampleAdjusted = Math.round(adjustedPrice(example.comparable, example.rated));

const h2 = 'mt-10 text-xl font-semibold';
const tableCell = 'border-b border-gray-200 px-3 py-2 text-left dark:border-gray-700';

export default function FairPricePage() {
  useDocumentMeta(t(FAIR_PRICE_TITLE), t(FAIR_PRICE_DESCRIPTION));
  const a = FAIR_PRICE_ADJUSTMENTS;
  const fuels = Object.entries(a.fuel).filter(([f]) => f !== 'petrol');
  const km = (n: number) => n.toLocaleString('en-IN');
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 leading-relaxed text-gray-800 dark:text-gray-200">
      <h1 className="text-3xl font-bold text-gray-900 dark:text-white">{t(FAIR_PRICE_TITLE)}</h1>
      <p className="mt-4">
        {t(
          'Every approved listing with enough similar cars on sale carries a fair-price rating: {bands}. It compares the asking price with what similar cars on our marketplace are asking, adjusted for the differences between them. Here is exactly how.',
          { bands: FAIR_PRICE_BANDS.map((b) => t(PRICE_RATING_TEXT[b.label])).join(', ') },
        )}
      </p>

      <h2 className={h2}>1. {t('Which cars we compare')}</h2>
      <ul className="mt-3 list-disc space-y-1 pl-6">
        <li>{t('Approved listings of the same model, made up to {years} years before or after the car we rate.', { years: FAIR_PRICE_YEAR_WINDOW })}</li>
        <li>
          {withBold(
            t('At least <b>{count} similar cars</b>. With fewer we show no rating at all: a guess from two or three cars would not be fair to the seller or to you.', {
              count: FAIR_PRICE_MIN_COMPARABLES,
            }),
          )}
        </li>
        <li>{t('The listing page says how many cars the rating rests on: "Based on N similar cars, expected ₹x – ₹y".')}</li>
      </ul>

      <h2 className={h2}>2. {t('How we adjust each similar car')}</h2>
      <p className="mt-3">{t("Before comparing, we move each similar car's price to what it would ask if it were the car we rate, as a share of its price:")}</p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t("Adjustments to a similar car's price")}</caption>
          <thead>
            <tr>
              <th scope="col" className={tableCell}>
                {t('Difference of the rated car')}
              </th>
              <th scope="col" className={tableCell}>
                {t('Adjustment')}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td className={tableCell}>{t('Each 10,000 km more on the odometer')}</td>
              <td className={tableCell}>{pct(a.per10000Km, true)}</td>
            </tr>
            <tr>
              <td className={tableCell}>{t('Each previous owner more')}</td>
              <td className={tableCell}>{pct(a.perExtraOwner, true)}</td>
            </tr>
            <tr>
              <td className={tableCell}>{t('Each model year newer')}</td>
              <td className={tableCell}>{pct(a.perYearNewer, true)}</td>
            </tr>
            {fuels.map(([fuel, v]) => (
              <tr key={fuel}>
                <td className={tableCell}>{t('{fuel} instead of petrol', { fuel: t(FUEL_LABELS[fuel as FuelType] ?? fuel) })}</td>
                <td className={tableCell}>{pct(v, true)}</td>
              </tr>
            ))}
            <tr>
              <td className={tableCell}>{t('Automatic instead of manual')}</td>
              <td className={tableCell}>{pct(a.transmission.automatic ?? 0, true)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="mt-3">{t('Fewer kilometres, fewer owners or an older year work the other way. The adjustments add up.')}</p>
      <p className="mt-3 rounded-lg bg-gray-100 p-3 text-sm dark:bg-gray-800">
        {t(
          'Example: we rate a {year} car with {km} km and one owner. A similar {otherYear} car with {otherKm} km and two owners asks {otherPrice}. Ours has 20,000 km less ({kmChange}), one owner fewer ({ownerChange}) and is a year newer ({yearChange}), so that car counts as {adjusted}.',
          {
            year: example.rated.year,
            km: km(example.rated.kmDriven),
            otherYear: example.comparable.year,
            otherKm: km(example.comparable.kmDriven),
            otherPrice: formatPrice(example.comparable.price),
            kmChange: pct(-2 * a.per10000Km, true),
            ownerChange: pct(-a.perExtraOwner, true),
            yearChange: pct(a.perYearNewer, true),
            adjusted: formatPrice(exampleAdjusted),
          },
        )}
      </p>

      <h2 className={h2}>3. {t('The expected price and its range')}</h2>
      <p className="mt-3">
        {t(
          'The expected price is the average of the adjusted prices. The range we show, "expected ₹x – ₹y", runs from {low} below to {high} above it (the Fair band), rounded to the nearest ₹1,000.',
          { low: pct(Math.abs(FAIR_PRICE_RANGE.low)), high: pct(FAIR_PRICE_RANGE.high) },
        )}
      </p>

      <h2 className={h2}>4. {t('The five bands')}</h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{t('Rating bands by asking price against the expected price')}</caption>
          <thead>
            <tr>
              <th scope="col" className={tableCell}>
                {t('Rating')}
              </th>
              <th scope="col" className={tableCell}>
                {t('Asking price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {FAIR_PRICE_BANDS.map((b, i) => (
              <tr key={b.label}>
                <th scope="row" className={`${tableCell} font-semibold`}>
                  {t(PRICE_RATING_TEXT[b.label])}
                </th>
                <td className={tableCell}>{bandRange(i)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm">{t('A price exactly on an edge gets the better band.')}</p>

      <h2 className={h2}>5. {t('What the rating is and is not')}</h2>
      <ul className="mt-3 list-disc space-y-1 pl-6">
        <li>{t('It is recomputed as listings are added, repriced, sold or removed, so a rating can change while a car is on sale.')}</li>
        <li>{t('It compares asking prices, not final sale prices, and it cannot see condition, service history or accident repairs: inspect the car and its papers.')}</li>
        <li>
          {t('Sellers cannot buy or change a rating. A price more than {pct} away from the expected price, either way, is also flagged to our review team.', {
            pct: pct(PRICE_FLAG_DEVIATION),
          })}
        </li>
      </ul>

      <p className="mt-10 text-sm">
        <Link to="/buy" className="text-blue-700 hover:underline dark:text-blue-300">
          {t('Browse cars with their ratings')}
        </Link>
      </p>
    </article>
  );
}
