import { X } from 'lucide-react';
import { useId } from 'react';
import { FileInput } from '@/ui/file-input';
import { OLDER_FORM_LIMITS } from './listing-form-schema';
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
        {media.images.length > 0 && (
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Listing photos">
            {media.images.map((img, i) => (
              <li key={img.id} className="relative overflow-hidden rounded-lg border border-gray-200 dark:border-gray-700">
                <img src={img.thumbnail || img.url} alt={`Photo ${i + 1}`} width={200} height={130} className="aspect-[3/2] w-full object-cover" />
                <button
                  type="button"
                  aria-label={`Remove photo ${i + 1}`}
                  className="absolute right-1 top-1 rounded-full bg-white/90 p-1 text-gray-900 shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
                  onClick={() => void media.removeImage(img.id)}
                >
                  <X className="h-4 w-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <MediaPicker
          label="Video"
          accept="video/*"
          disabled={media.busy}
          error={media.videoError}
          help="One video, up to 20MB."
          onFiles={([file]) => {
            if (file) void media.addVideo(file);
          }}
        />
        {media.videoUrl && (
          <a href={media.videoUrl} target="_blank" rel="noreferrer" className="mt-2 inline-block text-sm text-blue-700 underline dark:text-blue-300">
            Current video
          </a>
        )}
      </div>
    </div>
  );
}
