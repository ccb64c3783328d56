import { lazy, Suspense, useState } from 'react';
import { useToasts } from '@/lib/toast-store';

// Radix Toast loads with the first toast, keeping it off the first paint.
const Toaster = lazy(() => import('@/ui/toaster').then((m) => ({ default: m.Toaster })));

export function ToasterHost() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
