import { AlertTriangle, Bell, CheckCircle2, ChevronRight, MessageSquare, Search, Tag, XCircle } from 'lucide-react';
import type { ComponentType } from 'react';
import type { Notification } from '@gaadi/domain/schemas/notifications';
import { cn } from '@/lib/cn';
import { Link } from '@/lib/router';
import { isUrgent } from './dashboard-text';
import { notificationTarget } from './notification-target';
import { sellerTimeAgo } from '@/lib/seller-time-text';
import { t } from '@/lib/i18n/i18n';
import { notificationText } from './notification-text';

const ICONS: Record<string, ComponentType<{ className?: string }>> = {
  inquiry_received: MessageSquare,
  inquiry_response: MessageSquare,
  car_approved: CheckCircle2,
  car_rejected: XCircle,
  car_sold: Tag,
  saved_search_match: Search,
  price_drop: Tag,
  system: Bell,
};

/**
 * A notification: a link to what it is about (notification-target.ts), which also marks it read;
 * without one, an unread notification is a button that marks it read.
 */
export function NotificationCard({ notification, onRead }: { notification: Notification; onRead: (id: string) => void }) {
  const Icon = ICONS[notification.type] ?? Bell;
  const urgent = isUrgent(notification.priority);
  const unread = !notification.is_read;
  const target = notificationTarget(notification);
  const body = (
    <>
      <Icon className={cn('mt-0.5 h-5 w-5 shrink-0', urgent ? 'text-red-600' : 'text-blue-600')} aria-hidden="true" />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className={cn('text-gray-900 dark:text-gray-100', unread ? 'font-semibold' : 'font-medium')}>{notificationText(notification.title, notification.created_at)}</span>
          {urgent && (
            <span className="inline-flex items-center gap-1 rounded bg-red-100 px-1.5 text-xs font-semibold text-red-800 dark:bg-red-900/60 dark:text-red-100">
              <AlertTriangle className="h-3 w-3" aria-hidden="true" />
              {t('Urgent')}
            </span>
          )}
          <span className={cn('text-xs', unread ? 'font-semibold text-blue-700 dark:text-blue-300' : 'text-gray-600 dark:text-gray-400')}>
            {unread ? t('Unread') : t('Read')}
          </span>
        </span>
        <span className="block text-sm text-gray-700 dark:text-gray-300">{notificationText(notification.message, notification.created_at)}</span>
        <span className="block text-xs text-gray-600 dark:text-gray-400">{sellerTimeAgo(notification.created_at)}</span>
      </span>
      {unread && <span className="mt-1 h-2.5 w-2.5 shrink-0 rounded-full bg-blue-600" aria-hidden="true" />}
      {target && <ChevronRight className="mt-0.5 h-5 w-5 shrink-0 self-center text-gray-500 dark:text-gray-400" aria-hidden="true" />}
    </>
  );
  const frame = cn(
    'flex w-full items-start gap-3 rounded-xl border p-4 text-left',
    urgent ? 'border-red-300 dark:border-red-800' : 'border-gray-200 dark:border-gray-700',
    unread ? 'bg-blue-50 dark:bg-blue-950/40' : 'bg-white dark:bg-gray-900',
  );
  const interactive = cn(
    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500',
    unread ? 'hover:bg-blue-100 dark:hover:bg-blue-900/40' : 'hover:bg-gray-50 dark:hover:bg-gray-800',
  );
  const markRead = () => {
    if (unread) onRead(notification.id);
  };
  if (target)
    return (
      // A middle click opens it in another tab: that reads it too.
      <Link to={target} className={cn(frame, interactive)} onClick={markRead} onAuxClick={(e) => e.button === 1 && markRead()}>
        {body}
      </Link>
    );
  return unread ? (
    <button type="button" className={cn(frame, interactive)} onClick={markRead}>
      {body}
    </button>
  ) : (
    <div className={frame}>{body}</div>
  );
}
