// A reason asked before declining or cancelling a visit (issue 21).
import { useState } from 'react';
import { VISIT_MESSAGES } from '@gaadi/domain/conversation-rules';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { Textarea } from '@/ui/textarea';
import { t } from '@/lib/i18n/i18n';

export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmText,
  busy,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmText: string;
  busy: boolean;
  onSubmit: (reason: string) => Promise<string | null>;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function submit() {
    if (!reason.trim()) return setError(t(VISIT_MESSAGES.reasonRequired));
    const err = await onSubmit(reason.trim());
    setError(err);
    if (!err) setReason('');
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('Keep it')}</Button>
          </DialogClose>
          <Button variant="danger" busy={busy} onClick={() => void submit()}>
            {confirmText}
          </Button>
        </>
      }
    >
      <Textarea label={t('Reason')} required rows={3} maxLength={500} value={reason} onChange={(e) => (setReason(e.target.value), setError(null))} error={error} />
    </Dialog>
  );
}
