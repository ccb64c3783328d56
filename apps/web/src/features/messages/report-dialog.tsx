// Reporting a conversation (issue 21): a reason and optional details; our team reads it.
import { useState } from 'react';
import { CONVERSATION_MESSAGES, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from '@gaadi/domain/conversation-rules';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { Textarea } from '@/ui/textarea';
import { t } from '@/lib/i18n/i18n';

export function ReportDialog({
  open,
  onOpenChange,
  busy,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  onSubmit: (reason: ReportReason, details: string) => Promise<boolean>;
}) {
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function submit() {
    if (!reason) return setError(t(CONVERSATION_MESSAGES.reasonRequired));
    if (await onSubmit(reason, details.trim())) {
      setReason('');
      setDetails('');
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('Report this conversation')}
      description={t('Our team reads reported conversations and can warn or suspend the account.')}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('Cancel')}</Button>
          </DialogClose>
          <Button variant="danger" busy={busy} onClick={() => void submit()}>
            {t('Send report')}
          </Button>
        </>
      }
    >
      <fieldset aria-describedby={error ? 'report-reason-error' : undefined}>
        <legend className="mb-2 text-sm font-medium text-gray-800 dark:text-gray-200">{t('Why are you reporting it?')}</legend>
        <div className="space-y-2">
          {REPORT_REASONS.map((r) => (
            <label key={r} className="flex items-center gap-2 text-sm text-gray-900 dark:text-gray-100">
              <input type="radio" name="report-reason" value={r} checked={reason === r} onChange={() => (setReason(r), setError(null))} className="h-4 w-4" />
              {t(REPORT_REASON_LABELS[r])}
            </label>
          ))}
        </div>
        {error && (
          <p id="report-reason-error" role="alert" className="mt-1 text-xs text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
      </fieldset>
      <Textarea containerClassName="mt-4" label={t('Details (optional)')} rows={3} maxLength={1000} value={details} onChange={(e) => setDetails(e.target.value)} />
    </Dialog>
  );
}
