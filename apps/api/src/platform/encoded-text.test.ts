// A document is brotli at quality 1 while that fits a slow connection's first round trip, and the
// smaller quality 5 when it does not (decisions 048 and 052); an API answer at quality 1, or 3 past
// the first round trip (decision 049).
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { encode, EncodedText, FIRST_FLIGHT_BYTES } from './encoded-text.ts';

const atQuality = (text: string, quality: number) =>
  brotliCompressSync(text, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) },
  });

/** Markup like a page's: repeated structure around words that vary, `kb` KB of it. */
function pageOf(kb: number, seed: string): string {
  const words = ['Maruti', 'Swift', 'Hyundai', 'Creta', 'Pune', 'Delhi', 'Petrol', 'Diesel', 'Manual', 'Automatic', 'मारुति', 'दिल्ली'];
  const noise = randomBytes(kb * 64).toString('base64');
  let html = '';
  for (let i = 0; html.length < kb * 1024; i++) {
    html += `<article class="card rounded-xl border p-3"><h3>${words[i % words.length]} ${words[(i * 7) % words.length]} ${seed}${i}</h3><p>${noise.slice(i * 12, i * 12 + 24)}</p></article>`;
  }
  return html;
}

describe('encode', () => {
  // kind, its quick quality and the smaller one, a text that fits the first round trip at the quick one.
  it.each([
    ['page', 1, 5, 40],
    ['answer', 1, 3, 20],
  ] as const)('%s: one that fits the first round trip gets quality %i, one that would not the smaller quality %i; the browser decodes the text', (kind, quickQuality, smallQuality, fittingKb) => {
    const fits = pageOf(fittingKb, `${kind}-fits`);
    const quick = atQuality(fits, quickQuality);
    expect(quick.length).toBeLessThanOrEqual(FIRST_FLIGHT_BYTES);
    const sent = encode(fits, 'br', kind);
    expect(sent.equals(quick)).toBe(true);
    expect(brotliDecompressSync(sent).toString()).toBe(fits);

    const large = pageOf(120, `${kind}-large`);
    expect(atQuality(large, quickQuality).length).toBeGreaterThan(FIRST_FLIGHT_BYTES);
    const smaller = encode(large, 'br', kind);
    expect(smaller.equals(atQuality(large, smallQuality))).toBe(true);
    expect(smaller.length).toBeLessThan(atQuality(large, quickQuality).length);
    expect(brotliDecompressSync(smaller).toString()).toBe(large);
  });

  it('gives gzip to a client without brotli', () => {
    const text = pageOf(120, 'gzip');
    expect(gunzipSync(encode(text, 'gzip', 'page')).toString()).toBe(text);
    expect(gunzipSync(encode(text, 'gzip', 'answer')).toString()).toBe(text);
  });
});

describe('a text in pieces', () => {
  it('is encoded and sent as the same bytes as the whole text, and measured as long', async () => {
    const pieces = ['<!doctype html><div id="root">', pageOf(90, 'pieces'), '₹4.5 Lakh · हिन्दी', '</div>'];
    const whole = pieces.join('');
    const inPieces = new EncodedText(pieces, 'page');
    expect(inPieces.length).toBe(whole.length);
    expect(inPieces.encoded('br').equals(encode(whole, 'br', 'page'))).toBe(true);
    expect(gunzipSync(inPieces.encoded('gzip')).toString()).toBe(whole);
    const app = Fastify();
    app.get('/', (request, reply) => inPieces.send(request, reply.type('text/html; charset=utf-8')));
    const plain = await app.inject({ url: '/' });
    expect(plain.body).toBe(whole);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(whole);
    await app.close();
  });
});
