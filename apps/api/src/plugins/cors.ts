// CORS for a web app hosted elsewhere (CORS_ORIGINS), as contract 1.3 asks: no credentials, the
// two request headers clients send, Retry-After exposed.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const crossOrigin = fp(
  async (app: FastifyInstance, { origins }: { origins: string[] }) => {
    await app.register(cors, {
      origin: origins.length ? origins : false,
      methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'X-Request-Id'],
      exposedHeaders: ['Retry-After', 'X-Request-Id'],
      credentials: false,
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
