// Booking a visit, or moving one (issue 21): a free 30-minute slot of the seller's visiting hours
// in the next 14 days (India time), or another time proposed; a note, or the reason for a move.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { VISIT_MESSAGES } from '@gaadi/domain/conversation-rules';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { Skeleton } from '@/ui/skeleton';
import { Textarea } from '@/ui/textarea';
import { t } from '@/lib/i18n/i18n';
import { slotsQuery } from '@/lib/api/conversations';
import { indiaTimeToIso, slotDays } from './thread-logic';

export function VisitDialog({
  open,
  onOpenChange,
  conversationId,
  mode,
  busy,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  conversationId: string;
  mode: 'book' | 'reschedule';
  busy: boolean;
  /** Resolves to an error to show, or null when done. */
  onSubmit: (startsAt: string, text: string) => Promise<string | null>;
}) {
  const { data, isPending } = useQuery({ ...slotsQuery(conversationId), enabled: open, staleTime: 0 });
  const days = slotDays(data?.slots ?? []);
  const [day, setDay] = useState('');
  const [slot, setSlot] = useState('');
  const [other, setOther] = useState(false);
  const [local, setLocal] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const shownDay = days.find((d) => d.key === day) ?? days[0];
  const proposing = other || (data !== undefined && days.length === 0);

  async function submit() {
    const startsAt = proposing ? indiaTimeToIso(local) : slot;
    if (!startsAt) return setError(t(VISIT_MESSAGES.startRequired));
    if (mode === 'reschedule' && !text.trim()) return setError(t(VISIT_MESSAGES.reasonRequired));
    const err = await onSubmit(startsAt, text.trim());
    setError(err);
    if (!err) {
      setSlot('');
      setText('');
      setLocal('');
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={mode === 'book' ? t('Book a visit') : t('Reschedule the visit')}
      description={
        data?.location
          ? t('30 minutes at {place}. Times are India time.', { place: data.location })
          : t('A 30-minute visit to see the car and take a test drive. Times are India time.')
      }
      footer={
        <>
          <DialogClose asChild>
            <Button variant="outline">{t('Cancel')}</Button>
          </DialogClose>
          <Button busy={busy} onClick={() => void submit()}>
            {mode === 'book' ? (proposing ? t('Propose this time') : t('Request this slot')) : t('Propose new time')}
          </Button>
        </>
      }
    >
      {isPending && <Skeleton className="h-32 w-full" />}
      {data && !proposing && (
        <div className="space-y-3">
          <Select label={t('Day')} value={shownDay?.key ?? ''} onChange={(e) => (setDay(e.target.value), setSlot(''))} options={days.map((d) => ({ value: d.key, label: d.label }))} />
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-gray-800 dark:text-gray-200">{t('Free times')}</legend>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
              {shownDay?.slots.map((s) => (
                <button
                  key={s.starts_at}
                  type="button"
                  aria-pressed={slot === s.starts_at}
                  onClick={() => (setSlot(s.starts_at), setError(null))}
                  className={cn(
                    'h-10 rounded-lg border text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500',
                    slot === s.starts_at
                      ? 'border-blue-600 bg-blue-600 text-white'
                      : 'border-gray-300 text-gray-900 hover:bg-gray-50 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800',
                  )}
                >
                  {s.label}
                </button>
              ))}
            </div>
          </fieldset>
          <button type="button" className="text-sm font-medium text-blue-700 underline dark:text-blue-300" onClick={() => (setOther(true), setError(null))}>
            {t('None of these suit you? Propose another time')}
          </button>
        </div>
      )}
      {data && proposing && (
        <div className="space-y-2">
          {days.length === 0 && <p className="text-sm text-gray-700 dark:text-gray-300">{data.has_windows ? t('No free times in the next 14 days.') : t(VISIT_MESSAGES.noWindows)}</p>}
          <Input label={t('Date and time (India time)')} type="datetime-local" step={1800} value={local} onChange={(e) => (setLocal(e.target.value), setError(null))} hint={t('On the hour or the half hour, within the next 14 days')} />
          {days.length > 0 && (
            <button type="button" className="text-sm font-medium text-blue-700 underline dark:text-blue-300" onClick={() => setOther(false)}>
              {t('Back to the free times')}
            </button>
          )}
        </div>
      )}
      <Textarea
        containerClassName="mt-4"
        label={mode === 'book' ? t('Note for the other side (optional)') : t('Reason for the change')}
        required={mode === 'reschedule'}
        rows={2}
        maxLength={500}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {error && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </Dialog>
  );
}
