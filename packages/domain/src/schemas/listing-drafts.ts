// The sell wizard's draft on the server (issue 22): GET, PUT and DELETE /cars/seller/draft/ for the
// signed-in seller. The answers are kept as typed (a half-filled form is not a valid listing; the
// listing is checked when it is submitted), bounded in size and in the kind of values a form holds.
import { z } from 'zod';
import { ok } from './envelope.ts';

/** The wizard's steps. */
export const DRAFT_STEPS = 4;
/** Characters of the answers as JSON: the longest description (5,000) and every other field fit. */
export const DRAFT_MAX_CHARS = 20_000;

const answer = z.union([z.string().max(5_000), z.number(), z.boolean(), z.null(), z.array(z.string().max(200)).max(100)]);

export const draftValues = z
  .record(z.string().max(60), z.union([answer, z.record(z.string().max(60), answer)]))
  .refine((v) => Object.keys(v).length <= 100, 'A draft has at most 100 fields')
  .refine((v) => JSON.stringify(v).length <= DRAFT_MAX_CHARS, `A draft can be at most ${DRAFT_MAX_CHARS.toLocaleString('en-IN')} characters`);

export const draftBody = z.object({
  step: z.number({ error: 'Give the step (1 to 4)' }).int('Give the step (1 to 4)').min(1, 'Give the step (1 to 4)').max(DRAFT_STEPS, 'Give the step (1 to 4)'),
  values: draftValues,
});
export type DraftBody = z.infer<typeof draftBody>;

export const draftSchema = z.object({
  step: z.number(),
  values: z.record(z.string(), z.unknown()),
  /** When it was last saved (ISO 8601): the newer of this and a browser's own copy wins. */
  saved_at: z.string(),
});
export type SellDraft = z.infer<typeof draftSchema>;

/** `data` is null when the seller has no draft. */
export const draftResponse = ok(draftSchema.nullable());
