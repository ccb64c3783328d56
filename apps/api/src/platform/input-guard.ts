// Text PostgreSQL cannot store is refused at the door (issue 10): a NUL (U+0000) fails every text
// and jsonb parameter, and a lone UTF-16 surrogate ("\ud800" is valid JSON) fails jsonb. One hook
// checks params, query and JSON body of every route before validation, handlers or SQL see them,
// so no route has to remember it; the answer is a 400 VALIDATION_ERROR naming each field (a 404
// for a path id).
import type { FastifyInstance } from 'fastify';
import type { ErrorDetails } from '@gaadi/domain/schemas/envelope';
import { addDetail, inputError, notFound } from './errors.ts';

export const INPUT_MESSAGES = {
  nul: 'Must not contain control characters',
  surrogate: 'Must be valid Unicode text',
  key: 'Field names must not contain control characters or invalid Unicode',
} as const;

/** A hostile body can hold many bad strings: a few named fields say enough (and keep the answer small). */
const MAX_REPORTED_FIELDS = 20;

/** The problem with one string, or null: NUL, or a surrogate that is not half of a pair. */
export function textProblem(s: string): string | null {
  let surrogate = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0) return INPUT_MESSAGES.nul;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
      else surrogate = true;
    } else if (c >= 0xdc00 && c <= 0xdfff) surrogate = true;
  }
  return surrogate ? INPUT_MESSAGES.surrogate : null;
}

/**
 * Every string (and object key) in a parsed value that cannot be stored, keyed by its dotted path
 * as schema errors are (`contact.sellerName`, `features.0`); the root itself is `non_field_errors`.
 * Iterative: a deeply nested JSON body must not overflow the stack.
 */
export function unstorableText(value: unknown): ErrorDetails {
  const details: ErrorDetails = {};
  const full = () => Object.keys(details).length >= MAX_REPORTED_FIELDS;
  const add = (path: string, message: string) => {
    const key = path || 'non_field_errors';
    if (Object.hasOwn(details, key) || !full()) addDetail(details, key, message);
  };
  const stack: Array<[unknown, string]> = [[value, '']];
  while (stack.length && !full()) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      const problem = textProblem(v);
      if (problem) add(path, problem);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], path ? `${path}.${i}` : String(i)]);
    } else if (v !== null && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        if (textProblem(k)) add(path, INPUT_MESSAGES.key);
        else stack.push([child, path ? `${path}.${k}` : k]);
      }
    }
  }
  return details;
}

export function registerInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (request.is404) return; // unknown routes answer 404 whatever they carry
    // A path id that cannot be stored names nothing: 404, as an over-long one (contract 1.1, 1.7).
    if (Object.keys(unstorableText(request.params)).length) throw notFound();
    const details: ErrorDetails = {};
    for (const part of [request.query, request.body]) {
      for (const [key, messages] of Object.entries(unstorableText(part))) for (const m of messages) addDetail(details, key, m);
    }
    const first = Object.keys(details)[0];
    if (first) throw inputError(request, details, first === 'non_field_errors' ? undefined : `Invalid characters in ${first}`);
  });
}
