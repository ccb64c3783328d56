import { lazy, Suspense, useState } from 'react';
import { useLoadingOverlay } from '@/ui/loading-overlay-store';

// The overlay's markup loads with its first showing (only sign-in and selling flows use it).
const View = lazy(() => import('@/ui/loading-overlay-view'));

/** Full-screen overlay driven by loadingOverlay.show/hide/forceHide. */
export function LoadingOverlay() {
  const { visible, text } = useLoadingOverlay();
  const [needed, setNeeded] = useState(false);
  if (visible && !needed) setNeeded(true);
  if (!needed || !visible) return null;
  return (
    <Suspense fallback={null}>
      <View text={text} />
    </Suspense>
  );
}
