import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HTTP_MESSAGES, SERVER_MESSAGES } from '@gaadi/domain/messages';
import type { ErrorDetails } from '@gaadi/domain/schemas/envelope';
import { isDatabaseUnavailable } from './database.ts';

/** A failure the client should see as it is: status, code, message fit for users, per-field details. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: ErrorDetails,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Not found') => new AppError(404, 'NOT_FOUND', message);
export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError(403, 'PERMISSION_DENIED', message);
export const unauthorized = (message = 'Authentication required') => new AppError(401, 'UNAUTHORIZED', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
/**
 * Adds a message under a field name that came from the client: `constructor` must become a plain
 * key, not reach Object.prototype (a `details[key] ??= []` would), and `__proto__` cannot survive
 * the response serializer as a key at all, so it counts as the whole request.
 */
export function addDetail(details: ErrorDetails, field: string, message: string) {
  const key = field === '__proto__' ? 'non_field_errors' : field;
  if (!Object.hasOwn(details, key)) Object.defineProperty(details, key, { value: [], enumerable: true, writable: true, configurable: true });
  if (!details[key]!.includes(message)) details[key]!.push(message);
}

/** 400 VALIDATION_ERROR; the message defaults to the first detail so that it names the problem. */
export function validationError(details: ErrorDetails, message?: string): AppError {
  const first = Object.values(details).flat()[0];
  return new AppError(400, 'VALIDATION_ERROR', message ?? first ?? 'Invalid input', details);
}

/** 503 while the database is restarting or failing over: the client may retry after a few seconds. */
export const databaseUnavailable = () =>
  new AppError(503, 'SERVICE_UNAVAILABLE', SERVER_MESSAGES.unavailable, undefined, { 'retry-after': '5' });

export function sendError(reply: FastifyReply, err: AppError) {
  if (err.headers) reply.headers(err.headers);
  reply.errorCode = err.code; // errors by code (metrics, decision 032)
  const error: { code: string; message: string; details?: ErrorDetails } = { code: err.code, message: err.message };
  if (err.details && Object.keys(err.details).length) error.details = err.details;
  return reply.code(err.statusCode).type('application/json; charset=utf-8').send({ success: false, error });
}

declare module 'fastify' {
  interface FastifyReply {
    /** The envelope's error code of this answer, if it is an error (decorated in registerErrorHandling). */
    errorCode: string | null;
  }
  interface FastifyContextConfig {
    /** Envelope message and code for this route's 400s (e.g. "Invalid listing data"). */
    validationMessage?: string;
    validationCode?: string;
  }
}

interface ZodLikeIssue {
  instancePath: string;
  message?: string;
}

function detailsFromValidation(issues: ZodLikeIssue[]): ErrorDetails {
  const details: ErrorDetails = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.') || 'non_field_errors';
    addDetail(details, key, issue.message || 'Invalid value');
  }
  return details;
}

/**
 * A 400 for invalid input, shaped as the route's schema failures are: its own code and message when
 * it declares them, else `message`, else the first detail.
 */
export function inputError(request: FastifyRequest, details: ErrorDetails, message?: string): AppError {
  const cfg = request.routeOptions?.config;
  const e = validationError(details, cfg?.validationMessage ?? message);
  return new AppError(400, cfg?.validationCode ?? 'VALIDATION_ERROR', e.message, details);
}

/** One place maps every failure to the envelope of contract 1.5; nothing internal leaks. */
export function registerErrorHandling(app: FastifyInstance) {
  app.decorateReply('errorCode', null);
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) return sendError(reply, err);
    if (hasZodFastifySchemaValidationErrors(err)) {
      return sendError(reply, inputError(request, detailsFromValidation(err.validation as ZodLikeIssue[])));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause?.issues }, 'response did not match its schema');
      return sendError(reply, new AppError(500, 'INTERNAL_ERROR', HTTP_MESSAGES.serverError));
    }
    const status = err.statusCode ?? 500;
    switch (err.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendError(reply, validationError({ non_field_errors: ['Malformed JSON body'] }, 'Malformed JSON body'));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
        return sendError(reply, new AppError(413, 'FILE_TOO_LARGE', 'The upload is too large'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendError(reply, new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type'));
      // Multipart parts the parser refuses by name or content: the client's input, with details.
      case 'FST_PROTO_VIOLATION':
        return sendError(reply, validationError({ non_field_errors: [SERVER_MESSAGES.formFieldNameNotAllowed] }));
      case 'FST_INVALID_JSON_FIELD_ERROR':
        return sendError(reply, validationError({ non_field_errors: [SERVER_MESSAGES.formFieldNotJson] }));
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return sendError(reply, new AppError(400, 'NO_FILES', 'Expected a multipart upload'));
    }
    if (status === 429) {
      return sendError(reply, new AppError(429, 'RATE_LIMIT_EXCEEDED', HTTP_MESSAGES.rateLimited));
    }
    if (err.validation) {
      return sendError(reply, validationError({ non_field_errors: [err.message] }));
    }
    if (status >= 400 && status < 500) {
      return sendError(reply, new AppError(status, status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', err.message));
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return sendError(reply, databaseUnavailable());
    }
    request.log.error({ err }, 'unhandled error');
    return sendError(reply, new AppError(500, 'INTERNAL_ERROR', HTTP_MESSAGES.serverError));
  });
}
