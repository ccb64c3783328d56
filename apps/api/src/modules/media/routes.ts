import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LIMITS } from '@gaadi/domain/constants';
import { errorEnvelope, guardedErrors, idParam, okMessage } from '@gaadi/domain/schemas/envelope';
import {
  imageOrderBody,
  listingImageParams,
  UPLOAD_MESSAGES,
  uploadImagesResponse,
  uploadVideoResponse,
} from '@gaadi/domain/schemas/seller';
import { requireUserOrAdmin, type Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { deleteUploadedFile } from './delete-file.ts';
import { readUpload } from './multipart-reader.ts';
import { reorderImages } from './reorder-images.ts';
import { uploadImages } from './upload-images.ts';
import { uploadVideo } from './upload-video.ts';

const errors = guardedErrors;
const uploadErrors = { ...errors, 413: errorEnvelope, 429: errorEnvelope } as const;

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
export async function mediaRoutes(app: FastifyInstance, ctx: AppContext) {
  await app.register(multipart, {
    limits: { fileSize: LIMITS.maxImageBytes, files: LIMITS.maxImagesPerListing, fields: 10, fieldSize: 1024 },
    throwFileSizeLimit: false,
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['uploads'];
  /**
   * Per-account hourly limits on files (admins reviewing listings are not limited; 0 turns one
   * off): checked before a byte is read, spent per file once the upload is in.
   */
  const perUser = (actor: Actor, name: string, perHour: number) => {
    const limited = actor.kind === 'user' && perHour > 0;
    const rule = { points: perHour, windowSeconds: 3600 };
    return {
      check: () => (limited ? ctx.limits.check(name, actor.id, rule, UPLOAD_MESSAGES.tooManyUploads) : undefined),
      spend: (files: number) => (limited && files ? ctx.limits.consume(name, actor.id, rule, UPLOAD_MESSAGES.tooManyUploads, files) : undefined),
    };
  };
  // Guard before validation and before a single byte of the upload is read (this scope only).
  r.addHook('onRequest', async (req) => {
    await requireUserOrAdmin(req);
  });

  r.post('/upload/car-images/', { schema: { tags, consumes: ['multipart/form-data'], response: { 200: uploadImagesResponse, ...uploadErrors } } }, async (req) => {
    const actor = await requireUserOrAdmin(req);
    const limit = perUser(actor, 'upload-images', ctx.config.userLimits.imagesPerHour);
    await limit.check();
    const upload = await readUpload(req, imageLimits);
    try {
      await limit.spend(upload.files.length);
      const images = await uploadImages(ctx, actor, upload);
      return { success: true as const, message: `${images.length} images uploaded successfully`, data: { images } };
    } finally {
      await upload.cleanup();
    }
  });

  r.post('/upload/car-video/', { schema: { tags, consumes: ['multipart/form-data'], response: { 200: uploadVideoResponse, ...uploadErrors } } }, async (req) => {
    const actor = await requireUserOrAdmin(req);
    const limit = perUser(actor, 'upload-videos', ctx.config.userLimits.videosPerHour);
    await limit.check();
    const upload = await readUpload(req, videoLimits);
    try {
      await limit.spend(upload.files.length);
      const video = await uploadVideo(ctx, actor, upload);
      return { success: true as const, message: 'Video uploaded successfully', data: { video } };
    } finally {
      await upload.cleanup();
    }
  });

  r.delete('/upload/files/:id/', { schema: { tags, params: idParam, response: { 200: okMessage, ...errors } } }, async (req) => {
    const actor = await requireUserOrAdmin(req);
    return { success: true as const, message: await deleteUploadedFile(ctx, actor, { id: req.params.id }) };
  });

  r.delete('/cars/:id/images/:imageId/', { schema: { tags, params: listingImageParams, response: { 200: okMessage, ...errors } } }, async (req) => {
    const actor = await requireUserOrAdmin(req);
    return { success: true as const, message: await deleteUploadedFile(ctx, actor, { id: req.params.imageId, listingId: req.params.id }) };
  });

  r.put('/cars/:id/images/order/', { schema: { tags, params: idParam, body: imageOrderBody, response: { 200: okMessage, ...errors } } }, async (req) => {
    const actor = await requireUserOrAdmin(req);
    return { success: true as const, message: await reorderImages(ctx, actor, req.params.id, req.body) };
  });
}
