// Reads a multipart upload into memory within hard limits, turning every way it can go wrong into
// the envelope's codes (contract 5.1): the caller gets whole files and text fields, nothing else.
import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@gaadi/domain/constants';
import { UPLOAD_MESSAGES } from '@gaadi/domain/schemas/seller';
import { AppError } from '../../platform/errors.ts';

export interface UploadedFile {
  fieldname: string;
  filename: string;
  data: Buffer;
}

export interface Upload {
  fields: Record<string, string>;
  files: UploadedFile[];
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

export async function readUpload(req: FastifyRequest, limits: ReadLimits): Promise<Upload> {
  if (!req.isMultipart()) throw new AppError(400, limits.missing.code, limits.missing.message);
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > LIMITS.maxUploadRequestBytes + FRAMING_SLACK_BYTES) {
    throw new AppError(413, 'FILE_TOO_LARGE', UPLOAD_MESSAGES.requestTooLarge);
  }
  const upload: Upload = { fields: {}, files: [] };
  let total = 0;
  try {
    // throwFileSizeLimit off: a truncated file is noticed below, where its name is known.
    const options = {
      limits: { files: limits.maxFiles, fileSize: limits.maxFileBytes, fields: 10, fieldSize: 1024, parts: limits.maxFiles + 10 },
      throwFileSizeLimit: false,
    };
    const parts = req.parts(options as Parameters<FastifyRequest['parts']>[0]);
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') upload.fields[part.fieldname] = part.value.trim();
        continue;
      }
      const name = part.filename || part.fieldname;
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) {
        total += (chunk as Buffer).length;
        if (total > LIMITS.maxUploadRequestBytes) throw new AppError(413, 'FILE_TOO_LARGE', UPLOAD_MESSAGES.requestTooLarge);
        chunks.push(chunk as Buffer);
      }
      if (part.file.truncated) throw new AppError(413, 'FILE_TOO_LARGE', limits.fileTooLarge(name));
      upload.files.push({ fieldname: part.fieldname, filename: name, data: Buffer.concat(chunks) });
    }
  } catch (e) {
    throw toAppError(e, limits);
  }
  return upload;
}

function toAppError(e: unknown, limits: ReadLimits): AppError {
  if (e instanceof AppError) return e;
  const code = (e as { code?: string }).code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new AppError(400, 'TOO_MANY_FILES', limits.tooManyFiles);
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError(413, 'FILE_TOO_LARGE', limits.fileTooLarge('upload'));
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(400, 'VALIDATION_ERROR', 'Too many form fields in the upload');
    default:
      // Truncated or malformed multipart bodies: the client's fault, never a 500.
      return new AppError(400, 'VALIDATION_ERROR', 'The upload could not be read. Please try again.');
  }
}
