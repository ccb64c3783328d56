// Photos of the sell wizard: re-encoded in the browser, uploaded unattached (contract 5.1) and
// later named in image_ids in the order the seller arranged them.
import { useState } from 'react';
import type { UploadedImage } from '@gaadi/domain/schemas/seller';
import { deleteUpload, uploadCarImages } from '@/lib/api/uploads';
import { toastUploadFailed } from '@/lib/toast-upload-failed';
import { reencodeAsJpeg } from './image-encoding';

export function usePhotoUploads(maxImages: number) {
  const [images, setImages] = useState<UploadedImage[]>([]);
  const [progress, setProgress] = useState<number | null>(null);

  async function add(files: File[]) {
    const chosen = files.slice(0, Math.max(0, maxImages - images.length));
    if (chosen.length === 0) return;
    setProgress(0);
    try {
      const encoded: File[] = [];
      // One at a time: decoding several large photos at once can exhaust a phone's memory.
      for (const file of chosen) encoded.push(await reencodeAsJpeg(file));
      const added = await uploadCarImages(encoded, { onProgress: setProgress });
      setImages((prev) => [...prev, ...added].slice(0, maxImages));
    } catch (e) {
      toastUploadFailed(e);
    } finally {
      setProgress(null);
    }
  }

  async function remove(id: string) {
    setImages((prev) => prev.filter((img) => img.id !== id));
    try {
      await deleteUpload(id);
    } catch (e) {
      // The listing no longer names it; an unattached upload left behind is harmless.
      console.warn('Photo could not be deleted on the server', e);
    }
  }

  function move(index: number, offset: -1 | 1) {
    setImages((prev) => {
      const target = index + offset;
      if (target < 0 || target >= prev.length) return prev;
      const next = [...prev];
      [next[index], next[target]] = [next[target]!, next[index]!];
      return next;
    });
  }

  return { images, progress, uploading: progress !== null, add, remove, move, reset: () => setImages([]) };
}
