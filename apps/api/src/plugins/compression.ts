// Brotli or gzip for answers over 1 KB (the brand catalogue is 95 KB of JSON).
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const compression = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compression' },
);
