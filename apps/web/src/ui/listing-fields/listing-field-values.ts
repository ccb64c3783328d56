// The years the listing form's Year select offers (seller-admin spec section 9).
import { YEAR_CHOICE_COUNT } from '@gaadi/domain/constants';

/** The current year and the 29 before it, newest first. */
export function yearChoices(now: Date = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: YEAR_CHOICE_COUNT }, (_, i) => current - i);
}

/** Year options; a listing's own year outside the window stays choosable (an edit must not lose it). */
export function yearOptions(current?: string, now: Date = new Date()) {
  const years = yearChoices(now).map(String);
  if (current && !years.includes(current)) years.push(current);
  return years.map((y) => ({ value: y, label: y }));
}
