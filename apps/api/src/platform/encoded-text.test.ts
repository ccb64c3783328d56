// A document is brotli at quality 3 while that fits a slow connection's first round trip, and the
// smaller quality 5 when it does not (decision 048); an API answer at quality 1, or 3 past the first
// round trip (decision 049).
import { randomBytes } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encode, FIRST_FLIGHT_BYTES } from './encoded-text.ts';

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
  it('gives a page that fits the first round trip at quality 3: cheaper, and what the browser decodes is the page', () => {
    const page = pageOf(40, 'a');
    const quick = atQuality(page, 3);
    expect(quick.length).toBeLessThanOrEqual(FIRST_FLIGHT_BYTES);
    const sent = encode(page, 'br', 'page');
    expect(sent.equals(quick)).toBe(true);
    expect(brotliDecompressSync(sent).toString()).toBe(page);
  });

  it('gives a page that would not fit at quality 3 the smaller quality 5', () => {
    const page = pageOf(120, 'b');
    expect(atQuality(page, 3).length).toBeGreaterThan(FIRST_FLIGHT_BYTES);
    const sent = encode(page, 'br', 'page');
    expect(sent.equals(atQuality(page, 5))).toBe(true);
    expect(sent.length).toBeLessThan(atQuality(page, 3).length);
    expect(brotliDecompressSync(sent).toString()).toBe(page);
  });

  it('gives an API answer that fits the first round trip quality 1, a larger one the smaller quality 3, and gzip for a client without brotli', () => {
    const answer = pageOf(20, 'c');
    expect(atQuality(answer, 1).length).toBeLessThanOrEqual(FIRST_FLIGHT_BYTES);
    const quick = encode(answer, 'br', 'answer');
    expect(quick.equals(atQuality(answer, 1))).toBe(true);
    expect(brotliDecompressSync(quick).toString()).toBe(answer);
    const large = pageOf(120, 'd');
    expect(atQuality(large, 1).length).toBeGreaterThan(FIRST_FLIGHT_BYTES);
    const sent = encode(large, 'br', 'answer');
    expect(sent.equals(atQuality(large, 3))).toBe(true);
    expect(sent.length).toBeLessThan(atQuality(large, 1).length);
    expect(brotliDecompressSync(sent).toString()).toBe(large);
    expect(gunzipSync(encode(large, 'gzip', 'page')).toString()).toBe(large);
  });
});
