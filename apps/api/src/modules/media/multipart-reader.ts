// Reads a multipart upload within hard limits, streaming every file to a private temporary file so
// that memory stays flat whatever the size (six 49 MB videos at once must not cost 300 MB), and
// turning every way it can go wrong into the envelope's codes (contract 5.1). The caller gets
// files on disk with their first bytes (for sniffing) and the text fields, and must call cleanup().
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@gaadi/domain/constants';
import { SERVER_MESSAGES } from '@gaadi/domain/messages';
import { UPLOAD_MESSAGES } from '@gaadi/domain/schemas/seller';
import { AppError, validationError } from '../../platform/errors.ts';
import { unstorableText } from '../../platform/input-guard.ts';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  /** Temporary file holding the upload (removed by cleanup()). */
  path: string;
  size: number;
  /** The first bytes, enough to tell the file type. */
  head: Buffer;
}

export interface Upload {
  fields: Record<string, string>;
  files: UploadedFile[];
  /** Removes the temporary files; safe to call twice. */
  cleanup: () => Promise<void>;
}

export interface ReadLimits {
  maxFiles: number;
  maxFileBytes: number;
  tooManyFiles: string;
  fileTooLarge: (name: string) => string;
  /** Answer for a request that is not multipart at all. */
  missing: { code: string; message: string };
}

// Multipart framing and the small text fields ride on top of the files.
const FRAMING_SLACK_BYTES = 256 * 1024;
const HEAD_BYTES = 64;

/** Counts the request's bytes across files and keeps each file's first bytes. */
function meter(state: { total: number }, head: Buffer[]) {
  let kept = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      state.total += chunk.length;
      if (state.total > LIMITS.maxUploadRequestBytes) return done(new AppError(413, 'FILE_TOO_LARGE', UPLOAD_MESSAGES.requestTooLarge));
      if (kept < HEAD_BYTES) {
        head.push(chunk.subarray(0, HEAD_BYTES - kept));
        kept += Math.min(chunk.length, HEAD_BYTES - kept);
      }
      done(null, chunk);
    },
  });
}

export async function readUpload(req: FastifyRequest, limits: ReadLimits): Promise<Upload> {
  if (!req.isMultipart()) throw new AppError(400, limits.missing.code, limits.missing.message);
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > LIMITS.maxUploadRequestBytes + FRAMING_SLACK_BYTES) {
    throw new AppError(413, 'FILE_TOO_LARGE', UPLOAD_MESSAGES.requestTooLarge);
  }
  const dir = await mkdtemp(join(tmpdir(), 'gaadi-upload-'));
  const upload: Upload = { fields: {}, files: [], cleanup: () => rm(dir, { recursive: true, force: true }) };
  const state = { total: 0 };
  try {
    // throwFileSizeLimit off: a truncated file is noticed below, where its name is known.
    const options = {
      limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes, fields: 10, fieldSize: 1024, parts: limits.maxFiles + 10 },
      throwFileSizeLimit: false,
    };
    const parts = req.parts(options as Parameters<FastifyRequest['parts']>[0]);
    for await (const part of parts) {
      if (part.type === 'field') {
        // Form fields bypass the JSON input guard: a NUL in carId must not reach SQL either.
        const bad = unstorableText({ [part.fieldname]: part.value });
        if (Object.keys(bad).length) throw validationError(bad);
        if (typeof part.value === 'string') upload.fields[part.fieldname] = part.value.trim();
        continue;
      }
      const name = part.filename || part.fieldname;
      const path = join(dir, randomUUID());
      const head: Buffer[] = [];
      const before = state.total;
      await pipeline(part.file, meter(state, head), createWriteStream(path, { mode: 0o600 }));
      if (part.file.truncated) throw new AppError(413, 'FILE_TOO_LARGE', limits.fileTooLarge(name));
      upload.files.push({ fieldname: part.fieldname, filename: name, path, size: state.total - before, head: Buffer.concat(head) });
    }
  } catch (e) {
    await upload.cleanup();
    throw toAppError(e, limits);
  }
  return upload;
}

export const UNREADABLE = {
  tooManyFields: 'Too many form fields in the upload',
  upload: 'The upload could not be read. Please try again.',
} as const;

/** 400 VALIDATION_ERROR for a multipart body that cannot be parsed (no boundary, cut short, garbled). */
export const unreadableUpload = () => validationError({ non_field_errors: [UNREADABLE.upload] });

function toAppError(e: unknown, limits: ReadLimits): AppError {
  if (e instanceof AppError) return e;
  const code = (e as { code?: string }).code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new AppError(400, 'TOO_MANY_FILES', limits.tooManyFiles);
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, 'FILE_TOO_LARGE', limits.fileTooLarge('upload'));
    case 'FST_PROTO_VIOLATION':
      return validationError({ non_field_errors: [SERVER_MESSAGES.formFieldNameNotAllowed] });
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return validationError({ non_field_errors: [SERVER_MESSAGES.formFieldNotJson] });
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return validationError({ non_field_errors: [UNREADABLE.tooManyFields] });
    default:
      // Truncated or malformed multipart bodies: the client's fault, never a 500.
      return unreadableUpload();
  }
}
