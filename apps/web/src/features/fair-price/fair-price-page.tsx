// /fair-price (issue 15): the fair-price rating explained in plain words, every number taken from
// the rule the API rates with (packages/domain/src/fair-price-method.ts), so the page cannot drift.
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
import { Link } from '@/lib/router';
import { useDocumentMeta } from '@/lib/use-document-meta';

export const FAIR_PRICE_TITLE = 'How we rate prices';
export const FAIR_PRICE_DESCRIPTION = `How the fair-price rating on our listings works: which similar cars we compare, how we adjust for kilometres, owners, year, fuel and gearbox, and the five bands from Great price to Overpriced.`;

/** 0.08 → "8%", -0.02 → "−2%" (signed when asked). */
const pct = (x: number, signed = false) => {
  const n = Math.round(Math.abs(x) * 1000) / 10;
  return `${signed && x > 0 ? '+' : x < 0 ? '−' : ''}${n}%`;
};

/** "at least 10% below", "between 10% and 3% below", "between 3% below and 3% above", "more than 10% above". */
function bandRange(i: number): string {
  const hi = FAIR_PRICE_BANDS[i]!.upTo;
  const lo = i > 0 ? FAIR_PRICE_BANDS[i - 1]!.upTo : null;
  const side = (x: number) => (x < 0 ? 'below' : 'above');
  const words =
    lo === null
      ? `at least ${pct(Math.abs(hi!))} below`
      : hi === null
        ? `more than ${pct(Math.abs(lo))} above`
        : side(lo) === side(hi)
          ? `between ${pct(Math.abs(lo))} and ${pct(Math.abs(hi))} ${side(hi)}`
          : `between ${pct(Math.abs(lo))} ${side(lo)} and ${pct(Math.abs(hi))} ${side(hi)}`;
  return `${words} the expected price`;
}

// A worked example, computed with the API's own rule.
const example = {
  rated: { year: 2021, kmDriven: 40_000, ownerNumber: '1st', fuelType: 'petrol', transmission: 'manual' },
  comparable: { year: 2020, kmDriven: 60_000, ownerNumber: '2nd', fuelType: 'petrol', transmission: 'manual', price: 550_000 },
};
const exampleAdjusted = Math.round(adjustedPrice(example.comparable, example.rated));

const h2 = 'mt-10 text-xl font-semibold';
const tableCell = 'border-b border-gray-200 px-3 py-2 text-left dark:border-gray-700';

export default function FairPricePage() {
  useDocumentMeta(FAIR_PRICE_TITLE, FAIR_PRICE_DESCRIPTION);
  const a = FAIR_PRICE_ADJUSTMENTS;
  const fuels = Object.entries(a.fuel).filter(([f]) => f !== 'petrol');
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 leading-relaxed text-gray-800 dark:text-gray-200">
      <h1 className="text-3xl font-bold text-gray-900 dark:text-white">{FAIR_PRICE_TITLE}</h1>
      <p className="mt-4">
        Every approved listing with enough similar cars on sale carries a fair-price rating: {FAIR_PRICE_BANDS.map((b) => PRICE_RATING_TEXT[b.label]).join(', ')}. It compares
        the asking price with what similar cars on our marketplace are asking, adjusted for the differences between them. Here is exactly how.
      </p>

      <h2 className={h2}>1. Which cars we compare</h2>
      <ul className="mt-3 list-disc space-y-1 pl-6">
        <li>Approved listings of the same model, made up to {FAIR_PRICE_YEAR_WINDOW} years before or after the car we rate.</li>
        <li>
          At least <strong>{FAIR_PRICE_MIN_COMPARABLES} similar cars</strong>. With fewer we show no rating at all: a guess from two or three cars would not be fair to
          the seller or to you.
        </li>
        <li>The listing page says how many cars the rating rests on: "Based on N similar cars, expected ₹x – ₹y".</li>
      </ul>

      <h2 className={h2}>2. How we adjust each similar car</h2>
      <p className="mt-3">Before comparing, we move each similar car's price to what it would ask if it were the car we rate, as a share of its price:</p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Adjustments to a similar car's price</caption>
          <thead>
            <tr>
              <th scope="col" className={tableCell}>
                Difference of the rated car
              </th>
              <th scope="col" className={tableCell}>
                Adjustment
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td className={tableCell}>Each 10,000 km more on the odometer</td>
              <td className={tableCell}>{pct(a.per10000Km, true)}</td>
            </tr>
            <tr>
              <td className={tableCell}>Each previous owner more</td>
              <td className={tableCell}>{pct(a.perExtraOwner, true)}</td>
            </tr>
            <tr>
              <td className={tableCell}>Each model year newer</td>
              <td className={tableCell}>{pct(a.perYearNewer, true)}</td>
            </tr>
            {fuels.map(([fuel, v]) => (
              <tr key={fuel}>
                <td className={tableCell}>{FUEL_LABELS[fuel as FuelType] ?? fuel} instead of petrol</td>
                <td className={tableCell}>{pct(v, true)}</td>
              </tr>
            ))}
            <tr>
              <td className={tableCell}>Automatic instead of manual</td>
              <td className={tableCell}>{pct(a.transmission.automatic ?? 0, true)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="mt-3">Fewer kilometres, fewer owners or an older year work the other way. The adjustments add up.</p>
      <p className="mt-3 rounded-lg bg-gray-100 p-3 text-sm dark:bg-gray-800">
        Example: we rate a {example.rated.year} car with {example.rated.kmDriven.toLocaleString('en-IN')} km and one owner. A similar {example.comparable.year} car with{' '}
        {example.comparable.kmDriven.toLocaleString('en-IN')} km and two owners asks {formatPrice(example.comparable.price)}. Ours has 20,000 km less (
        {pct(-2 * a.per10000Km, true)}), one owner fewer ({pct(-a.perExtraOwner, true)}) and is a year newer ({pct(a.perYearNewer, true)}), so that car counts as{' '}
        {formatPrice(exampleAdjusted)}.
      </p>

      <h2 className={h2}>3. The expected price and its range</h2>
      <p className="mt-3">
        The expected price is the average of the adjusted prices. The range we show, "expected ₹x – ₹y", runs from {pct(Math.abs(FAIR_PRICE_RANGE.low))} below to{' '}
        {pct(FAIR_PRICE_RANGE.high)} above it (the Fair band), rounded to the nearest ₹1,000.
      </p>

      <h2 className={h2}>4. The five bands</h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Rating bands by asking price against the expected price</caption>
          <thead>
            <tr>
              <th scope="col" className={tableCell}>
                Rating
              </th>
              <th scope="col" className={tableCell}>
                Asking price
              </th>
            </tr>
          </thead>
          <tbody>
            {FAIR_PRICE_BANDS.map((b, i) => (
              <tr key={b.label}>
                <th scope="row" className={`${tableCell} font-semibold`}>
                  {PRICE_RATING_TEXT[b.label]}
                </th>
                <td className={tableCell}>{bandRange(i)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm">A price exactly on an edge gets the better band.</p>

      <h2 className={h2}>5. What the rating is and is not</h2>
      <ul className="mt-3 list-disc space-y-1 pl-6">
        <li>It is recomputed as listings are added, repriced, sold or removed, so a rating can change while a car is on sale.</li>
        <li>It compares asking prices, not final sale prices, and it cannot see condition, service history or accident repairs: inspect the car and its papers.</li>
        <li>Sellers cannot buy or change a rating. A price more than {pct(PRICE_FLAG_DEVIATION)} away from the expected price, either way, is also flagged to our review team.</li>
      </ul>

      <p className="mt-10 text-sm">
        <Link to="/buy" className="text-blue-700 hover:underline dark:text-blue-300">
          Browse cars with their ratings
        </Link>
      </p>
    </article>
  );
}
