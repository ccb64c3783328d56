// Renders the toast queue (lib/toast-store) with Radix Toast: announced politely, swipe or
// Close dismisses, auto-dismiss after 5 s; only one toast is in the queue at a time.
import CheckCircle2 from '@/ui/icons/circle-check';
import XCircle from '@/ui/icons/circle-x';
import Info from '@/ui/icons/info';
import X from '@/ui/icons/x';
import * as RadixToast from '@radix-ui/react-toast';
import { dismissToast, useToasts, type ToastVariant } from '@/lib/toast-store';
import { cn } from '@/lib/cn';
import { t } from '@/lib/i18n/i18n';

const styles: Record<ToastVariant, string> = {
  default: 'border-gray-200 bg-white text-gray-900 dark:border-gray-700 dark:bg-gray-900 dark:text-gray-100',
  destructive: 'border-red-700 bg-red-700 text-white',
  success: 'border-green-700 bg-green-700 text-white',
};
const icons = { default: Info, destructive: XCircle, success: CheckCircle2 } as const;

export function Toaster() {
  const toasts = useToasts();
  return (
    <RadixToast.Provider swipeDirection="right" duration={5000}>
      {toasts.map((toast) => {
        const variant = toast.variant ?? 'default';
        const Icon = icons[variant];
        return (
          <RadixToast.Root
            key={toast.id}
            open={toast.open}
            onOpenChange={(open) => !open && dismissToast(toast.id)}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            className={cn(
              'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
              'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[state=closed]:opacity-0',
              styles[variant],
            )}
          >
            <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            <div className="grid gap-1">
              {toast.title && <RadixToast.Title className="text-sm font-semibold">{toast.title}</RadixToast.Title>}
              {toast.description && <RadixToast.Description className="text-sm">{toast.description}</RadixToast.Description>}
            </div>
            <RadixToast.Close aria-label={t('Close')} className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-current">
              <X className="h-4 w-4" aria-hidden="true" />
            </RadixToast.Close>
          </RadixToast.Root>
        );
      })}
      <RadixToast.Viewport className="fixed bottom-0 right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-sm" />
    </RadixToast.Provider>
  );
}
