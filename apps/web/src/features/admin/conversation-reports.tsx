// The admins' queue of reported conversations (issue 21, decision 027): only reported conversations
// are readable here, through their report; an admin warns or suspends the buyer or the seller, or
// dismisses the report.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { REPORT_REASON_LABELS, type ReportAction } from '@gaadi/domain/conversation-rules';
import { cn } from '@/lib/cn';
import { toast } from '@/lib/toast-store';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Dialog } from '@/ui/dialog';
import { Textarea } from '@/ui/textarea';
import { reportDetailQuery, reportsQuery, resolveReport, type ReportsPage } from '@/lib/api/conversations';
import { messageTime } from '@/lib/conversation-text';
import { errorText } from '@/lib/conversation-text';

type Report = ReportsPage['reports'][number];

function ReportDialog({ report, onClose }: { report: Report; onClose: () => void }) {
  const qc = useQueryClient();
  const { data, isPending } = useQuery(reportDetailQuery(report.id));
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  async function act(action: ReportAction, about?: 'buyer' | 'seller') {
    setBusy(`${action}-${about ?? ''}`);
    try {
      const res = await resolveReport(report.id, { action, about, note });
      toast({ title: res.message, variant: 'success' });
      void qc.invalidateQueries({ queryKey: ['admin', 'conversation-reports'] });
      onClose();
    } catch (e) {
      toast({ title: errorText(e), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  }
  const open = report.status === 'open';
  return (
    <Dialog open onOpenChange={(o) => !o && onClose()} size="lg" title={`Report: ${report.car.title}`} description={`${REPORT_REASON_LABELS[report.reason]}, reported by the ${report.reporter_role}`}>
      {report.details && <p className="mb-3 rounded-lg bg-gray-100 p-3 text-sm dark:bg-gray-800">“{report.details}”</p>}
      <p className="mb-2 text-sm text-gray-700 dark:text-gray-300">
        Buyer: <span className="font-medium">{report.buyer.name || 'Buyer'}</span>
        {report.buyer.suspended ? ' (suspended)' : ''} · Seller: <span className="font-medium">{report.seller.name || 'Seller'}</span>
        {report.seller.suspended ? ' (suspended)' : ''}
        {data && data.other_reports > 0 ? ` · ${data.other_reports} other reports` : ''}
      </p>
      {/* Scrolls: reachable by keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above */}
      <ol aria-label="Reported conversation" tabIndex={0} className="max-h-80 space-y-2 overflow-y-auto rounded-lg border border-gray-200 p-3 dark:border-gray-700">
        {isPending && <li>Loading…</li>}
        {data?.messages.map((m) => (
          <li key={m.id} className="text-sm">
            <span className="font-semibold capitalize">{m.sender}</span> <span className="text-xs text-gray-600 dark:text-gray-400">{messageTime(m.created_at)}</span>
            {m.warning && <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs font-medium text-amber-950 dark:bg-amber-900 dark:text-amber-100">Flagged</span>}
            <p className="whitespace-pre-wrap break-words text-gray-900 dark:text-gray-100">{m.body}</p>
          </li>
        ))}
      </ol>
      {open ? (
        <>
          <Textarea containerClassName="mt-4" label="Note (optional)" rows={2} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
          <div className="mt-3 flex flex-wrap gap-2">
            {(['buyer', 'seller'] as const).map((who) => (
              <Button key={`warn-${who}`} variant="outline" size="sm" busy={busy === `warn-${who}`} onClick={() => void act('warn', who)}>
                Warn the {who}
              </Button>
            ))}
            {(['buyer', 'seller'] as const).map((who) => (
              <Button key={`suspend-${who}`} variant="danger" size="sm" busy={busy === `suspend-${who}`} onClick={() => void act('suspend', who)}>
                Suspend the {who}
              </Button>
            ))}
            <Button variant="ghost" size="sm" busy={busy === 'dismiss-'} onClick={() => void act('dismiss')}>
              Dismiss
            </Button>
          </div>
        </>
      ) : (
        <p className="mt-3 text-sm text-gray-700 dark:text-gray-300">
          Resolved: {report.resolution}
          {report.resolved_about ? ` (the ${report.resolved_about})` : ''}
          {report.note ? `. ${report.note}` : ''}
        </p>
      )}
    </Dialog>
  );
}

export function AdminReports() {
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const { data, isPending } = useQuery(reportsQuery(status));
  const [opened, setOpened] = useState<Report | null>(null);
  return (
    <Card className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-200 p-4 dark:border-gray-700">
        <h2 className="text-xl font-semibold text-gray-900 dark:text-gray-100">
          Reported conversations {data ? `(${data.pagination.total})` : ''}
        </h2>
        <div className="flex gap-1" role="group" aria-label="Reports to show">
          {(['open', 'resolved'] as const).map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={status === s}
              onClick={() => setStatus(s)}
              className={cn(
                'rounded-full px-3 py-1 text-sm font-medium capitalize focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500',
                status === s ? 'bg-blue-600 text-white' : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800',
              )}
            >
              {s}
            </button>
          ))}
        </div>
      </div>
      {isPending && <p className="p-4 text-sm text-gray-700 dark:text-gray-300">Loading…</p>}
      {data && data.reports.length === 0 && <p className="p-6 text-center text-gray-700 dark:text-gray-300">No {status} reports.</p>}
      {data && data.reports.length > 0 && (
        <ul className="divide-y divide-gray-200 dark:divide-gray-700">
          {data.reports.map((r) => (
            <li key={r.id}>
              <button type="button" onClick={() => setOpened(r)} className="block w-full p-4 text-left hover:bg-gray-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-blue-500 dark:hover:bg-gray-800">
                <span className="block font-medium text-gray-900 dark:text-gray-100">
                  {r.car.title}: {REPORT_REASON_LABELS[r.reason]}
                </span>
                <span className="block text-sm text-gray-700 dark:text-gray-300">
                  Reported by the {r.reporter_role} · {r.buyer.name || 'Buyer'} and {r.seller.name || 'Seller'} · {messageTime(r.created_at)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {opened && <ReportDialog report={opened} onClose={() => setOpened(null)} />}
    </Card>
  );
}
