import { cn } from '@/lib/cn';
import { t } from '@/lib/i18n/i18n';
import { Button } from '@/ui/button';
import { DialogClose } from '@/ui/dialog';

/** Cancel (closes the dialog) and the submit button of a form inside a dialog. */
export function DialogFormActions({ busy, submitLabel, busyLabel, className }: { busy: boolean; submitLabel: string; busyLabel: string; className?: string }) {
  return (
    <div className={cn('flex justify-end gap-2', className)}>
      <DialogClose asChild>
        <Button variant="outline" disabled={busy}>
          {t('Cancel')}
        </Button>
      </DialogClose>
      <Button type="submit" busy={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </div>
  );
}
