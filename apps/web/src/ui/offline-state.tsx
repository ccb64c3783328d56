// What a page shows without a network (docs/decisions/036): a note above a kept copy ("You are
// offline — saved on …"), or, with nothing kept, a clear offline screen with Retry.
import { useEffect, useState } from 'react';
import { keptCopyTime, OFFLINE_TEXT, savedDate, useOnline } from '@/lib/offline';
import { Button } from '@/ui/button';
import { t } from '@/lib/i18n/i18n';

/**
 * Shown while offline above data the page already has: saved at the time of the service worker's
 * kept copy of one of `keptUrls` when there is one, else at `fallbackTime` (when this page got it).
 */
export function OfflineNote({ keptUrls, fallbackTime }: { keptUrls: string[]; fallbackTime: number }) {
  const online = useOnline();
  const [kept, setKept] = useState<number | null>(null);
  const key = keptUrls.join(' ');
  useEffect(() => {
    if (online) return;
    let live = true;
    void keptCopyTime(key.split(' ')).then((t) => live && setKept(t));
    return () => {
      live = false;
    };
  }, [online, key]);
  if (online) return null;
  return (
    <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2 text-sm font-medium text-amber-900 dark:border-amber-700 dark:bg-amber-950/60 dark:text-amber-100">
      {t(OFFLINE_TEXT.savedOn, { date: savedDate(kept ?? fallbackTime) })}
    </p>
  );
}

/** Nothing to show without the network: says so, with a Retry that works once back online. */
export function OfflineScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-lg px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{t(OFFLINE_TEXT.heading)}</h1>
      <p className="mt-2 text-gray-600 dark:text-gray-400">{t(OFFLINE_TEXT.notSaved)}</p>
      <Button className="mt-6" onClick={onRetry}>
        {t(OFFLINE_TEXT.retry)}
      </Button>
    </div>
  );
}
