// Media Upload's photos and video: each added to the listing at once (use-listing-media.ts).
import { useFormContext } from 'react-hook-form';
import { MediaPicker } from '@/ui/listing-fields/media-picker';
import { PhotoGrid } from '@/ui/listing-fields/photo-grid';
import { OLDER_FORM_LIMITS, type ListingFormValues } from './listing-form-schema';
import type { useListingMedia } from './use-listing-media';
import { t } from '@/lib/i18n/i18n';

export function ListingMedia({ media }: { media: ReturnType<typeof useListingMedia> }) {
  const { setValue } = useFormContext<ListingFormValues>();
  return (
    <>
      <MediaPicker
        label={t('Photos')}
        accept="image/*"
        multiple
        disabled={media.busy}
        error={media.imageError && t(media.imageError)}
        help={t('Up to {count} images, 5MB each.', { count: OLDER_FORM_LIMITS.images })}
        onFiles={(files) => void media.addImages(files)}
      >
        <div className="mt-3">
          <PhotoGrid
            images={media.images}
            label={t('Listing photos')}
            onRemove={(id) => void media.removeImage(id)}
            onMove={(index, offset) => void media.moveImage(index, offset)}
            busy={media.busy}
          />
        </div>
      </MediaPicker>
      <MediaPicker
        label={t('Video')}
        accept="video/*"
        disabled={media.busy}
        error={media.videoError && t(media.videoError)}
        help={t('One video, up to 20MB.')}
        onFiles={([file]) => {
          // The upload set the listing's video: the link field follows, or saving would put the old one back.
          if (file) void media.addVideo(file).then((url) => url && setValue('video_url', url));
        }}
      >
        {media.videoUrl && (
          <a href={media.videoUrl} target="_blank" rel="noreferrer" className="mt-2 inline-block text-sm text-blue-700 underline dark:text-blue-300">
            {t('Current video')}
          </a>
        )}
      </MediaPicker>
    </>
  );
}
