// The inbox (issue 21): conversations newest activity first, with the car's photo, name and price,
// the other person, the last message and the unread count; the archived ones on their own tab.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatPrice } from '@gaadi/domain/format';
import type { ConversationSummary } from '@gaadi/domain/schemas/conversations';
import { Link } from '@/lib/router';
import { cn } from '@/lib/cn';
import { useConversationsLive } from '@/lib/conversation-live';
import { ListingThumbnail } from '@/ui/listing-thumbnail';
import { Skeleton } from '@/ui/skeleton';
import { inboxQuery } from '@/lib/api/conversations';
import { t } from '@/lib/i18n/i18n';
import { noteText } from './note-text';
import { messageTime } from './thread-logic';

function lastLine(c: ConversationSummary): string {
  const m = c.last_message;
  if (!m) return t('No messages yet');
  return m.sender === 'me' ? t('You: {body}', { body: noteText(m) }) : noteText(m);
}

function Row({ c, open }: { c: ConversationSummary; open: boolean }) {
  const unread = c.unread_count > 0;
  const who = c.role === 'seller' ? t('Buyer: {name}', { name: c.other_party.name || t('Buyer') }) : t('Seller: {name}', { name: c.other_party.name || t('Seller') });
  return (
    <Link
      to={`/messages/${encodeURIComponent(c.id)}`}
      aria-current={open ? 'page' : undefined}
      className={cn(
        'flex gap-3 border-b border-gray-200 px-3 py-3 hover:bg-gray-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-blue-500 dark:border-gray-800 dark:hover:bg-gray-900',
        open && 'bg-blue-50 dark:bg-blue-950/60',
      )}
    >
      <ListingThumbnail
        image={c.car.thumbnail ? { thumbnail: c.car.thumbnail, url: c.car.thumbnail } : undefined}
        alt=""
        width={64}
        height={48}
        className="h-12 w-16 shrink-0 rounded-md"
        iconClassName="h-6 w-6"
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <p className={cn('truncate text-sm text-gray-900 dark:text-gray-100', unread ? 'font-bold' : 'font-semibold')}>{c.car.title}</p>
          <span className="shrink-0 text-xs text-gray-600 dark:text-gray-400">{messageTime(c.last_activity_at)}</span>
        </div>
        <p className="truncate text-xs text-gray-600 dark:text-gray-400">
          {c.car.price !== null ? `${formatPrice(c.car.price)} · ` : ''}
          {who}
          {c.status === 'closed' ? ` · ${t('Closed')}` : ''}
        </p>
        <div className="mt-0.5 flex items-center gap-2">
          <p className={cn('min-w-0 flex-1 truncate text-sm', unread ? 'font-medium text-gray-900 dark:text-gray-100' : 'text-gray-700 dark:text-gray-300')}>
            {lastLine(c)}
          </p>
          {unread && (
            <span className="min-w-5 rounded-full bg-blue-600 px-1.5 text-center text-[11px] font-bold leading-5 text-white">
              {c.unread_count > 99 ? '99+' : c.unread_count}
              <span className="sr-only"> {t('unread')}</span>
            </span>
          )}
        </div>
      </div>
    </Link>
  );
}

export function InboxList({ openId }: { openId?: string }) {
  const [archived, setArchived] = useState(false);
  const live = useConversationsLive();
  const { data, isPending, isError, refetch } = useQuery({ ...inboxQuery(archived), refetchInterval: live ? false : 20_000 });
  const tab = (value: boolean, label: string) => (
    <button
      type="button"
      aria-pressed={archived === value}
      onClick={() => setArchived(value)}
      className={cn(
        'rounded-full px-3 py-1 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500',
        archived === value ? 'bg-blue-600 text-white' : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800',
      )}
    >
      {label}
    </button>
  );
  return (
    <section aria-labelledby="inbox-title" className="flex min-h-0 flex-1 flex-col bg-white md:rounded-xl md:border md:border-gray-200 dark:bg-gray-950 md:dark:border-gray-800">
      <div className="flex items-center justify-between gap-2 border-b border-gray-200 px-3 py-3 dark:border-gray-800">
        <h2 id="inbox-title" className="text-lg font-bold text-gray-900 dark:text-gray-100">
          {archived ? t('Archived') : t('Inbox')}
          {!archived && data && data.unread_total > 0 && <span className="ml-2 text-sm font-medium text-blue-700 dark:text-blue-300">{t('{count} unread', { count: data.unread_total })}</span>}
        </h2>
        <div className="flex gap-1" role="group" aria-label={t('Show')}>
          {tab(false, t('Inbox'))}
          {tab(true, t('Archived'))}
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {isPending && (
          <div role="status" aria-label={t('Loading conversations')} className="space-y-2 p-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        )}
        {isError && (
          <div className="p-4 text-sm text-gray-700 dark:text-gray-300">
            {t('Your conversations could not be loaded.')}{' '}
            <button type="button" className="font-medium text-blue-700 underline dark:text-blue-300" onClick={() => void refetch()}>
              {t('Try again')}
            </button>
          </div>
        )}
        {data && data.conversations.length === 0 && (
          <div className="p-6 text-center text-sm text-gray-700 dark:text-gray-300">
            {archived ? (
              t('No archived conversations.')
            ) : (
              <>
                <p className="font-semibold text-gray-900 dark:text-gray-100">{t('No conversations yet')}</p>
                <p className="mt-1">
                  {t('When you contact a seller, or a buyer contacts you, the conversation appears here.')}{' '}
                  <Link to="/buy" className="font-medium text-blue-700 underline dark:text-blue-300">
                    {t('Browse cars')}
                  </Link>
                </p>
              </>
            )}
          </div>
        )}
        {data && data.conversations.length > 0 && (
          <ul aria-label={archived ? t('Archived conversations') : t('Conversations')}>
            {data.conversations.map((c) => (
              <li key={c.id}>
                <Row c={c} open={c.id === openId} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
