// Step 4's photos: picked, re-encoded and uploaded at once, with progress; the first is the cover.
import { MediaPicker } from '@/ui/listing-fields/media-picker';
import { PhotoGrid } from '@/ui/listing-fields/photo-grid';
import type { usePhotoUploads } from './use-photo-uploads';
import { t } from '@/lib/i18n/i18n';

type Photos = ReturnType<typeof usePhotoUploads>;

export function WizardPhotos({ photos, maxImages }: { photos: Photos; maxImages: number }) {
  const full = photos.images.length >= maxImages;
  const percent = photos.progress === null ? 0 : Math.round(photos.progress * 100);

  return (
    <>
      {/* Starred as the spec draws it; nothing is enforced (section 2). */}
      <MediaPicker
        label={t('Photos')}
        required
        framed
        accept="image/*"
        multiple
        disabled={full || photos.uploading}
        help={t('Upload up to {count} images. The first photo is the cover.', { count: maxImages })}
        onFiles={(files) => void photos.add(files)}
      >
        {photos.uploading && (
          <div className="mt-3">
            <div
              role="progressbar"
              aria-label={t('Uploading photos')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-2 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
            >
              <div className="h-full bg-blue-600 transition-all" style={{ width: `${percent}%` }} />
            </div>
            <p className="mt-1 text-xs text-gray-700 dark:text-gray-300" aria-live="polite">
              {t('Uploading… {percent}%', { percent })}
            </p>
          </div>
        )}
      </MediaPicker>
      <PhotoGrid images={photos.images} label={t('Uploaded photos')} onRemove={(id) => void photos.remove(id)} onMove={photos.move} />
    </>
  );
}
