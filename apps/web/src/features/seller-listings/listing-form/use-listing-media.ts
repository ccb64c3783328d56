// Photos and video of a listing being edited: added to the listing at once with carId
// (contract 5.1, 5.2) and removed with DELETE /upload/files/{id}/ (5.3).
import { useState } from 'react';
import type { CarImage } from '@gaadi/domain/schemas/car';
import { toast } from '@/lib/toast-store';
import { toastUploadFailed } from '@/lib/toast-upload-failed';
import { ApiError } from '@/lib/api/client';
import { deleteUpload, reorderListingImages, uploadCarImages, uploadCarVideo } from '@/lib/api/uploads';
import { imageFilesError, videoFileError } from './listing-form-schema';
import { t } from '@/lib/i18n/i18n';
import { serverText } from '@/lib/i18n/server-text';

export function useListingMedia(carId: string, initial: CarImage[], initialVideo: string) {
  const [images, setImages] = useState(initial);
  const [videoUrl, setVideoUrl] = useState(initialVideo);
  const [imageError, setImageError] = useState<string | null>(null);
  const [videoError, setVideoError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function addImages(files: File[]) {
    const problem = imageFilesError(files, images.length);
    setImageError(problem);
    if (problem || files.length === 0) return;
    setBusy(true);
    try {
      const added = await uploadCarImages(files, { carId });
      setImages((prev) => [...prev, ...added]);
    } catch (e) {
      toastUploadFailed(e);
    } finally {
      setBusy(false);
    }
  }

  /** The uploaded video's address, or null when nothing was uploaded. */
  async function addVideo(file: File): Promise<string | null> {
    const problem = videoFileError(file);
    setVideoError(problem);
    if (problem) return null;
    setBusy(true);
    try {
      const url = (await uploadCarVideo(file, { carId }))?.url ?? '';
      setVideoUrl(url);
      return url || null;
    } catch (e) {
      toastUploadFailed(e);
      return null;
    } finally {
      setBusy(false);
    }
  }

  async function removeImage(id: string) {
    try {
      await deleteUpload(id);
      setImages((prev) => prev.filter((i) => i.id !== id));
    } catch (e) {
      toast({ title: t('Delete Failed'), description: e instanceof ApiError ? serverText(e.message) : t('Failed to delete image'), variant: 'destructive' });
    }
  }

  /** Moves a photo one place and saves the order at once, like adding and removing; undone on failure. */
  async function moveImage(index: number, offset: -1 | 1) {
    const target = index + offset;
    if (target < 0 || target >= images.length) return;
    const before = images;
    const next = [...images];
    [next[index], next[target]] = [next[target]!, next[index]!];
    setImages(next);
    setBusy(true);
    try {
      await reorderListingImages(carId, { image_ids: next.map((i) => i.id) });
    } catch (e) {
      setImages(before);
      toast({ title: t('Update Failed'), description: e instanceof ApiError ? serverText(e.message) : t('Failed to update listing'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  return { images, videoUrl, imageError, videoError, busy, addImages, addVideo, removeImage, moveImage };
}
