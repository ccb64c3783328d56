// Every failure answers in the contract's envelope (1.4, 1.5): thrown errors, unknown routes and
// wrong methods, input no database may see (NUL, lone surrogates), answers Node would write itself.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerRawAnswers } from '../platform/client-error.ts';
import { registerErrorHandling } from '../platform/errors.ts';
import { registerInputGuard } from '../platform/input-guard.ts';
import { registerNotFound } from '../platform/not-found.ts';

export const errorHandling = fp(
  async (app: FastifyInstance) => {
    registerErrorHandling(app);
    registerNotFound(app);
    registerInputGuard(app);
    registerRawAnswers(app);
  },
  { name: 'error-handling' },
);
