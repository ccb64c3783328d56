// Saved searches on /dashboard (issue 14): each with its filters in words, its alerts (changed in
// place since issue 25), a link that reopens it on /buy and a delete that asks first.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Bell, BellOff, Search, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from '@/lib/router';
import { deleteSavedSearch, savedSearchesQuery, updateSavedSearch, type SavedSearch, type SavedSearchAlerts } from '@/lib/api/saved-searches';
import { buyPathFor, describeSavedFilters } from '@/lib/saved-search-filters';
import { toast } from '@/lib/toast-store';
import { Badge } from '@/ui/badge';
import { Button, buttonClasses } from '@/ui/button';
import { Card } from '@/ui/card';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Select } from '@/ui/select';
import { Skeleton } from '@/ui/skeleton';
import { EmptyState } from './empty-state';
import { msg, t } from '@/lib/i18n/i18n';
import { serverText } from '@/lib/i18n/server-text';

const FREQUENCY_LABELS: Record<string, string> = { immediate: msg('Immediately'), daily: msg('Daily digest'), weekly: msg('Weekly digest') };

/** "Alerts: Daily digest" or "Alerts off". */
export function alertsText(s: Pick<SavedSearch, 'notifications_enabled' | 'notification_frequency'>): string {
  if (!s.notifications_enabled) return t('Alerts off');
  const frequency = FREQUENCY_LABELS[s.notification_frequency];
  return t('Alerts: {frequency}', { frequency: frequency ? t(frequency) : s.notification_frequency });
}

/** The one choice of the dashboard's Alerts select: a frequency, or off. */
export const ALERT_CHOICES = [
  { value: 'immediate', label: msg('Immediately') },
  { value: 'daily', label: msg('Daily digest') },
  { value: 'weekly', label: msg('Weekly digest') },
  { value: 'off', label: msg('Off') },
] as const;

export const alertChoice = (s: Pick<SavedSearch, 'notifications_enabled' | 'notification_frequency'>): string =>
  s.notifications_enabled ? s.notification_frequency : 'off';

/** What PATCH gets for a choice: off keeps the frequency for when alerts come back on. */
export function alertChange(choice: string): SavedSearchAlerts {
  return choice === 'off' ? { notifications_enabled: false } : { notifications_enabled: true, notification_frequency: choice as 'immediate' | 'daily' | 'weekly' };
}

export function SavedSearchesTab({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const { data: searches = [], isPending, error } = useQuery({ ...savedSearchesQuery, enabled, retry: false });
  const [pending, setPending] = useState<SavedSearch | null>(null);
  const [busy, setBusy] = useState(false);
  const [changing, setChanging] = useState<string | null>(null);

  async function changeAlerts(s: SavedSearch, choice: string) {
    setChanging(s.id);
    try {
      const updated = (await updateSavedSearch(s.id, alertChange(choice))) ?? { ...s, ...alertChange(choice) };
      queryClient.setQueryData<SavedSearch[]>(savedSearchesQuery.queryKey, (prev) => prev?.map((x) => (x.id === s.id ? { ...x, ...updated } : x)));
      toast({ title: t('Alerts updated'), description: `${s.name}: ${alertsText(updated)}`, variant: 'success' });
    } catch (e) {
      toast({ title: t('Could not change the alerts'), description: serverText((e as Error).message), variant: 'destructive' });
    } finally {
      setChanging(null);
    }
  }

  async function remove() {
    if (!pending) return;
    setBusy(true);
    try {
      await deleteSavedSearch(pending.id);
      queryClient.setQueryData<SavedSearch[]>(savedSearchesQuery.queryKey, (prev) => prev?.filter((s) => s.id !== pending.id));
      toast({ title: t('Saved search deleted'), variant: 'success' });
      setPending(null);
    } catch (e) {
      toast({ title: t('Delete failed'), description: serverText((e as Error).message), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  }

  if (isPending && enabled)
    return (
      <div role="status" aria-label={t('Loading saved searches')} className="space-y-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  if (error) return <EmptyState title={t('Could not load your saved searches')}>{serverText(error.message)}</EmptyState>;
  if (searches.length === 0)
    return (
      <EmptyState title={t('No saved searches yet')}>
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('Use “Save this search” on the Buy page to hear about new matches.')}</p>
        <Link to="/buy" className={buttonClasses('primary', 'sm')}>
          {t('Browse Cars')}
        </Link>
      </EmptyState>
    );

  return (
    <>
      <ul className="space-y-3" aria-label={t('Saved searches')}>
        {searches.map((s) => (
          <li key={s.id}>
            <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="break-words font-semibold text-gray-900 dark:text-gray-100">{s.name}</h3>
                  <Badge variant={s.notifications_enabled ? 'info' : 'default'}>
                    {s.notifications_enabled ? <Bell className="h-3 w-3" aria-hidden="true" /> : <BellOff className="h-3 w-3" aria-hidden="true" />}
                    {alertsText(s)}
                  </Badge>
                </div>
                <p className="mt-1 break-words text-sm text-gray-700 dark:text-gray-300">{describeSavedFilters(s.search_filters)}</p>
              </div>
              <div className="flex flex-wrap items-end gap-2">
                <Select
                  label={t('Alerts')}
                  aria-label={t('Alerts for {name}', { name: s.name })}
                  containerClassName="w-40"
                  className="h-9"
                  options={ALERT_CHOICES.map((c) => ({ ...c, label: t(c.label) }))}
                  value={alertChoice(s)}
                  disabled={changing === s.id}
                  onChange={(e) => void changeAlerts(s, e.target.value)}
                />
                <Link to={buyPathFor(s.search_filters)} className={buttonClasses('outline', 'sm')} aria-label={t('Open search {name}', { name: s.name })}>
                  <Search className="h-4 w-4" aria-hidden="true" />
                  {t('Open')}
                </Link>
                <Button variant="outline" size="sm" className="text-red-700 dark:text-red-400" aria-label={t('Delete search {name}', { name: s.name })} onClick={() => setPending(s)}>
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  {t('Delete')}
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={!!pending}
        onOpenChange={(o) => !o && !busy && setPending(null)}
        title={t('Delete saved search?')}
        message={pending ? t('“{name}” and its alerts will be deleted.', { name: pending.name }) : ''}
        confirmText={t('Delete')}
        cancelText={t('Cancel')}
        busy={busy}
        onConfirm={() => void remove()}
      />
    </>
  );
}
