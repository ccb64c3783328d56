// Share a listing (issue 13): the phone's share sheet where the browser has one (Web Share API),
// else the address is copied and a toast says so. Loaded on the first click (share-button.tsx).
import { t } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast-store';

export async function share(title: string) {
  const url = window.location.href;
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
    } catch {
      // Closing the share sheet rejects too; nothing to report.
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: t('Link copied'), description: t('Share it with anyone to show them this car.'), variant: 'success' });
  } catch {
    toast({ title: t('Could not copy the link'), description: url, variant: 'destructive' });
  }
}
