import { CheckCheck } from 'lucide-react';
import { Button } from '@/ui/button';
import type { NotificationsPage } from '@/lib/api/notifications';
import { EmptyState } from './empty-state';
import { NotificationCard } from './notification-card';
import { t } from '@/lib/i18n/i18n';

export function NotificationsTab({ data, onRead, onReadAll }: { data: NotificationsPage; onRead: (id: string) => void; onReadAll: () => void }) {
  if (data.notifications.length === 0) return <EmptyState title={t('No notifications')} />;
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm text-gray-700 dark:text-gray-300">{t('{count} unread', { count: data.unreadCount })}</p>
        <Button variant="outline" size="sm" disabled={data.unreadCount === 0} onClick={onReadAll}>
          <CheckCheck className="h-4 w-4" aria-hidden="true" />
          {t('Mark all as read')}
        </Button>
      </div>
      <ul className="space-y-3">
        {data.notifications.map((n) => (
          <li key={n.id}>
            <NotificationCard notification={n} onRead={onRead} />
          </li>
        ))}
      </ul>
    </div>
  );
}
