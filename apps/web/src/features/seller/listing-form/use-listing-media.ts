// Photos and video of a listing being edited: added to the listing at once with carId
// (contract 5.1, 5.2) and removed with DELETE /upload/files/{id}/ (5.3).
import { useState } from 'react';
import type { CarImage } from '@gaadi/domain/schemas/car';
import { toast } from '@/app/toast-store';
import { api, ApiError, upload } from '@/lib/api/client';
import { imageFilesError, videoFileError } from './listing-form-schema';

type ImagesBody = { success: boolean; data?: { images?: CarImage[] } };
type VideoBody = { success: boolean; data?: { video?: { id: string; url: string } } };

function uploadFailed(e: unknown) {
  const description = e instanceof ApiError && e.status !== 0 ? e.message : 'Failed to upload images. Please try again.';
  toast({ title: 'Upload Failed', description, variant: 'destructive' });
}

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
    const form = new FormData();
    form.append('carId', carId);
    for (const f of files) form.append('images', f);
    setBusy(true);
    try {
      const body = await upload<ImagesBody>('/upload/car-images/', form);
      setImages((prev) => [...prev, ...(body.data?.images ?? [])]);
    } catch (e) {
      uploadFailed(e);
    } finally {
      setBusy(false);
    }
  }

  async function addVideo(file: File) {
    const problem = videoFileError(file);
    setVideoError(problem);
    if (problem) return;
    const form = new FormData();
    form.append('carId', carId);
    form.append('video', file);
    setBusy(true);
    try {
      const body = await upload<VideoBody>('/upload/car-video/', form);
      setVideoUrl(body.data?.video?.url ?? '');
    } catch (e) {
      uploadFailed(e);
    } finally {
      setBusy(false);
    }
  }

  async function removeImage(id: string) {
    try {
      await api.delete(`/upload/files/${id}/`);
      setImages((prev) => prev.filter((i) => i.id !== id));
    } catch (e) {
      toast({ title: 'Delete Failed', description: e instanceof ApiError ? e.message : 'Failed to delete image', variant: 'destructive' });
    }
  }

  return { images, videoUrl, imageError, videoError, busy, addImages, addVideo, removeImage };
}
