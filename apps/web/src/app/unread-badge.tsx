// Unread-notifications badge of the navbar (signed-in users only; loaded lazily so TanStack Query
// is not on the anonymous home path). Shares the app's QueryClient: when a dashboard invalidates
// queryKeys.unreadCount, this badge refetches without a reload. The live stream (issue 14) keeps
// the count current within a second; the 30-second poll runs only while the stream is down.
// Issue 21: the Messages link with its unread count comes first, fed by the same stream.
import Bell from '@/ui/icons/bell';
import MessageSquare from '@/ui/icons/message-square';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link } from '@/lib/router';
import { queryClient } from '@/lib/query-client';
import { unreadCountQuery } from '@/lib/api/notifications';
import { messagesLabel, messagesUnreadQuery } from '@/lib/api/messages-unread';
import { useLiveNotifications } from '@/lib/use-live-notifications';
import { t } from '@/lib/i18n/i18n';

const iconLink =
  'relative inline-flex h-10 w-10 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:text-gray-200 dark:hover:bg-gray-800';

function Count({ count }: { count: number }) {
  return count > 0 ? (
    <span aria-hidden="true" className="absolute right-0.5 top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-bold leading-5 text-white">
      {count > 99 ? '99+' : count}
    </span>
  ) : null;
}

function MessagesLink({ live }: { live: boolean }) {
  const { data: count = 0 } = useQuery({ ...messagesUnreadQuery, refetchOnWindowFocus: true, refetchInterval: live ? false : 30_000, retry: false });
  return (
    <Link to="/messages" aria-label={messagesLabel(count)} title={t('Messages')} className={iconLink}>
      <MessageSquare className="h-5 w-5" aria-hidden="true" />
      <Count count={count} />
    </Link>
  );
}

function Badge() {
  const { live } = useLiveNotifications();
  const { data: count = 0 } = useQuery({
    ...unreadCountQuery,
    refetchOnWindowFocus: true,
    refetchInterval: live ? false : 30_000,
    retry: false,
  });
  const label = count > 0 ? t('Notifications, {count} unread', { count }) : t('Notifications');
  return (
    <>
      <MessagesLink live={live} />
      <Link to="/dashboard" aria-label={label} className={iconLink}>
        <Bell className="h-5 w-5" aria-hidden="true" />
        <Count count={count} />
      </Link>
    </>
  );
}

export default function UnreadBadge() {
  return (
    <QueryClientProvider client={queryClient}>
      <Badge />
    </QueryClientProvider>
  );
}
