// Price bounds in lakh steps (issue 23): Indian buyers think "5 to 8 lakh", not in rupees. The
// budget choice sets both bounds of the spec's Price Range at once; typed bounds stay possible.
import { formatLakh } from '@gaadi/domain/format';
import { t } from '@/lib/i18n/i18n';

/** "₹4.5 Lakh" in the page's language (its units are in the catalogue: extract-messages.ts). */
const lakhText = (v: unknown) => formatLakh(v).replace(/Lakh|Crore/, (unit) => t(unit));

const LAKH = 100_000;
/** Where one budget ends and the next begins, in lakh. */
const EDGES = [3, 5, 8, 12, 20];

export interface Budget {
  /** "min-max" in rupees, either side empty when open. */
  value: string;
  label: string;
}

/** The choices, in the page's language (a function: the catalogue is in by the time the panel shows). */
export const budgets = (): Budget[] => [
  { value: `-${EDGES[0]! * LAKH}`, label: t('Under {price}', { price: lakhText(EDGES[0]! * LAKH) }) },
  ...EDGES.slice(1).map((to, i) => ({ value: `${EDGES[i]! * LAKH}-${to * LAKH}`, label: `${lakhText(EDGES[i]! * LAKH)} – ${lakhText(to * LAKH)}` })),
  { value: `${EDGES.at(-1)! * LAKH}-`, label: t('Above {price}', { price: lakhText(EDGES.at(-1)! * LAKH) }) },
];

/** The budget the two bounds make, or '' when they are not one of the steps. */
export const budgetOf = (minPrice: string, maxPrice: string) => {
  const value = `${minPrice.trim()}-${maxPrice.trim()}`;
  return budgets().some((b) => b.value === value) ? value : '';
};

/** A budget's two bounds ('' clears them both). */
export function boundsOf(value: string): { minPrice: string; maxPrice: string } {
  const [minPrice = '', maxPrice = ''] = value.split('-');
  return { minPrice, maxPrice };
}

/** Under a typed bound: what it reads as in lakh ("₹4.5 Lakh"), nothing while empty or not a number. */
export const lakhReading = (value: string) => {
  const n = Number(value);
  return value.trim() !== '' && Number.isFinite(n) && n > 0 ? lakhText(n) : undefined;
};
