import { Component, lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useToasts, type Toast } from '@/lib/toast-store';

// Radix Toast loads with the first toast, keeping it off the first paint.
const loadToaster = () => import('@/ui/toaster').then((m) => ({ default: m.Toaster }));

/**
 * The first toast can come while the network is gone (a send that failed offline): its code then
 * cannot load, and the toast must still be read rather than take the page down. The toasts show
 * plainly until the browser is back online, when Radix's code is asked for again.
 */
function PlainToasts({ toasts }: { toasts: Toast[] }) {
  const shown = toasts.filter((t) => t.open);
  if (!shown.length) return null;
  return (
    <ol className="fixed inset-x-0 bottom-0 z-[100] flex flex-col gap-2 p-4 sm:right-0 sm:left-auto sm:max-w-sm">
      {shown.map((t) => (
        <li
          key={t.id}
          role={t.variant === 'destructive' ? 'alert' : 'status'}
          className={`rounded-md border p-4 shadow-lg ${t.variant === 'destructive' ? 'border-red-700 bg-red-700 text-white' : 'border-gray-200 bg-white text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100'}`}
        >
          {t.title && <p className="text-sm font-semibold">{t.title}</p>}
          {t.description && <p className="text-sm opacity-90">{t.description}</p>}
        </li>
      ))}
    </ol>
  );
}

class ToasterBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function ToasterHost() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  // A new attempt (a fresh lazy component: a failed one stays failed) each time the browser is back online.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const again = () => setAttempt((n) => n + 1);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, []);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the reason to make a new one
  const Toaster = useMemo(() => lazy(loadToaster), [attempt]);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <ToasterBoundary key={attempt} fallback={<PlainToasts toasts={toasts} />}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ToasterBoundary>
  );
}
