const rupeeGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** "₹5,50,000"; falsy or non-numeric → "₹0" (contract 8.4). */
export function formatPrice(value: unknown): string {
  const n = toNumber(value);
  if (!n) return '₹0';
  return `₹${rupeeGrouping.format(Math.trunc(n))}`;
}

/** Grouped number without unit, e.g. "42,000". */
export function formatNumber(value: unknown): string {
  const n = toNumber(value);
  return rupeeGrouping.format(n ? Math.trunc(n) : 0);
}

export const formatKm = (value: unknown) => `${formatNumber(value)} km`;

/** Original price is struck through only when it is higher than the price. */
export function showOriginalPrice(price: unknown, original: unknown): boolean {
  const p = toNumber(price);
  const o = toNumber(original);
  return o !== null && p !== null && o > 0 && o > p;
}

/** "1st owner" */
export const ownerText = (owner: string | null | undefined) => (owner ? `${owner} owner` : '');
