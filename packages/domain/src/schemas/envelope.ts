import { z } from 'zod';

/** `{success: true, message?, data}` (contract 1.4). */
export const ok = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

/** `{success: true, message}` for deletes and other answers without data. */
export const okMessage = z.object({ success: z.literal(true), message: z.string() });

export const errorDetails = z.record(z.string(), z.array(z.string()));
export type ErrorDetails = z.infer<typeof errorDetails>;

export const errorEnvelope = z.object({
  success: z.literal(false),
  error: z.object({ code: z.string(), message: z.string(), details: errorDetails.optional() }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

/** The failures every signed-in route can answer (route schemas declare every status they return). */
export const guardedErrors = { 400: errorEnvelope, 401: errorEnvelope, 403: errorEnvelope, 404: errorEnvelope } as const;

/** Query values arrive as strings; an empty one counts as absent. */
export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** `page` of a paged list: a whole number from 1 (callers add a maximum and a default). */
export const pageNumber = () =>
  z.coerce.number({ message: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be at least 1');

/** `limit` of a paged list: a whole number from 1; a larger one is lowered to `max`, not refused. */
export const limitNumber = (max: number) =>
  z.coerce
    .number({ message: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .transform((v) => Math.min(v, max));

/** A path id. Any string: one that names nothing is a 404 (the router answers 404 past 200 characters). */
export const idParam = z.object({ id: z.string() });
