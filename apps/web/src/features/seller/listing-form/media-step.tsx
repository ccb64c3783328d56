import { X } from 'lucide-react';
import { useId } from 'react';
import { OLDER_FORM_LIMITS } from './listing-form-schema';
import type { useListingMedia } from './use-listing-media';

const fileInput =
  'block max-w-full text-sm text-gray-800 file:mr-3 file:rounded-lg file:border-0 file:bg-blue-600 file:px-4 file:py-2 file:text-white dark:text-gray-200';

export function MediaStep({ media }: { media: ReturnType<typeof useListingMedia> }) {
  const imagesId = useId();
  const videoId = useId();
  return (
    <div className="space-y-6">
      <div>
        <label htmlFor={imagesId} className="mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200">
          Photos
        </label>
        <input
          id={imagesId}
          type="file"
          accept="image/*"
          multiple
          disabled={media.busy}
          className={fileInput}
          aria-describedby={`${imagesId}-help`}
          aria-invalid={media.imageError ? true : undefined}
          onChange={(e) => {
            const files = Array.from(e.target.files ?? []);
            e.target.value = '';
            void media.addImages(files);
          }}
        />
        <p id={`${imagesId}-help`} className={media.imageError ? 'mt-1 text-xs text-red-700 dark:text-red-400' : 'mt-1 text-xs text-gray-600 dark:text-gray-400'} role={media.imageError ? 'alert' : undefined}>
          {media.imageError ?? `Up to ${OLDER_FORM_LIMITS.images} images, 5MB each.`}
        </p>
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
        <label htmlFor={videoId} className="mb-1 block text-sm font-medium text-gray-800 dark:text-gray-200">
          Video
        </label>
        <input
          id={videoId}
          type="file"
          accept="video/*"
          disabled={media.busy}
          className={fileInput}
          aria-describedby={`${videoId}-help`}
          aria-invalid={media.videoError ? true : undefined}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void media.addVideo(file);
          }}
        />
        <p id={`${videoId}-help`} className={media.videoError ? 'mt-1 text-xs text-red-700 dark:text-red-400' : 'mt-1 text-xs text-gray-600 dark:text-gray-400'} role={media.videoError ? 'alert' : undefined}>
          {media.videoError ?? 'One video, up to 20MB.'}
        </p>
        {media.videoUrl && (
          <a href={media.videoUrl} target="_blank" rel="noreferrer" className="mt-2 inline-block text-sm text-blue-700 underline dark:text-blue-300">
            Current video
          </a>
        )}
      </div>
    </div>
  );
}
