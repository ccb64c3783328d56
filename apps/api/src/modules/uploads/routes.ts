import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '@gaadi/domain/constants';
import { errorEnvelope, guardedErrors, idParam, okMessage } from '@gaadi/domain/schemas/envelope';
import {
  listingImageParams,
  UPLOAD_MESSAGES,
  uploadImagesResponse,
  uploadVideoResponse,
} from '@gaadi/domain/schemas/seller';
import { requireUserOrAdmin } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { deleteUploadedFile } from './delete-file.ts';
import { readUpload } from './multipart-reader.ts';
import { uploadImages } from './upload-images.ts';
import { uploadVideo } from './upload-video.ts';

const errors = guardedErrors;
const uploadErrors = { ...errors, 413: errorEnvelope, 415: errorEnvelope } as const;

const imageLimits = {
  maxFiles: LIMITS.maxImagesPerListing,
  maxFileBytes: LIMITS.maxImageBytes,
  tooManyFiles: UPLOAD_MESSAGES.tooManyFiles,
  fileTooLarge: UPLOAD_MESSAGES.tooLarge,
  missing: { code: 'NO_FILES', message: UPLOAD_MESSAGES.noFiles },
};
const videoLimits = {
  maxFiles: 1,
  maxFileBytes: LIMITS.maxVideoBytes,
  tooManyFiles: UPLOAD_MESSAGES.oneVideo,
  fileTooLarge: UPLOAD_MESSAGES.videoTooLarge,
  missing: { code: 'NO_FILE', message: UPLOAD_MESSAGES.noVideo },
};

/** Contract 5: image and video uploads, file removal. Multipart is parsed only in this scope. */
export async function uploadRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(multipart, {
    limits: { fileSize: LIMITS.maxImageBytes, files: LIMITS.maxImagesPerListing, fields: 10, fieldSize: 1024 },
    throwFileSizeLimit: false,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['uploads'];
  // Guard before validation and before a single byte of the upload is read (this scope only).
  r.addHook('onRequest', async (req) => {
    await requireUserOrAdmin(req);
  });

  r.post('/upload/car-images/', { schema: { tags, consumes: ['multipart/form-data'], response: { 200: uploadImagesResponse, ...uploadErrors } } }, async (req) => {
    const actor = await requireUserOrAdmin(req);
    const images = await uploadImages(ctx, actor, await readUpload(req, imageLimits));
    return { success: true as const, message: `${images.length} images uploaded successfully`, data: { images } };
  });

  r.post('/upload/car-video/', { schema: { tags, consumes: ['multipart/form-data'], response: { 200: uploadVideoResponse, ...uploadErrors } } }, async (req) => {
    const actor = await requireUserOrAdmin(req);
    const video = await uploadVideo(ctx, actor, await readUpload(req, videoLimits));
    return { success: true as const, message: 'Video uploaded successfully', data: { video } };
  });

  r.delete('/upload/files/:id/', { schema: { tags, params: idParam, response: { 200: okMessage, ...errors } } }, async (req) => {
    const actor = await requireUserOrAdmin(req);
    return { success: true as const, message: await deleteUploadedFile(ctx, actor, { id: req.params.id }) };
  });

  r.delete('/cars/:id/images/:imageId/', { schema: { tags, params: listingImageParams, response: { 200: okMessage, ...errors } } }, async (req) => {
    const actor = await requireUserOrAdmin(req);
    return { success: true as const, message: await deleteUploadedFile(ctx, actor, { id: req.params.imageId, listingId: req.params.id }) };
  });
}
