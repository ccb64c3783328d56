// Modal dialog on Radix Dialog: traps focus, closes on Escape and on a click outside, returns
// focus to the opener. Load it lazily from pages where it is not needed at first paint.
import X from '@/ui/icons/x';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { t } from '@/lib/i18n/i18n';

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' } as const;

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom; use <DialogClose> around a Cancel button. */
  footer?: ReactNode;
  size?: keyof typeof widths;
  /** Hide the top-right close (X) button. */
  hideClose?: boolean;
  className?: string;
}

export function Dialog({ open, onOpenChange, title, description, children, footer, size = 'md', hideClose, className }: DialogProps) {
  // Dialogs here are opened by ordinary buttons (no Radix Trigger), so remember what had focus
  // and give it back on close.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content
          onCloseAutoFocus={(e) => {
            if (!opener.current?.isConnected) return;
            e.preventDefault();
            opener.current.focus();
          }}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
            'rounded-xl bg-white text-gray-900 shadow-xl focus:outline-none dark:bg-gray-900 dark:text-gray-100',
            widths[size],
            className,
          )}
        >
          <div className="border-b border-gray-200 p-4 pr-12 dark:border-gray-700">
            <div>
              <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-gray-600 dark:text-gray-400">{description}</RadixDialog.Description>
              ) : (
                <RadixDialog.Description className="sr-only">{typeof title === 'string' ? title : 'Dialog'}</RadixDialog.Description>
              )}
            </div>
          </div>
          <div className="overflow-y-auto p-4">{children}</div>
          {footer && <div className="flex flex-wrap justify-end gap-2 border-t border-gray-200 p-4 dark:border-gray-700">{footer}</div>}
          {/* Last in the DOM so that focus starts on the first field, shown top-right. */}
          {!hideClose && (
            <RadixDialog.Close
              className="absolute right-3 top-3 rounded-md p-1 text-gray-500 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:hover:bg-gray-800 dark:hover:text-gray-100"
              aria-label={t('Close')}
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </RadixDialog.Close>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Wrap a Cancel button: `<DialogClose asChild><Button variant="outline">Cancel</Button></DialogClose>`. */
export const DialogClose = RadixDialog.Close;
