// /seller/import (issue 22): a dealer downloads the template, uploads a CSV (and optionally a photo
// ZIP), watches the progress and reads the report. A private seller is told where dealers sign up.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { IMPORT_COLUMNS } from '@gaadi/domain/dealer-import-rules';
import { ApiError } from '@/lib/api/client';
import { IMPORT_TEMPLATE_URL, startStockImport, stockImportsQuery } from '@/lib/api/dealer-imports';
import { GATE_MESSAGES, useAuthGate } from '@/lib/auth-gate';
import { queryKeys } from '@/lib/query-keys';
import { Link } from '@/lib/router';
import { Button, buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { Skeleton } from '@/ui/skeleton';
import { ImportProgress } from './import-progress';
import { currentLocale, msg, t } from '@/lib/i18n/i18n';
import { serverText } from '@/lib/i18n/server-text';
import { withPageMessages } from '@/lib/i18n/page-messages';

/** "20 Nov 2026, 3:30 pm"; Hindi "20 नव॰ 2026, दोपहर 3:30" (the part of the day where English says am/pm). */
const importedAt = (iso: string) =>
  currentLocale() === 'hi'
    ? new Date(iso).toLocaleString('hi-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', dayPeriod: 'short' })
    : new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const STATUS_LABEL: Record<string, string> = { queued: msg('queued'), running: msg('running'), done: msg('done'), failed: msg('failed') };

export const DEALER_SIGN_UP_PATH = '/seller/dealer-profile';

function StockImportPage() {
  const allowed = useAuthGate(GATE_MESSAGES.dashboard);
  const queryClient = useQueryClient();
  const list = useQuery({ ...stockImportsQuery, enabled: allowed, retry: false });
  const [csv, setCsv] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: () => startStockImport(csv!, zip),
    onSuccess: (id) => {
      setChosen(id);
      void queryClient.invalidateQueries({ queryKey: queryKeys.dealerImports, exact: true });
    },
  });
  if (!allowed) return null;

  const shown = chosen ?? list.data?.imports[0]?.id ?? null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (csv) upload.mutate();
  };
  // The API's texts are the domain's (IMPORT_MESSAGES): the Hindi catalogue has them by their English
  // text, or by their pattern when they hold a name or a number (lib/i18n/server-text.ts).
  const uploadError = upload.error instanceof ApiError ? serverText(upload.error.message) : upload.error ? t('The upload failed. Please try again.') : null;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold text-gray-900 dark:text-gray-100">{t('Stock import')}</h1>
      <p className="mt-1 text-gray-700 dark:text-gray-300">{t('Add or update many cars at once from a spreadsheet. Each new or changed car is reviewed before it goes live.')}</p>

      {list.isPending && <Skeleton className="mt-6 h-48 w-full" />}
      {list.isError && (
        <p role="alert" className="mt-6 text-red-700 dark:text-red-300">
          {list.error instanceof ApiError ? serverText(list.error.message) : t('Could not load your imports.')}
        </p>
      )}
      {list.data && !list.data.is_dealer && (
        <Card className="mt-6 p-6">
          <h2 className="text-xl font-semibold text-gray-900 dark:text-gray-100">{t('Stock import is for dealers')}</h2>
          <p className="mt-2 text-gray-700 dark:text-gray-300">{t('Your account sells as a private seller. Create a dealer profile to import your stock from a file.')}</p>
          <Link to={DEALER_SIGN_UP_PATH} className={buttonClasses('primary', 'md', 'mt-4')}>
            {t('Become a dealer')}
          </Link>
        </Card>
      )}
      {list.data?.is_dealer && (
        <>
          <Card className="mt-6 p-6">
            <h2 className="text-xl font-semibold text-gray-900 dark:text-gray-100">{t('1. Fill in the template')}</h2>
            <p className="mt-2 text-gray-700 dark:text-gray-300">
              {t('One row per car, saved as CSV (UTF-8), up to 2,000 rows and 10 MB. A row with a stock number you imported before updates that car.')}
            </p>
            <a href={IMPORT_TEMPLATE_URL} download className={buttonClasses('outline', 'md', 'mt-4')}>
              {t('Download the CSV template')}
            </a>
            <details className="mt-4 text-sm text-gray-800 dark:text-gray-200">
              <summary className="cursor-pointer font-medium">{t('What each column holds')}</summary>
              <dl className="mt-3 grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
                {IMPORT_COLUMNS.map((c) => (
                  <div key={c.name} className="contents">
                    <dt className="text-gray-900 dark:text-gray-100">
                      {/* Monospace for the column's name only: a monospace font has no Devanagari for "(ज़रूरी)". */}
                      <span className="font-mono">{c.name}</span>
                      {c.required && <span className="ml-1 text-xs text-red-700 dark:text-red-300">{t('(required)')}</span>}
                    </dt>
                    <dd className="mb-2 text-gray-700 sm:mb-0 dark:text-gray-300">{t(c.help)}</dd>
                  </div>
                ))}
              </dl>
            </details>
          </Card>

          <Card className="mt-6 p-6">
            <h2 className="text-xl font-semibold text-gray-900 dark:text-gray-100">{t('2. Upload')}</h2>
            <form className="mt-4 grid gap-4" onSubmit={submit}>
              <div className="grid gap-1">
                <label htmlFor="import-csv" className="font-medium text-gray-900 dark:text-gray-100">
                  {t('CSV file')}
                </label>
                <input id="import-csv" type="file" accept=".csv,text/csv" className="text-sm text-gray-800 file:mr-3 file:rounded-lg file:border-0 file:bg-blue-600 file:px-4 file:py-2 file:text-white dark:text-gray-200" onChange={(e) => setCsv(e.target.files?.[0] ?? null)} />
              </div>
              <div className="grid gap-1">
                <label htmlFor="import-zip" className="font-medium text-gray-900 dark:text-gray-100">
                  {t('Photos (ZIP, optional)')}
                </label>
                <input id="import-zip" type="file" accept=".zip,application/zip" aria-describedby="import-zip-hint" className="text-sm text-gray-800 file:mr-3 file:rounded-lg file:border-0 file:bg-blue-600 file:px-4 file:py-2 file:text-white dark:text-gray-200" onChange={(e) => setZip(e.target.files?.[0] ?? null)} />
                <p id="import-zip-hint" className="text-sm text-gray-700 dark:text-gray-300">
                  {t('One folder per car, named after its stock number (for example SW-1042/front.jpg), at most 40 MB.')}
                </p>
              </div>
              {uploadError && (
                <p role="alert" className="text-red-700 dark:text-red-300">
                  {uploadError}
                </p>
              )}
              <div>
                <Button type="submit" disabled={!csv} busy={upload.isPending}>
                  {t('Upload and import')}
                </Button>
              </div>
            </form>
          </Card>

          {shown && <ImportProgress id={shown} />}

          {list.data.imports.length > 1 && (
            <section className="mt-6" aria-labelledby="earlier-imports">
              <h2 id="earlier-imports" className="text-lg font-semibold text-gray-900 dark:text-gray-100">
                {t('Earlier imports')}
              </h2>
              <ul className="mt-2 grid gap-1 text-sm">
                {list.data.imports.map((i) => (
                  <li key={i.id}>
                    <button type="button" className="text-blue-700 underline dark:text-blue-300" aria-current={i.id === shown ? 'true' : undefined} onClick={() => setChosen(i.id)}>
                      {i.file_name || t('Import')} · {importedAt(i.created_at)} ·{' '}
                      {t(STATUS_LABEL[i.status] ?? i.status)}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}

// The page's Hindi (its own chunk, loaded with the page on /hi; decision 040), and the listing
// form's checks (hi-sell.ts), which a rejected row's errors are.
export default withPageMessages(StockImportPage, () =>
  Promise.all([import('@/lib/i18n/hi-sell'), import('@/lib/i18n/hi-dealer')]).then(([fields, page]) => ({ messages: { ...fields.messages, ...page.messages } })),
);
