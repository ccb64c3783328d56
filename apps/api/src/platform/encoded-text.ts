// Brotli or gzip of a whole text in one synchronous call, kept with the text so that a cached
// answer is compressed once per encoding (decision 047). @fastify/compress pipes every answer
// through a zlib stream: for a 22 KB page of cars that cost 0.8 ms of CPU against 0.44 ms for the
// same brotli in one call.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** What the client takes, brotli first; null for neither (an explicit `;q=0` is not parsed: no browser sends it for these). */
export function encodingFor(request: Pick<FastifyRequest, 'headers'>): Encoding | null {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
}

/**
 * What a slow connection carries in its first round trip (ten TCP segments, about 14 KB), less room
 * for the response's headers: a document within it arrives in one round trip (decision 043).
 */
export const FIRST_FLIGHT_BYTES = 12 * 1024;

const brotli = (data: Buffer, quality: number) =>
  brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });

/** Brotli qualities per kind: the quick one while its result fits the first round trip, else the smaller one. */
const QUALITIES = { answer: [1, 3], page: [1, 5] } as const;

/**
 * `answer`: an API answer, brotli at quality 1 while that fits the first round trip, else at quality
 * 3 (decision 049 amends 047's quality 3 for every answer: 300 long-tail pages of cars of 17 KB took
 * 0.069 ms and 4,567 bytes at quality 1 against 0.118 ms and 4,125 bytes at quality 3; 0.198 ms and
 * 4,008 bytes at quality 4, @fastify/compress's; gzip at level 6 0.156 ms and 4,006 bytes).
 * `page`: a server-rendered document, brotli at quality 1 while that fits the first round trip,
 * else at quality 5, which is 10-12% smaller (decision 048 amends 043's quality 5 for every
 * document: a listing page of 47 KB took 0.25 ms and 10.8 KB at quality 3 against 0.67 ms and
 * 9.7 KB at quality 5; a Hindi /buy is 15.5 KB at quality 3 and 13.7 KB at quality 5). Decision
 * 052 amends 048's quality 3 to 1, as 049 did for answers: 150 real /buy pages of 51 KB at
 * 1,000,000 listings took 0.12 ms and 8.4 KB at quality 1 against 0.27 ms and 7.7 KB at quality 3,
 * and no English /buy, landing or listing page passed 10.8 KB at quality 1. Within the first
 * round trip the bytes cost no time.
 * Past the first round trip, the smaller of the two is kept.
 */
export function encode(text: string | Buffer, encoding: Encoding, kind: 'page' | 'answer'): Buffer {
  // Made a buffer first: zlib given a 47 KB string took 0.33 ms at quality 3, against 0.05 + 0.19 ms.
  const data = typeof text === 'string' ? Buffer.from(text) : text;
  if (encoding === 'gzip') return gzipSync(data, { level: 6 });
  const [quickQuality, smallQuality] = QUALITIES[kind];
  const quick = brotli(data, quickQuality);
  if (quick.length <= FIRST_FLIGHT_BYTES) return quick;
  const small = brotli(data, smallQuality);
  return small.length < quick.length ? small : quick;
}

/**
 * A text and its encodings, each made on first demand and kept. A text may be given in pieces (a
 * page's document, decision 051): each piece is made UTF-8 on its own, so the whole is never one
 * string, which past 128 KB V8 would allocate in its large-object space.
 */
export class EncodedText {
  private readonly encodings = new Map<Encoding, Buffer>();
  /** How many UTF-16 code units the text has (a cache's size bound). */
  readonly length: number;
  constructor(
    readonly text: string | readonly string[],
    private readonly kind: 'page' | 'answer',
    private readonly encoder = encode,
  ) {
    this.length = typeof text === 'string' ? text.length : text.reduce((n, piece) => n + piece.length, 0);
  }

  /** The text as sent without an encoding, and as given to the encoder when in pieces. */
  private body(): string | Buffer {
    return typeof this.text === 'string' ? this.text : Buffer.concat(this.text.map((piece) => Buffer.from(piece)));
  }

  encoded(encoding: Encoding): Buffer {
    let body = this.encodings.get(encoding);
    if (!body) this.encodings.set(encoding, (body = this.encoder(this.body(), encoding, this.kind)));
    return body;
  }

  /** The text's length plus the encodings made so far (a cache's size bound). */
  get size(): number {
    let n = this.length;
    for (const b of this.encodings.values()) n += b.length;
    return n;
  }

  /** Sends it as the client takes it, with Vary: Accept-Encoding. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    addVary(reply, 'Accept-Encoding');
    const encoding = encodingFor(request);
    return encoding ? reply.header('content-encoding', encoding).send(this.encoded(encoding)) : reply.send(this.body());
  }
}

/** Adds a header name to Vary unless it is there already (or Vary is *). */
export function addVary(reply: FastifyReply, name: string): void {
  const current = String(reply.getHeader('vary') ?? '');
  if (!current) reply.header('vary', name);
  else if (current !== '*' && !current.toLowerCase().split(/\s*,\s*/).includes(name.toLowerCase())) reply.header('vary', `${current}, ${name}`);
}
