// GSTIN (Goods and Services Tax Identification Number, issue 22): 15 characters, two digits of the
// state, the business's PAN (five letters, four digits, a letter), the entity number, "Z", and a
// check character computed over the first 14 (mod 36, the GSTN's published algorithm).

export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The check character of the first 14 characters (already upper case and in the alphabet). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36]!;
}

/** A GSTIN of the right shape whose last character is its check character. Upper case only. */
export function isValidGstin(value: string): boolean {
  return GSTIN_PATTERN.test(value) && gstinCheckChar(value.slice(0, 14)) === value[14];
}

/** What a dealer typed, as stored: spaces dropped, upper case. */
export const normalizeGstin = (value: string) => value.replace(/\s+/g, '').toUpperCase();
