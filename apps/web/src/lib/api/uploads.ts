// Photos and videos (contract 5.1–5.3). With `carId` an upload joins that listing at once;
// without it, it waits to be named in a new listing's image_ids.
import type { z } from 'zod';
import type { okMessage } from '@gaadi/domain/schemas/envelope';
import type { imageOrderBody, UploadedImage, UploadedVideo, uploadImagesResponse, uploadVideoResponse } from '@gaadi/domain/schemas/seller';
import type { Answer } from '@/lib/api/answer';
import { api, API_BASE, ApiError, bearerFor, MESSAGES, toError, type AuthMode } from '@/lib/api/client';

interface UploadOptions {
  /** The listing the files join. */
  carId?: string;
  auth?: AuthMode;
  onProgress?: (fraction: number) => void;
}

function formFor(field: string, files: readonly File[], carId?: string) {
  const form = new FormData();
  // carId first, so that the server knows the listing when the files arrive.
  if (carId) form.append('carId', carId);
  for (const file of files) form.append(field, file);
  return form;
}

export async function uploadCarImages(files: readonly File[], { carId, auth, onProgress }: UploadOptions = {}): Promise<UploadedImage[]> {
  const body = await upload<Answer<typeof uploadImagesResponse>>('/upload/car-images/', formFor('images', files, carId), { auth, onProgress });
  return body.data?.images ?? [];
}

export async function uploadCarVideo(file: File, { carId, auth, onProgress }: UploadOptions = {}): Promise<UploadedVideo | null> {
  const body = await upload<Answer<typeof uploadVideoResponse>>('/upload/car-video/', formFor('video', [file], carId), { auth, onProgress });
  return body.data?.video ?? null;
}

export function deleteUpload(id: string, auth?: AuthMode) {
  return api.delete<z.infer<typeof okMessage>>(`/upload/files/${id}/`, { auth });
}

/** PUT /cars/{id}/images/order/: the listing's photos in a new order, the first the cover. */
export function reorderListingImages(carId: string, body: z.input<typeof imageOrderBody>) {
  return api.put<z.infer<typeof okMessage>>(`/cars/${carId}/images/order/`, body);
}

/** Multipart upload with progress (fetch has no upload progress; XHR does). */
function upload<T>(path: string, form: FormData, opts: { auth?: AuthMode; onProgress?: (fraction: number) => void } = {}): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = bearerFor(opts.auth ?? 'user');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => e.lengthComputable && opts.onProgress?.(e.loaded / e.total);
    xhr.onerror = () => reject(new ApiError(MESSAGES.network, 0));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = (xhr.getResponseHeader('content-type') ?? '').includes('application/json') ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body !== undefined) return resolve(body as T);
      const fake = new Response(null, { status: xhr.status < 200 ? 500 : xhr.status });
      reject(body === undefined ? new ApiError(MESSAGES.network, 0) : toError(fake, body));
    };
    xhr.send(form);
  });
}
