// Answers over 1 KB go out as brotli or gzip, whole answers compressed in one call and streams
// through @fastify/compress (decision 047); Vary names Accept-Encoding beside what a route set.
import Fastify from 'fastify';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { encode, EncodedText } from '../platform/encoded-text.ts';
import { compression } from './compression.ts';

const big = { cars: Array.from({ length: 60 }, (_, i) => ({ id: i, title: `Maruti Suzuki Swift VXi ${i}`, city: 'Pune' })) };
const app = Fastify();
const encodeOfKept = vi.fn(encode);
const kept = new EncodedText(JSON.stringify(big), 'answer', encodeOfKept);

beforeAll(async () => {
  await app.register(compression);
  app.get('/big', async () => big);
  app.get('/small', async () => ({ ok: true }));
  app.get('/origin', async (_req, reply) => reply.header('vary', 'Origin').send(big));
  app.get('/png', async (_req, reply) => reply.type('image/png').send(Buffer.alloc(4096, 7)));
  app.get('/stream', async (_req, reply) => reply.type('text/plain').send(Readable.from(['line of text\n'.repeat(400)])));
  app.get('/huge', async (_req, reply) => reply.type('text/plain').send('x'.repeat(600 * 1024)));
  app.get('/kept', async (req, reply) => kept.send(req, reply.type('application/json; charset=utf-8')));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, encoding?: string) => app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('compression', () => {
  it('sends a JSON answer as brotli, or gzip to a client without brotli, and plain to one that takes neither', async () => {
    const plain = await get('/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const br = await get('/big', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(big);
    const gz = await get('/big', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(big);
  });

  it("keeps a route's own Vary, and leaves small answers, images and ranges alone", async () => {
    const withOrigin = await get('/origin', 'br');
    expect(withOrigin.headers.vary).toBe('Origin, Accept-Encoding');
    expect(withOrigin.headers['content-encoding']).toBe('br');
    expect((await get('/small', 'br')).headers['content-encoding']).toBeUndefined();
    const png = await get('/png', 'br');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.rawPayload.length).toBe(4096);
  });

  it('still compresses a stream, and an answer past the whole-answer bound, through @fastify/compress', async () => {
    const stream = await get('/stream', 'br');
    expect(stream.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(stream.rawPayload).toString()).toBe('line of text\n'.repeat(400));
    const huge = await get('/huge', 'gzip');
    expect(huge.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(huge.rawPayload).toString().length).toBe(600 * 1024);
  });

  it('compresses a kept answer once per encoding, however often it is sent', async () => {
    const answers = [await get('/kept', 'br'), await get('/kept', 'br'), await get('/kept', 'gzip'), await get('/kept', 'gzip, br'), await get('/kept')];
    expect(answers.map((a) => a.headers['content-encoding'])).toEqual(['br', 'br', 'gzip', 'br', undefined]);
    expect(answers.every((a) => a.headers.vary === 'Accept-Encoding')).toBe(true);
    expect(JSON.parse(brotliDecompressSync(answers[3]!.rawPayload).toString())).toEqual(big);
    expect(JSON.parse(answers[4]!.body)).toEqual(big);
    expect(encodeOfKept.mock.calls.map((c) => c[1])).toEqual(['br', 'gzip']);
    expect(kept.size).toBe(kept.text.length + answers[0]!.rawPayload.length + answers[2]!.rawPayload.length);
  });
});
