import MessageCircle from '@/ui/icons/message-circle';
import { responseTimeText } from '@gaadi/domain/trust-text';
import type { SellerResponse as Response } from '@gaadi/domain/schemas/trust';
import { t } from '@/lib/i18n/i18n';

/** Shown once the seller has answered at least 3 inquiries (the API sends null before). */
export const MIN_ANSWERED = 3;

export function SellerResponse({ response }: { response: Response | null | undefined }) {
  if (!response || response.answered < MIN_ANSWERED) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium text-gray-800 dark:text-gray-200">
      <MessageCircle className="h-4 w-4 text-green-700 dark:text-green-400" aria-hidden="true" />
      {responseTimeText(response.median_minutes, t)}
    </p>
  );
}
