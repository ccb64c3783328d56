import { ImagePlus } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { FileInput } from '@/ui/file-input';
import { Input } from '@/ui/input';
import { PhotoGrid } from '@/ui/listing-fields/photo-grid';
import type { SellValues } from '../sell-schema';
import type { usePhotoUploads } from '../use-photo-uploads';

type Photos = ReturnType<typeof usePhotoUploads>;

export function PhotosStep({ photos, maxImages, generalErrors }: { photos: Photos; maxImages: number; generalErrors: string[] }) {
  const { register, formState } = useFormContext<SellValues>();
  const full = photos.images.length >= maxImages;
  const percent = photos.progress === null ? 0 : Math.round(photos.progress * 100);

  return (
    <div className="space-y-6">
      <div>
        <label
          htmlFor="sell-photos"
          className="mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200"
        >
          Photos<span aria-hidden="true" className="text-red-600 dark:text-red-400"> *</span>
        </label>
        <div className="flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-gray-300 p-6 text-center dark:border-gray-600">
          <ImagePlus className="h-8 w-8 text-gray-500 dark:text-gray-400" aria-hidden="true" />
          <FileInput
            id="sell-photos"
            accept="image/*"
            multiple
            disabled={full || photos.uploading}
            aria-describedby="sell-photos-hint"
            onFiles={(files) => void photos.add(files)}
          />
          <p id="sell-photos-hint" className="text-xs text-gray-600 dark:text-gray-400">
            Upload up to {maxImages} images. The first photo is the cover.
          </p>
        </div>
        {photos.uploading && (
          <div className="mt-3">
            <div
              role="progressbar"
              aria-label="Uploading photos"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
            >
              <div className="h-full bg-blue-600 transition-all" style={{ width: `${percent}%` }} />
            </div>
            <p className="mt-1 text-xs text-gray-700 dark:text-gray-300" aria-live="polite">
              Uploading… {percent}%
            </p>
          </div>
        )}
      </div>

      <PhotoGrid images={photos.images} label="Uploaded photos" onRemove={(id) => void photos.remove(id)} onMove={photos.move} />

      <Input
        label="Video URL (optional)"
        type="url"
        placeholder="https://www.youtube.com/watch?v=…"
        error={formState.errors.video_url?.message}
        {...register('video_url')}
      />

      {generalErrors.length > 0 && (
        <ul role="alert" className="list-inside list-disc rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200">
          {generalErrors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
