import { Bell, Car as CarIcon, MessageSquare } from 'lucide-react';
import { DASHBOARD_LOADS } from '@gaadi/domain/constants';
import { displayName } from '@gaadi/domain/listing-text';
import type { Car } from '@gaadi/domain/schemas/car';
import type { Inquiry } from '@gaadi/domain/schemas/inquiries';
import type { NotificationsPage } from '@/lib/api/notifications';
import { Card } from '@/ui/card';
import { EmptyState } from './empty-state';
import { msg, t } from '@/lib/i18n/i18n';
import { sellerTimeAgo } from '@/lib/seller-time-text';
import { notificationText } from './notification-text';

interface Activity {
  id: string;
  kind: 'inquiry' | 'notification';
  title: string;
  detail: string;
  at: string;
}

/** The newest inquiries and notifications together, five at most. */
function recentActivity(inquiries: Inquiry[], notifications: NotificationsPage['notifications']): Activity[] {
  const items: Activity[] = [
    ...inquiries.map((i) => ({
      id: `i-${i.id}`,
      kind: 'inquiry' as const,
      title: t('Inquiry from {name}', { name: i.buyer_name }),
      detail: i.car ? t('Inquiry for: {car}', { car: displayName(i.car) }) : '',
      at: i.created_at,
    })),
    ...notifications.map((n) => ({
      id: `n-${n.id}`,
      kind: 'notification' as const,
      title: notificationText(n.title, n.created_at),
      detail: notificationText(n.message, n.created_at),
      at: n.created_at,
    })),
  ];
  return items.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, DASHBOARD_LOADS.overview);
}

export function OverviewTab({ listings, inquiries, notifications }: { listings: Car[]; inquiries: Inquiry[]; notifications: NotificationsPage }) {
  const stats = [
    { label: msg('My Listings'), value: listings.length, Icon: CarIcon },
    { label: msg('New Inquiries'), value: inquiries.filter((i) => i.status === 'new').length, Icon: MessageSquare },
    { label: msg('Unread Notifications'), value: notifications.unreadCount, Icon: Bell },
  ];
  const activity = recentActivity(inquiries, notifications.notifications);
  return (
    <div className="space-y-6">
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-3" aria-label={t('Summary')}>
        {stats.map(({ label, value, Icon }) => (
          <li key={label}>
            <Card className="flex items-center justify-between p-4">
              <div>
                <p className="text-sm text-gray-700 dark:text-gray-300">{t(label)}</p>
                <p className="text-2xl font-bold text-gray-900 dark:text-gray-100">{value}</p>
              </div>
              <Icon className="h-7 w-7 text-blue-600" aria-hidden="true" />
            </Card>
          </li>
        ))}
      </ul>
      <section aria-labelledby="recent-activity">
        <h2 id="recent-activity" className="mb-3 text-lg font-semibold text-gray-900 dark:text-gray-100">
          {t('Recent Activity')}
        </h2>
        {activity.length === 0 ? (
          <EmptyState title={t('No recent activity')} />
        ) : (
          <ul className="space-y-2">
            {activity.map((a) => (
              <li key={a.id}>
                <Card className="flex items-start gap-3 p-3">
                  {a.kind === 'inquiry' ? (
                    <MessageSquare className="mt-0.5 h-5 w-5 shrink-0 text-blue-600" aria-hidden="true" />
                  ) : (
                    <Bell className="mt-0.5 h-5 w-5 shrink-0 text-blue-600" aria-hidden="true" />
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-gray-900 dark:text-gray-100">{a.title}</p>
                    {a.detail && <p className="text-sm text-gray-700 dark:text-gray-300">{a.detail}</p>}
                  </div>
                  <span className="shrink-0 text-xs text-gray-600 dark:text-gray-400">{sellerTimeAgo(a.at)}</span>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
