// One import: a progress bar while the job works (polled every second), then the counts and the
// report, which can be narrowed to the rejected rows.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImportRowReport } from '@gaadi/domain/schemas/dealer-imports';
import { stockImportQuery } from '@/lib/api/dealer-imports';
import { Link } from '@/lib/router';
import { Card } from '@/ui/card';
import { msg, t } from '@/lib/i18n/i18n';
import { serverText } from '@/lib/i18n/server-text';

const OUTCOME_LABEL: Record<ImportRowReport['outcome'], string> = { created: msg('Created'), updated: msg('Updated'), unchanged: msg('Unchanged'), rejected: msg('Rejected') };
const OUTCOME_CLASS: Record<ImportRowReport['outcome'], string> = {
  created: 'text-green-800 dark:text-green-300',
  updated: 'text-blue-800 dark:text-blue-300',
  unchanged: 'text-gray-700 dark:text-gray-300',
  rejected: 'text-red-700 dark:text-red-300',
};

export function ImportProgress({ id }: { id: string }) {
  const { data } = useQuery(stockImportQuery(id));
  const [onlyRejected, setOnlyRejected] = useState(false);
  if (!data) return null;
  const done = data.status === 'done' || data.status === 'failed';
  const percent = data.total ? Math.round((data.processed / data.total) * 100) : 0;
  const rows = onlyRejected ? data.report.filter((r) => r.outcome === 'rejected') : data.report;

  return (
    <Card className="mt-6 p-6">
      <h2 className="text-xl font-semibold text-gray-900 dark:text-gray-100">{done ? t('Import report') : t('Importing…')}</h2>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{data.file_name}</p>
      <div
        role="progressbar"
        aria-label={t('Import progress')}
        aria-valuemin={0}
        aria-valuemax={data.total}
        aria-valuenow={data.processed}
        aria-valuetext={t('{processed} of {total} rows', { processed: data.processed, total: data.total })}
        className="mt-4 h-3 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
      >
        <div className="h-full bg-blue-600 transition-[width] dark:bg-blue-400" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-gray-800 dark:text-gray-200" aria-live="polite">
        {data.status === 'queued'
          ? t('{processed} of {total} rows processed (waiting to start)', { processed: data.processed, total: data.total })
          : t('{processed} of {total} rows processed', { processed: data.processed, total: data.total })}
      </p>
      {data.failure && (
        <p role="alert" className="mt-2 text-red-700 dark:text-red-300">
          {serverText(data.failure)}
        </p>
      )}

      {done && (
        <>
          <ul className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label={t('Counts')}>
            {(['created', 'updated', 'unchanged', 'rejected'] as const).map((k) => (
              <li key={k} className="rounded-lg border border-gray-200 p-3 dark:border-gray-700">
                <span className={`block text-2xl font-bold ${OUTCOME_CLASS[k]}`}>{data.counts[k]}</span>
                <span className="text-sm text-gray-700 dark:text-gray-300">{t(OUTCOME_LABEL[k])}</span>
              </li>
            ))}
          </ul>
          <label className="mt-4 flex items-center gap-2 text-sm text-gray-900 dark:text-gray-100">
            <input type="checkbox" checked={onlyRejected} onChange={(e) => setOnlyRejected(e.target.checked)} />
            {t('Show only rejected rows')}
          </label>
          {/* Focusable so that a keyboard can scroll the table sideways on a phone (axe: scrollable-region-focusable). */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above */}
          <div className="mt-3 overflow-x-auto" role="region" aria-label={t('Report table')} tabIndex={0}>
            <table className="w-full text-left text-sm sm:min-w-[36rem]">
              <caption className="sr-only">{t('Report by row')}</caption>
              <thead className="border-b border-gray-200 text-gray-700 dark:border-gray-700 dark:text-gray-300">
                <tr>
                  <th scope="col" className="py-2 pr-3">{t('Row')}</th>
                  <th scope="col" className="py-2 pr-3">{t('Stock number')}</th>
                  <th scope="col" className="py-2 pr-3">{t('Outcome')}</th>
                  <th scope="col" className="py-2 pr-3">{t('Details')}</th>
                </tr>
              </thead>
              <tbody className="text-gray-900 dark:text-gray-100">
                {rows.map((r) => (
                  <tr key={r.row} className="border-b border-gray-100 align-top dark:border-gray-800">
                    <td className="py-2 pr-3">{r.row}</td>
                    <td className="py-2 pr-3 font-mono">{r.stock_number || '—'}</td>
                    <td className={`py-2 pr-3 font-medium ${OUTCOME_CLASS[r.outcome]}`}>{t(OUTCOME_LABEL[r.outcome])}</td>
                    <td className="py-2 pr-3 [overflow-wrap:anywhere]">
                      {Object.entries(r.errors).map(([field, message]) => (
                        <p key={field}>
                          <span className="font-mono">{field}</span>: {serverText(message)}
                        </p>
                      ))}
                      {r.notes?.map((n) => <p key={n} className="text-gray-700 dark:text-gray-300">{serverText(n)}</p>)}
                      {r.listing_id && r.outcome !== 'rejected' && (
                        <Link to={`/listing/${r.listing_id}`} className="text-blue-700 underline dark:text-blue-300">
                          {t('View listing')}
                        </Link>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {!rows.length && <p className="py-3 text-sm text-gray-700 dark:text-gray-300">{t('No rows to show.')}</p>}
          </div>
        </>
      )}
    </Card>
  );
}
