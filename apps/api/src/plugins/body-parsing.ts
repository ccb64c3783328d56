// Requests are validated and answers serialised by the routes' zod schemas; JSON bodies go through
// Fastify's own parser (it refuses prototype-poisoning keys), and an empty body is `{}` because
// clients send Content-Type: application/json even on a DELETE without one (contract 1.2).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

export const bodyParsing = fp(
  async (app: FastifyInstance) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
      const text = (body as string).trim();
      if (!text) return done(null, {});
      void parseJson(req, text, done);
    });
  },
  { name: 'body-parsing' },
);
