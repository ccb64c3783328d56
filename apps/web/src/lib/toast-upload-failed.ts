import { ApiError } from '@/lib/api/client';
import { t } from '@/lib/i18n/i18n';
import { serverText } from '@/lib/i18n/server-text';
import { toast } from '@/lib/toast-store';

/**
 * A failed photo upload, in the sell wizard or the edit form: the server's text, else the spec's
 * fallback; in Hindi on Hindi pages (the API's UPLOAD_MESSAGES, a file's name kept: hi-sell.ts).
 */
export function toastUploadFailed(error: unknown) {
  const description = error instanceof ApiError && error.status !== 0 ? serverText(error.message) : t('Failed to upload images. Please try again.');
  toast({ title: t('Upload Failed'), description, variant: 'destructive' });
}
