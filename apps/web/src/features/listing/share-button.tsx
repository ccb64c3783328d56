// Share a listing (issue 13): the phone's share sheet, or the address copied (share-link.ts).
// Imported, not loaded on click: the share sheet opens only within the click's user activation.
import { share } from '@/features/listing/share-link';
import { t } from '@/lib/i18n/i18n';

export function ShareButton({ title }: { title: string }) {
  return (
    <button
      type="button"
      onClick={() => void share(title)}
      className="inline-flex h-10 shrink-0 items-center gap-1.5 rounded-lg border border-gray-300 px-3 text-sm font-medium text-gray-800 hover:bg-gray-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800"
    >
      <svg viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <circle cx="18" cy="5" r="3" />
        <circle cx="6" cy="12" r="3" />
        <circle cx="18" cy="19" r="3" />
        <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
      </svg>
      {t('Share')}
    </button>
  );
}
