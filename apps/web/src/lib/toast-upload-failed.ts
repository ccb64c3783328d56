import { ApiError } from '@/lib/api/client';
import { toast } from '@/lib/toast-store';

/** A failed photo upload, in the sell wizard or the edit form: the server's text, else the spec's fallback. */
export function toastUploadFailed(error: unknown) {
  const description = error instanceof ApiError && error.status !== 0 ? error.message : 'Failed to upload images. Please try again.';
  toast({ title: 'Upload Failed', description, variant: 'destructive' });
}
