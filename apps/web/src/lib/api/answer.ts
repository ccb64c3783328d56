// Types of API answers, inferred from the domain's zod schemas. Type-only imports: zod never
// enters the bundle.
import type { z } from 'zod';

/** The `data` of an endpoint's success envelope, as its schema in packages/domain declares it. */
export type DataOf<S extends z.ZodType> = z.infer<S> extends { data: infer D } ? D : never;

type EnvelopeFields<S extends z.ZodType> = Partial<Omit<z.infer<S>, 'data'>>;

/**
 * A success envelope as clients read it (contract 2.9): the envelope's fields and each field of
 * `data` may be missing, and every reader falls back quietly.
 */
export type Answer<S extends z.ZodType> = EnvelopeFields<S> & { data?: Partial<DataOf<S>> };

/** The same for an answer whose `data` is one record a screen takes whole (a listing): there or not. */
export type RecordAnswer<S extends z.ZodType> = EnvelopeFields<S> & { data?: DataOf<S> };
