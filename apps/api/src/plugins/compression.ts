// Brotli or gzip for answers over 1 KB (the brand catalogue is 95 KB of JSON). A whole answer up to
// 512 KB is compressed in one call (decision 047): the stream @fastify/compress pipes it through
// cost twice the CPU. Streams, and the rare larger answer, still go through @fastify/compress.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { addVary, encode, encodingFor } from '../platform/encoded-text.ts';

const THRESHOLD = 1024;
const WHOLE_MAX = 512 * 1024;
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|xml|javascript|manifest\+json|[\w.+-]+\+(?:json|xml)))/i;

export const compression = fp(
  async (app: FastifyInstance) => {
    // Registered before @fastify/compress, so it runs first; an answer it encodes carries a
    // Content-Encoding, which @fastify/compress leaves alone.
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (reply.getHeader('content-encoding') || reply.statusCode === 206 || reply.getHeader('content-range') !== undefined) return payload;
      if (request.headers['x-no-compression'] !== undefined) return payload;
      const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
      if (size < THRESHOLD || size > WHOLE_MAX) return payload;
      if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return payload;
      addVary(reply, 'Accept-Encoding');
      const encoding = encodingFor(request);
      if (!encoding) return payload;
      reply.header('content-encoding', encoding).removeHeader('content-length');
      return encode(payload, encoding, 'answer');
    });
    await app.register(compress, { global: true, threshold: THRESHOLD, encodings: ['br', 'gzip'] });
  },
  { name: 'compression' },
);
