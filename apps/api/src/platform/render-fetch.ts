// How a server render asks the API for its data (decision 011): app.inject(), in this process, with
// the same validation, caches and serializers as the browser's calls. Each inject runs Fastify's
// whole request cycle, which costs about as much as the page's own React render: a listing page's
// four calls took 7.6 ms of CPU against 3.4 ms for the render (issue 23, decision 044). Three of
// them (the site's configuration, the feature names, the cities) are the same for every page and
// marked `public, max-age=N` by the API, so the renders keep them as a browser would: for N seconds
// at most, and only until the next listing change in any API process, as every other public cache.
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CatalogueChanges } from './context.ts';

interface Answer {
  status: number;
  type: string;
  /** The body as light-my-request decoded it (it always does): not decoded again here. */
  text: string;
}

/** A kept answer: its body parsed once, frozen, and handed to every render that asks for it. */
interface KeptAnswer extends Answer {
  parsed?: unknown;
}

/**
 * An answer as fetch() gives it, read without web streams: undici's Response.json() pipes the
 * body through a ReadableStream and a TextDecoder (32 µs of CPU for a 1.5 KB answer, against 13 µs).
 * `json` is given for a kept answer: its parsed body, the same frozen object for every render.
 */
export function inProcessResponse(answer: Answer, json: () => unknown = () => JSON.parse(answer.text)): Response {
  const response = new Response(null, { status: answer.status, headers: { 'content-type': answer.type } });
  return Object.assign(response, { json: async () => json(), text: async () => answer.text });
}

/** Freezes a parsed JSON value through and through: a render that changed a kept answer would throw, not change it for the next. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** A kept answer's response: parsed on the first render that reads it, the same frozen value after. */
const keptResponse = (answer: KeptAnswer) => inProcessResponse(answer, () => (answer.parsed ??= deepFreeze(JSON.parse(answer.text))));

/** Seconds a public answer may be reused, from its Cache-Control; 0 when it may not. */
export function publicMaxAge(cacheControl: unknown): number {
  const value = String(cacheControl ?? '');
  if (!/(?:^|,)\s*public\s*(?:,|$)/i.test(value) || /\b(?:private|no-store|no-cache)\b/i.test(value)) return 0;
  const age = /(?:^|,)\s*max-age=(\d+)/i.exec(value);
  return age ? Number(age[1]) : 0;
}

/**
 * fetch() for the server render, answered by app.inject(). `visitorIp` names the visitor a call is
 * made for (the API counts a listing view as theirs); answers that depend on it are never kept,
 * since only answers the API marks public are.
 */
export function renderFetch(app: FastifyInstance, opts: { changes: CatalogueChanges; visitorIp: () => string | undefined }): typeof fetch {
  const kept = new LRUCache<string, KeptAnswer>({ max: 200 });
  // A listing change can change the cities' counts: start again, as the kept pages do. An answer
  // asked for before a change is not kept after it.
  let generation = 0;
  opts.changes.on('changed', () => {
    generation++;
    kept.clear();
  });
  return async (input, init) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const hit = method === 'GET' ? kept.get(url) : undefined;
    if (hit) return keptResponse(hit);
    const askedIn = generation;
    const res = await app.inject({ method: method as 'GET', url, headers: { accept: 'application/json' }, remoteAddress: opts.visitorIp() });
    const answer: KeptAnswer = { status: res.statusCode, type: String(res.headers['content-type'] ?? ''), text: res.payload };
    const seconds = method === 'GET' && res.statusCode === 200 ? publicMaxAge(res.headers['cache-control']) : 0;
    if (seconds > 0 && askedIn === generation) {
      kept.set(url, answer, { ttl: seconds * 1000 });
      return keptResponse(answer);
    }
    return inProcessResponse(answer);
  };
}
