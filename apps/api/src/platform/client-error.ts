// Node's HTTP parser refuses some requests before Fastify sees them: conflicting Transfer-Encoding
// and Content-Length, bytes not allowed in a header, headers over the size limit, a client too slow
// to send its request. Fastify's default answer is JSON outside our envelope; contract 1.4 wants
// the envelope on every error, so this writes it on the raw socket and closes the connection (after
// a framing error nothing more on it can be trusted). Node's own answers to a missing Host, an
// unknown Expect and CONNECT get the envelope too.
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { ConnectionError, FastifyInstance } from 'fastify';
import type { ErrorEnvelope } from '@gaadi/domain/schemas/envelope';
import { validationError } from './errors.ts';

export const MALFORMED_REQUEST = 'Malformed HTTP request';

function answerFor(code: string | undefined): [number, ErrorEnvelope['error']] {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive. Please try again.' }];
    case 'HPE_HEADER_OVERFLOW':
      return [431, { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large' }];
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return [413, { code: 'FILE_TOO_LARGE', message: 'The request is too large' }];
    default:
      return [400, { code: 'VALIDATION_ERROR', message: MALFORMED_REQUEST, details: { non_field_errors: [MALFORMED_REQUEST] } }];
  }
}

/** An envelope written straight on the socket, then the connection closed. */
function answerRaw(socket: Socket, status: number, error: ErrorEnvelope['error']) {
  const body = JSON.stringify({ success: false, error });
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

/** Fastify's `clientErrorHandler`: the same steps as Node's and Fastify's defaults, with our body. */
export function clientErrorHandler(this: FastifyInstance, err: ConnectionError, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return; // nobody left to answer
  const [status, error] = answerFor(err.code);
  this.log.debug({ err }, 'client error');
  // A response already under way on this socket must not be corrupted by a second status line.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) answerRaw(socket, status, error);
  socket.destroy(err);
}

export const HOST_REQUIRED = 'The Host header is required';

/**
 * Requests Node itself would answer with an empty body, outside Fastify: an HTTP/1.1 request
 * without Host (400; the app is built with `http.requireHostHeader: false` so it gets here), an
 * Expect other than 100-continue (417) and CONNECT (405; no proxying here).
 */
export function registerRawAnswers(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      reply.header('connection', 'close');
      throw validationError({ host: [HOST_REQUIRED] }, HOST_REQUIRED);
    }
  });
  app.server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) => {
    const body = JSON.stringify({ success: false, error: { code: 'EXPECTATION_FAILED', message: 'Only "Expect: 100-continue" is supported' } });
    res
      .writeHead(417, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), 'x-content-type-options': 'nosniff' })
      .end(body);
  });
  app.server.on('connect', (req: IncomingMessage, socket: Socket) => {
    answerRaw(socket, 405, { code: 'METHOD_NOT_ALLOWED', message: `Method ${req.method} is not allowed here` });
    socket.destroy();
  });
}
