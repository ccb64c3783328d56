// Where a page shows "Recently viewed" (the home page, issue 13): nothing on the server and during
// hydration; then the strip's code loads and shows what this browser viewed, if anything.
import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

const Strip = lazy(() => import('@/ui/recently-viewed-strip').then((m) => ({ default: m.RecentlyViewedStrip })));

export function RecentlyViewedSlot({ className }: { className?: string }) {
  if (!useHydrated()) return null;
  return (
    <div className={className}>
      <Suspense fallback={null}>
        <Strip />
      </Suspense>
    </div>
  );
}
