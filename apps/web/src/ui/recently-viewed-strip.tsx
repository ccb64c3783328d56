// "Recently viewed" (issue 13): the last listings this browser opened, from localStorage, so it
// renders nothing on the server and during hydration (lib/stored-list.ts) and appears right after.
import { clearRecentlyViewed, useRecentlyViewed } from '@/lib/recently-viewed';
import { CarStrip } from '@/ui/car-strip';
import { t } from '@/lib/i18n/i18n';

export function RecentlyViewedStrip({ exceptId }: { exceptId?: string }) {
  const cars = useRecentlyViewed().filter((c) => c.id !== exceptId);
  if (cars.length === 0) return null;
  return (
    <CarStrip
      id="recently-viewed"
      title={t('Recently viewed')}
      cars={cars}
      action={
        <button type="button" onClick={clearRecentlyViewed} className="text-sm font-medium text-blue-700 hover:underline dark:text-blue-300">
          {t('Clear history')}
        </button>
      }
    />
  );
}
