// Price bounds in lakh steps (issue 23): Indian buyers think "5 to 8 lakh", not in rupees. The
// budget choice sets both bounds of the spec's Price Range at once; typed bounds stay possible.
import { formatLakh } from '@gaadi/domain/format';

const LAKH = 100_000;
/** Where one budget ends and the next begins, in lakh. */
const EDGES = [3, 5, 8, 12, 20];

export interface Budget {
  /** "min-max" in rupees, either side empty when open. */
  value: string;
  label: string;
}

export const BUDGETS: Budget[] = [
  { value: `-${EDGES[0]! * LAKH}`, label: `Under ${formatLakh(EDGES[0]! * LAKH)}` },
  ...EDGES.slice(1).map((to, i) => ({ value: `${EDGES[i]! * LAKH}-${to * LAKH}`, label: `${formatLakh(EDGES[i]! * LAKH)} – ${formatLakh(to * LAKH)}` })),
  { value: `${EDGES.at(-1)! * LAKH}-`, label: `Above ${formatLakh(EDGES.at(-1)! * LAKH)}` },
];

/** The budget the two bounds make, or '' when they are not one of the steps. */
export const budgetOf = (minPrice: string, maxPrice: string) => {
  const value = `${minPrice.trim()}-${maxPrice.trim()}`;
  return BUDGETS.some((b) => b.value === value) ? value : '';
};

/** A budget's two bounds ('' clears them both). */
export function boundsOf(value: string): { minPrice: string; maxPrice: string } {
  const [minPrice = '', maxPrice = ''] = value.split('-');
  return { minPrice, maxPrice };
}

/** Under a typed bound: what it reads as in lakh ("₹4.5 Lakh"), nothing while empty or not a number. */
export const lakhReading = (value: string) => {
  const n = Number(value);
  return value.trim() !== '' && Number.isFinite(n) && n > 0 ? formatLakh(n) : undefined;
};
