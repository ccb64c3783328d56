// A dealer's stock import (issue 22, decision 038): the CSV template, the upload (202, worked by a
// job), the dealer's imports and one import's progress and report.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMPORT_LIMITS, IMPORT_MESSAGES, IMPORT_TEMPLATE_CSV } from '@gaadi/domain/dealer-import-rules';
import { importDetailResponse, importListResponse, importStartedResponse } from '@gaadi/domain/schemas/dealer-imports';
import { errorEnvelope, guardedErrors, idParam } from '@gaadi/domain/schemas/envelope';
import { LIMITS } from '@gaadi/domain/constants';
import { requireUser } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { readUpload } from '../media/multipart-reader.ts';
import { importDetail, listImports } from './read-imports.ts';
import { requireDealer, startImport } from './start-import.ts';

const base = '/dealers/me/imports';
const uploadLimits = {
  maxFiles: 2,
  maxFileBytes: Math.max(IMPORT_LIMITS.maxCsvBytes, IMPORT_LIMITS.maxZipBytes),
  tooManyFiles: IMPORT_MESSAGES.tooManyFiles,
  fileTooLarge: IMPORT_MESSAGES.fileTooLarge,
  missing: { code: 'NO_FILE', message: IMPORT_MESSAGES.noCsv },
};

export async function dealerImportRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(multipart, { limits: { fileSize: LIMITS.maxUploadRequestBytes, files: 2, fields: 10, fieldSize: 1024 }, throwFileSizeLimit: false });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dealer imports'];

  r.get(`${base}/template.csv`, { schema: { tags, response: { 200: { description: 'The CSV template (header row)', content: { 'text/csv': { schema: z.string() } } } } } }, async (_req, reply) => {
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', 'attachment; filename="gaadibazaar-stock-template.csv"');
    return IMPORT_TEMPLATE_CSV;
  });

  r.post(`${base}/`, { schema: { tags, consumes: ['multipart/form-data'], response: { 202: importStartedResponse, ...guardedErrors, 413: errorEnvelope } } }, async (req, reply) => {
    const actor = await requireUser(req);
    // Before a byte of the upload is read.
    await requireDealer(ctx, actor);
    const upload = await readUpload(req, uploadLimits);
    try {
      const data = await startImport(ctx, actor, upload);
      return await reply.code(202).send({ success: true as const, message: IMPORT_MESSAGES.started, data });
    } finally {
      await upload.cleanup();
    }
  });

  r.get(`${base}/`, { schema: { tags, response: { 200: importListResponse, ...guardedErrors } } }, async (req) => {
    const actor = await requireUser(req);
    return { success: true as const, data: await listImports(ctx, actor) };
  });

  r.get(`${base}/:id/`, { schema: { tags, params: idParam, response: { 200: importDetailResponse, ...guardedErrors } } }, async (req) => {
    const actor = await requireUser(req);
    return { success: true as const, data: await importDetail(ctx, actor, req.params.id) };
  });
}
