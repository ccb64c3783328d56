import Trash2 from '@/ui/icons/trash';
import AlertTriangle from '@/ui/icons/triangle-exclamation-point';
import type { ReactNode } from 'react';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  type?: 'danger' | 'warning';
  /** Busy state while the confirmed action runs. */
  busy?: boolean;
  onConfirm: () => void;
}

/** "Are you sure?" dialog; Cancel, Escape or a click outside closes it without acting. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmText = 'Confirm',
  cancelText = 'Cancel',
  type = 'danger',
  busy,
  onConfirm,
}: ConfirmDialogProps) {
  const Icon = type === 'danger' ? Trash2 : AlertTriangle;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title={
        <span className="flex items-center gap-2">
          <Icon className={type === 'danger' ? 'h-5 w-5 text-red-600' : 'h-5 w-5 text-amber-600'} aria-hidden="true" />
          {title}
        </span>
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {cancelText}
            </Button>
          </DialogClose>
          <Button variant={type === 'danger' ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
            {confirmText}
          </Button>
        </>
      }
    >
      <div className="text-sm text-gray-700 dark:text-gray-300">{message}</div>
    </Dialog>
  );
}
