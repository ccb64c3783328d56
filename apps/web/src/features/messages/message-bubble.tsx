// One message of a thread (issue 21): its text as plain text (numbers and links typed into it are
// never live links), the safety warning when the API flags it, the time and the writer's ticks.
// Offer and visit steps show their card (offer-card, visit-card); system notes sit in the middle.
import Check from '@/ui/icons/check';
import AlertTriangle from '@/ui/icons/triangle-exclamation-point';
import type { ReactNode } from 'react';
import { CONVERSATION_MESSAGES } from '@gaadi/domain/conversation-rules';
import type { Message } from '@gaadi/domain/schemas/conversations';
import { cn } from '@/lib/cn';
import { t } from '@/lib/i18n/i18n';
import { noteText } from './note-text';
import { messageTime, TICK_LABELS } from './thread-logic';

function Ticks({ tick }: { tick: 'sent' | 'delivered' | 'read' }) {
  return (
    <span className={cn('inline-flex items-center', tick === 'read' ? 'text-sky-200' : 'text-blue-50')} title={t(TICK_LABELS[tick])}>
      <Check className="h-3.5 w-3.5" aria-hidden="true" />
      {tick !== 'sent' && <Check className="-ml-2 h-3.5 w-3.5" aria-hidden="true" />}
      <span className="sr-only">{t(TICK_LABELS[tick])}</span>
    </span>
  );
}

export function MessageBubble({ m, tick, card, pending }: { m: Message; tick: 'sent' | 'delivered' | 'read' | null; card?: ReactNode; pending?: boolean }) {
  if (m.sender === 'system')
    return (
      <li className="my-2 flex justify-center">
        <p className="max-w-[85%] rounded-full bg-gray-200 px-3 py-1 text-center text-xs text-gray-800 dark:bg-gray-800 dark:text-gray-200">{noteText(m)}</p>
      </li>
    );
  const mine = m.mine;
  return (
    <li className={cn('my-1 flex', mine ? 'justify-end' : 'justify-start')} data-message-id={m.id}>
      <article
        aria-label={mine ? t('Your message') : t('Their message')}
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm shadow-sm sm:max-w-[70%]',
          mine ? 'rounded-br-sm bg-blue-700 text-white' : 'rounded-bl-sm bg-white text-gray-900 dark:bg-gray-800 dark:text-gray-100',
          pending && 'opacity-70',
        )}
      >
        {m.kind === 'inquiry' && <p className={cn('mb-1 text-xs font-semibold', mine ? 'text-blue-50' : 'text-gray-600 dark:text-gray-400')}>{t('Enquiry from the listing')}</p>}
        <p className="whitespace-pre-wrap break-words">{noteText(m)}</p>
        {card}
        {m.warning && (
          <p role="note" className="mt-2 flex gap-1.5 rounded-lg bg-amber-100 px-2 py-1.5 text-xs font-medium text-amber-950 dark:bg-amber-900/60 dark:text-amber-100">
            <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t(CONVERSATION_MESSAGES.safetyWarning)}
          </p>
        )}
        <p className={cn('mt-1 flex items-center justify-end gap-1 text-[11px]', mine ? 'text-blue-50' : 'text-gray-600 dark:text-gray-400')}>
          <time dateTime={m.created_at}>{pending ? t('Sending…') : messageTime(m.created_at)}</time>
          {tick && !pending && <Ticks tick={tick} />}
        </p>
      </article>
    </li>
  );
}
