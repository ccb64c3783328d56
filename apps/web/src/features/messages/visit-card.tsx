// A visit step in the thread (issue 21): when and where, its state, and for the visit's latest step
// the reader's moves (confirm or decline a time the other side asked for; move or cancel).
import CalendarIcon from '@/ui/icons/clock';
import MapPin from '@/ui/icons/map-pin';
import type { Visit } from '@gaadi/domain/schemas/conversations';
import { cn } from '@/lib/cn';
import { Button } from '@/ui/button';
import { msg, t } from '@/lib/i18n/i18n';
import { visitWhen } from '@/lib/conversation-text';
import { VISIT_STATUS_LABELS, type VisitMove } from './thread-logic';

const LABELS: Record<VisitMove, string> = { confirm: msg('Confirm'), decline: msg('Decline'), reschedule: msg('Reschedule'), cancel: msg('Cancel visit') };

export function VisitCard({
  visit,
  mine,
  moves,
  busy,
  onMove,
  onCalendar,
}: {
  visit: Visit;
  mine: boolean;
  moves: VisitMove[];
  busy: string | null;
  onMove: (move: VisitMove) => void;
  onCalendar?: () => void;
}) {
  return (
    <div className={cn('mt-2 rounded-lg border px-3 py-2', mine ? 'border-blue-300 bg-blue-800/60' : 'border-gray-200 bg-gray-50 dark:border-gray-700 dark:bg-gray-900')}>
      <p className="flex items-center gap-1.5 font-semibold">
        <CalendarIcon className="h-4 w-4 shrink-0" aria-hidden="true" />
        {visitWhen(visit.starts_at)}
      </p>
      {visit.location && (
        <p className="mt-0.5 flex items-center gap-1.5 text-xs">
          <MapPin className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          {visit.location}
        </p>
      )}
      <p className="mt-0.5 text-xs">
        <span className="font-semibold">{t(VISIT_STATUS_LABELS[visit.status])}</span>
        {visit.reason ? ` · ${visit.reason}` : ''}
      </p>
      {(moves.length > 0 || onCalendar) && (
        <div className="mt-2 flex flex-wrap gap-2">
          {moves.map((m) => (
            <Button
              key={m}
              size="sm"
              variant={m === 'confirm' ? 'success' : mine ? 'light' : 'outline'}
              busy={busy === `visit-${m}`}
              onClick={() => onMove(m)}
            >
              {t(LABELS[m])}
            </Button>
          ))}
          {onCalendar && (
            <Button size="sm" variant={mine ? 'light' : 'outline'} onClick={onCalendar}>
              {t('Add to calendar')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
