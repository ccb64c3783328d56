import { ImagePlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import type { CarImage } from '@gaadi/domain/schemas/car';
import { toast } from '@/lib/toast-store';
import { ApiError } from '@/lib/api/client';
import { deleteUpload, uploadCarImages } from '@/lib/api/uploads';
import { FileInput } from '@/ui/file-input';
import { Spinner } from '@/ui/spinner';

/** Images of the listing in the admin dialog: remove each, add several (contract 7.7). */
export function AdminImages({ carId, images, onChange }: { carId: string; images: CarImage[]; onChange: (images: CarImage[]) => void }) {
  const inputId = useId();
  const [uploading, setUploading] = useState(false);

  async function add(files: File[]) {
    if (!files.length) return;
    setUploading(true);
    try {
      onChange([...images, ...(await uploadCarImages(files, { carId, auth: 'admin' }))]);
    } catch (e) {
      toast({ title: 'Upload failed', description: e instanceof ApiError ? e.message : 'Failed to upload images', variant: 'destructive' });
    } finally {
      setUploading(false);
    }
  }

  async function remove(id: string) {
    try {
      await deleteUpload(id, 'admin');
      onChange(images.filter((i) => i.id !== id));
    } catch (e) {
      toast({ title: 'Delete failed', description: e instanceof ApiError ? e.message : 'Failed to delete image', variant: 'destructive' });
    }
  }

  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-gray-900 dark:text-gray-100">Images</legend>
      {images.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5" aria-label="Listing images">
          {images.map((img, i) => (
            <li key={img.id} className="relative">
              {/* eslint-disable-next-line jsx-a11y/img-redundant-alt -- "Image 2" is the image's name, the one its Remove button uses */}
              <img src={img.url} alt={`Image ${i + 1}`} width={120} height={80} className="aspect-[3/2] w-full rounded object-cover" />
              <button
                type="button"
                aria-label={`Remove image ${i + 1}`}
                onClick={() => void remove(img.id)}
                className="absolute right-1 top-1 rounded-full bg-white/90 p-0.5 text-gray-900 shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
              >
                <X className="h-4 w-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-600 dark:text-gray-400">No images</p>
      )}
      <div>
        <label htmlFor={inputId} className="mb-1 inline-flex items-center gap-2 text-sm font-medium text-gray-800 dark:text-gray-200">
          <ImagePlus className="h-4 w-4" aria-hidden="true" />
          Add Photos
          {uploading && <Spinner size="sm" label="Uploading" />}
        </label>
        <FileInput
          id={inputId}
          accept="image/*"
          multiple
          compact
          className="block"
          disabled={uploading}
          aria-describedby={`${inputId}-hint`}
          onFiles={(files) => void add(files)}
        />
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-gray-600 dark:text-gray-400">
          JPEG/PNG, up to 10 images
        </p>
      </div>
    </fieldset>
  );
}
