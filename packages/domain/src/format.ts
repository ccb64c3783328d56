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

const lakhDigits = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/**
 * A price as Indian buyers say it (issue 23): "₹4.5 Lakh", "₹1.25 Crore"; below a lakh the full
 * figure ("₹75,000"). For filters and their chips; cards and pages keep formatPrice (contract 8.4).
 */
export function formatLakh(value: unknown): string {
  const n = toNumber(value);
  if (!n || n < 0) return formatPrice(n);
  if (n >= 10_000_000) return `₹${lakhDigits.format(n / 10_000_000)} Crore`;
  if (n >= 100_000) return `₹${lakhDigits.format(n / 100_000)} Lakh`;
  return formatPrice(n);
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
