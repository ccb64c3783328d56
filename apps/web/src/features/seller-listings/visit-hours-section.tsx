// The seller dashboard's visiting hours and upcoming visits (issue 21): weekly windows and a place,
// for all the seller's cars or one of them; buyers book 30-minute slots from them.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { visitTimeText } from '@gaadi/domain/conversation-rules';
import X from '@/ui/icons/x';
import { Link } from '@/lib/router';
import { toast } from '@/lib/toast-store';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { availabilityQuery, messagesKeys, saveAvailability, upcomingVisitsQuery, type Availability } from '@/lib/api/conversations';
import { VISIT_STATUS_LABELS } from '@/lib/conversation-text';
import { newWindow, TIMES, WEEKDAYS, windowsProblem, type WindowDraft } from './visit-hours-logic';
import { errorText } from '@/lib/conversation-text';
import { t } from '@/lib/i18n/i18n';

/** The 12-hour clock's times; "Midnight" in the page's language. */
const timeOptions = (times: typeof TIMES) => times.map((o) => ({ value: o.value, label: t(o.label) }));

function HoursForm({ listingId, current, onSaved }: { listingId: string; current: Availability[number] | undefined; onSaved: () => void }) {
  const [windows, setWindows] = useState<WindowDraft[]>(() => current?.windows ?? []);
  const [location, setLocation] = useState(current?.location ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (i: number, patch: Partial<WindowDraft>) => setWindows((ws) => ws.map((w, j) => (j === i ? { ...w, ...patch } : w)));
  async function save() {
    const problem = windowsProblem(windows);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      const res = await saveAvailability({ listing_id: listingId || null, location, windows });
      toast({ title: res.message ? t(res.message) : t('Visiting hours saved'), variant: 'success' });
      setError(null);
      onSaved();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="space-y-3">
      <Input
        label={t('Where buyers can see the car')}
        value={location}
        maxLength={200}
        onChange={(e) => setLocation(e.target.value)}
        placeholder={t('e.g. Koregaon Park, Pune (near the main gate)')}
        hint={t('An area or an address; buyers see it when they book')}
      />
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-gray-800 dark:text-gray-200">{t('Weekly hours')}</legend>
        {windows.length === 0 && <p className="mb-2 text-sm text-gray-700 dark:text-gray-300">{t('No hours yet: buyers can only propose a time.')}</p>}
        <ul className="space-y-2">
          {windows.map((w, i) => (
            <li key={i} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2 border-b border-gray-100 pb-2 sm:grid-cols-[1.2fr_1fr_1fr_auto] sm:border-0 sm:pb-0 dark:border-gray-800">
              <Select label={t('Day')} containerClassName="col-span-2 sm:col-span-1" className="pl-2 pr-6" value={String(w.weekday)} onChange={(e) => set(i, { weekday: Number(e.target.value) })} options={WEEKDAYS.map((d, n) => ({ value: String(n), label: t(d) }))} />
              <Select label={t('From')} className="pl-2 pr-6" value={w.start} onChange={(e) => set(i, { start: e.target.value })} options={timeOptions(TIMES.slice(0, 48))} />
              <Select label={t('To')} className="pl-2 pr-6" value={w.end} onChange={(e) => set(i, { end: e.target.value })} options={timeOptions(TIMES.slice(1))} />
              <Button variant="ghost" size="icon" className="row-start-1 col-start-3 sm:col-start-4" aria-label={t('Remove {day} hours', { day: t(WEEKDAYS[w.weekday]!) })} onClick={() => setWindows((ws) => ws.filter((_, j) => j !== i))}>
                <X className="h-4 w-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => setWindows((ws) => [...ws, newWindow(ws.at(-1))])}>
          {t('Add hours')}
        </Button>
      </fieldset>
      {error && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <Button busy={busy} onClick={() => void save()}>
        {t('Save visiting hours')}
      </Button>
    </div>
  );
}

export function VisitHoursSection({ listings }: { listings: Array<{ id: string; title: string }> }) {
  const qc = useQueryClient();
  const [listingId, setListingId] = useState('');
  const hours = useQuery(availabilityQuery);
  const visits = useQuery(upcomingVisitsQuery);
  const current = hours.data?.find((a) => (a.listing_id ?? '') === listingId);
  const mine = (visits.data ?? []).filter((v) => v.role === 'seller');
  return (
    <section className="mt-10 grid gap-6 lg:grid-cols-2" aria-label={t('Visits')}>
      <Card className="p-5">
        <h2 id="visiting-hours" className="text-xl font-semibold text-gray-900 dark:text-gray-100">
          {t('Visiting hours')}
        </h2>
        <p className="mb-4 text-sm text-gray-700 dark:text-gray-300">{t('When buyers can book a 30-minute visit or test drive (India time).')}</p>
        <Select
          label={t('For')}
          containerClassName="mb-4"
          value={listingId}
          onChange={(e) => setListingId(e.target.value)}
          options={[{ value: '', label: t('All my cars') }, ...listings.map((l) => ({ value: l.id, label: l.title }))]}
        />
        {hours.isPending ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">{t('Loading…')}</p>
        ) : (
          <HoursForm key={`${listingId}-${hours.dataUpdatedAt}`} listingId={listingId} current={current} onSaved={() => void qc.invalidateQueries({ queryKey: messagesKeys.availability })} />
        )}
      </Card>
      <Card className="p-5">
        <h2 className="text-xl font-semibold text-gray-900 dark:text-gray-100">{t('Upcoming visits')}</h2>
        {visits.isPending && <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{t('Loading…')}</p>}
        {visits.data && mine.length === 0 && <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">{t('No visits booked yet.')}</p>}
        <ul className="mt-3 space-y-2">
          {mine.map((v) => (
            <li key={v.id}>
              <Link to={`/messages/${encodeURIComponent(v.conversation_id)}`} className="block rounded-lg border border-gray-200 p-3 hover:bg-gray-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:border-gray-700 dark:hover:bg-gray-800">
                <span className="block font-medium text-gray-900 dark:text-gray-100">{visitTimeText(v.starts_at)}</span>
                <span className="block text-sm text-gray-700 dark:text-gray-300">
                  {v.car.title} · {v.other_party.name || t('Buyer')} · {t(VISIT_STATUS_LABELS[v.status])}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}
