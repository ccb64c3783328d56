import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { FileInput } from '@/ui/file-input';
import { Input } from '@/ui/input';
import { PhotoGrid } from '@/ui/listing-fields/photo-grid';
import { OLDER_FORM_LIMITS, type ListingFormValues } from './listing-form-schema';
import type { useListingMedia } from './use-listing-media';

/** Label, picker and a help line that turns into the error when there is one. */
function MediaPicker({
  label,
  help,
  error,
  disabled,
  onFiles,
  ...pick
}: {
  label: string;
  help: string;
  error: string | null;
  disabled: boolean;
  onFiles: (files: File[]) => void;
  accept: string;
  multiple?: boolean;
}) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
      </label>
      <FileInput
        id={id}
        className="block"
        disabled={disabled}
        aria-describedby={`${id}-help`}
        aria-invalid={error ? true : undefined}
        onFiles={onFiles}
        {...pick}
      />
      <p id={`${id}-help`} className={error ? 'mt-1 text-xs text-red-700 dark:text-red-400' : 'mt-1 text-xs text-gray-600 dark:text-gray-400'} role={error ? 'alert' : undefined}>
        {error ?? help}
      </p>
    </>
  );
}

export function MediaStep({ media }: { media: ReturnType<typeof useListingMedia> }) {
  const { register, setValue, formState } = useFormContext<ListingFormValues>();
  return (
    <div className="space-y-6">
      <div>
        <MediaPicker
          label="Photos"
          accept="image/*"
          multiple
          disabled={media.busy}
          error={media.imageError}
          help={`Up to ${OLDER_FORM_LIMITS.images} images, 5MB each.`}
          onFiles={(files) => void media.addImages(files)}
        />
        <div className="mt-3">
          <PhotoGrid
            images={media.images}
            label="Listing photos"
            onRemove={(id) => void media.removeImage(id)}
            onMove={(index, offset) => void media.moveImage(index, offset)}
            busy={media.busy}
          />
        </div>
      </div>
      <div>
        <MediaPicker
          label="Video"
          accept="video/*"
          disabled={media.busy}
          error={media.videoError}
          help="One video, up to 20MB."
          onFiles={([file]) => {
            // The upload set the listing's video: the link field follows, or saving would put the old one back.
            if (file) void media.addVideo(file).then((url) => url && setValue('video_url', url));
          }}
        />
        {media.videoUrl && (
          <a href={media.videoUrl} target="_blank" rel="noreferrer" className="mt-2 inline-block text-sm text-blue-700 underline dark:text-blue-300">
            Current video
          </a>
        )}
      </div>
      <Input
        label="Video URL (optional)"
        type="url"
        placeholder="https://www.youtube.com/watch?v=…"
        error={formState.errors.video_url?.message}
        {...register('video_url')}
      />
    </div>
  );
}
