// The one schema of the listing form. Each screen names its fields and, per field, the spec's
// message for a missing value and any further check (seller-admin spec section 5): the wizard's
// "Brand is required", the older form's "This field is required", none in the admin's dialog.
// Only the signed-in screens import this module: zod stays out of the public pages' bundles.
import { z } from 'zod';
import type { ListingField, ValuesOf } from './listing-values';

export interface FieldRule {
  /** Shown when the value is blank; nothing else is checked then. */
  required?: string;
  /** A further check of a present value (trimmed), with its message. */
  check?: { test: (value: string, now: Date) => boolean; message: string };
}

export type FieldRules = Partial<Record<ListingField, FieldRule>>;

function fieldSchema(field: ListingField, rule: FieldRule | undefined, now: Date): z.ZodType {
  if (field === 'features') return z.array(z.string());
  if (!rule?.required) return z.string();
  // abort: a blank value shows only its required message, not the check's as well.
  const present = z.string().trim().min(1, { message: rule.required, abort: true });
  const { check } = rule;
  return check ? present.refine((v) => check.test(v, now), check.message) : present;
}

/** The schema of one screen's fields under its rules; `now` only for tests (the year range). */
export function listingSchema<K extends ListingField>(fields: readonly K[], rules: FieldRules, now: Date = new Date()) {
  const shape = Object.fromEntries(fields.map((field) => [field, fieldSchema(field, rules[field], now)]));
  return z.object(shape) as unknown as z.ZodType<ValuesOf<K>, ValuesOf<K>>;
}

/** The first message of each of `fields` that fails, keyed by field (empty when all pass). */
export function fieldErrors<K extends ListingField>(schema: z.ZodType<ValuesOf<K>>, values: ValuesOf<K>, fields: readonly K[]) {
  const errors: Partial<Record<K, string>> = {};
  const result = schema.safeParse(values);
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as K;
    if (fields.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
