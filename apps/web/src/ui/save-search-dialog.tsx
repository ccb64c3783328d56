// The "Save this search" form (issue 14; in ui/ since the empty landing page uses it too, issue 25), loaded on first use: a name, alerts on or off and how
// often. The server's per-field errors (a name already used) show under their field.
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { NOTIFICATION_FREQUENCIES } from '@gaadi/domain/constants';
import { SAVED_SEARCH_MESSAGES, SAVED_SEARCH_NAME_MAX } from '@gaadi/domain/saved-search-messages';
import { ApiError } from '@/lib/api/client';
import { createSavedSearch, savedSearchesQuery } from '@/lib/api/saved-searches';
import { cleanSavedFilters, describeSavedFilters } from '@/lib/saved-search-filters';
import { msg, t } from '@/lib/i18n/i18n';
import { toast } from '@/lib/toast-store';
import { Dialog } from '@/ui/dialog';
import { DialogFormActions } from '@/ui/dialog-form-actions';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import type { CarsQuery } from '@/lib/api/cars';

type Frequency = (typeof NOTIFICATION_FREQUENCIES)[number];
export const FREQUENCY_OPTIONS: Array<{ value: Frequency; label: string }> = [
  { value: 'immediate', label: msg('Immediately') },
  { value: 'daily', label: msg('Daily digest') },
  { value: 'weekly', label: msg('Weekly digest') },
];

export const SAVE_SEARCH_TEXT = {
  title: msg('Save this search'),
  saved: msg('Search saved'),
  savedDescription: msg('Find it in your dashboard under Saved Searches.'),
  failed: msg('Could not save this search'),
};

interface FormErrors {
  name?: string;
  frequency?: string;
  form?: string;
}

/** The server's answer as per-field messages of this form. */
export function saveErrors(e: unknown): FormErrors {
  if (!(e instanceof ApiError)) return { form: t(SAVE_SEARCH_TEXT.failed) };
  const f = e.fieldErrors;
  const out: FormErrors = { name: f.name, frequency: f.notification_frequency };
  const other = Object.entries(f).find(([k]) => !['name', 'notification_frequency'].includes(k));
  if (other || (!out.name && !out.frequency)) out.form = other?.[1] ?? (e.message || t(SAVE_SEARCH_TEXT.failed));
  return out;
}

/** `query`: the Buy page's /cars/ query (paging is dropped); `frequency`: the first choice (an empty landing page's "tell me when" asks for Immediately). */
export default function SaveSearchDialog({ query, onClose, frequency: firstFrequency = 'daily' }: { query: CarsQuery; onClose: () => void; frequency?: Frequency }) {
  const queryClient = useQueryClient();
  const searchFilters = cleanSavedFilters(query);
  const summary = describeSavedFilters(searchFilters);
  const [name, setName] = useState(summary === t('All cars') ? '' : summary.slice(0, SAVED_SEARCH_NAME_MAX));
  const [alerts, setAlerts] = useState(true);
  const [frequency, setFrequency] = useState<Frequency>(firstFrequency);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const alertsId = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setErrors({ name: SAVED_SEARCH_MESSAGES.nameRequired });
    if (trimmed.length > SAVED_SEARCH_NAME_MAX) return setErrors({ name: SAVED_SEARCH_MESSAGES.nameTooLong });
    setBusy(true);
    setErrors({});
    try {
      await createSavedSearch({
        name: trimmed,
        search_filters: searchFilters,
        notifications_enabled: alerts,
        notification_frequency: frequency,
      });
      void queryClient.invalidateQueries({ queryKey: savedSearchesQuery.queryKey });
      toast({ title: t(SAVE_SEARCH_TEXT.saved), description: t(SAVE_SEARCH_TEXT.savedDescription), variant: 'success' });
      onClose();
    } catch (err) {
      setErrors(saveErrors(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(o) => !o && !busy && onClose()} title={t(SAVE_SEARCH_TEXT.title)} description={summary}>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <Input
          label={t('Name')}
          required
          maxLength={SAVED_SEARCH_NAME_MAX}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setErrors((prev) => ({ ...prev, name: undefined }));
          }}
          error={errors.name}
          placeholder={t('e.g. Diesel SUVs in Pune')}
        />
        <div className="flex items-start gap-3">
          <input id={alertsId} type="checkbox" className="mt-0.5 h-4 w-4" checked={alerts} onChange={(e) => setAlerts(e.target.checked)} />
          <label htmlFor={alertsId} className="text-sm">
            <span className="font-medium">{t('Alert me about new matches')}</span>
            <span className="block text-gray-600 dark:text-gray-400">{t('New cars and price drops that match, in the app and by e-mail.')}</span>
          </label>
        </div>
        <Select
          label={t('Alert frequency')}
          options={FREQUENCY_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))}
          value={frequency}
          disabled={!alerts}
          onChange={(e) => setFrequency(e.target.value as Frequency)}
          error={errors.frequency}
        />
        {errors.form && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {errors.form}
          </p>
        )}
        <DialogFormActions busy={busy} submitLabel={t('Save Search')} busyLabel={t('Saving...')} />
      </form>
    </Dialog>
  );
}
