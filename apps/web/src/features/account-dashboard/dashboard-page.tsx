// /dashboard: tabs Overview, My Listings, Inquiries, Notifications (seller-admin spec section 2),
// and Shortlist and Saved Searches (issue 14).
import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import { NOTIFICATION_MESSAGES } from '@gaadi/domain/notification-messages';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast-store';
import { markAllNotificationsRead, markNotificationRead } from '@/lib/api/notifications';
import { GATE_MESSAGES, useAuthGate } from '@/lib/auth-gate';
import { queryKeys } from '@/lib/query-keys';
import { Button, buttonClasses } from '@/ui/button';
import { Skeleton } from '@/ui/skeleton';
import { Tabs } from '@/ui/tabs';
import { InquiriesTab } from './inquiries-tab';
import { ListingsTab } from './listings-tab';
import { NotificationsTab } from './notifications-tab';
import { OverviewTab } from './overview-tab';
import { SavedSearchesTab } from './saved-searches-tab';
import { ShortlistTab } from './shortlist-tab';
import { useDashboardData } from './use-dashboard-data';
import { t } from '@/lib/i18n/i18n';
import { withPageMessages } from '@/lib/i18n/page-messages';

function DashboardPage() {
  const allowed = useAuthGate(GATE_MESSAGES.dashboard);
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const data = useDashboardData(allowed);
  // The tab is in the address (?tab=saved-searches) so that the navbar's user menu can open one.
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') ?? 'overview';
  const setTab = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'overview') next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true });
  };

  if (!allowed) return null;

  const markedRead = () => void queryClient.invalidateQueries({ queryKey: queryKeys.unreadCount });

  function readOne(id: string) {
    data.setNotifications((prev) => ({
      notifications: prev.notifications.map((n) => (n.id === id ? { ...n, is_read: true } : n)),
      unreadCount: Math.max(0, prev.unreadCount - 1),
    }));
    // Marked read locally whatever the answer (contract 6.11).
    markNotificationRead(id)
      .catch((e) => console.error('Failed to mark notification read', e))
      .finally(markedRead);
  }

  function readAll() {
    data.setNotifications((prev) => ({ notifications: prev.notifications.map((n) => ({ ...n, is_read: true })), unreadCount: 0 }));
    toast({ title: t(NOTIFICATION_MESSAGES.allMarkedRead), variant: 'success' });
    markAllNotificationsRead()
      .catch((e) => console.error('Failed to mark all notifications read', e))
      .finally(markedRead);
  }

  function logout() {
    try {
      session.signOut();
      queryClient.clear();
      toast({ title: t('Logged Out'), description: t('You have been logged out successfully'), variant: 'success' });
      void navigate('/');
    } catch {
      toast({ title: t('Logout Error'), description: t('Failed to log out. Please try again.'), variant: 'destructive' });
    }
  }

  const unread = data.notifications.unreadCount;
  const loading = (
    <div role="status" aria-label={t('Loading dashboard')} className="space-y-3">
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-24 w-full" />
    </div>
  );
  const panel = (content: ReactNode) => (data.loading ? loading : content);
  const tabs = [
    {
      value: 'overview',
      label: t('Overview'),
      content: panel(<OverviewTab listings={data.listings} inquiries={data.inquiries} notifications={data.notifications} />),
    },
    {
      value: 'listings',
      label: t('My Listings'),
      content: panel(<ListingsTab listings={data.listings} onDeleted={(id) => data.setListings((prev) => prev.filter((l) => l.id !== id))} />),
    },
    {
      value: 'inquiries',
      label: t('Inquiries'),
      content: panel(
        <InquiriesTab
          inquiries={data.inquiries}
          onResponded={(id, response) =>
            data.setInquiries((prev) => prev.map((i) => (i.id === id ? { ...i, status: 'responded', seller_response: response } : i)))
          }
        />,
      ),
    },
    {
      value: 'notifications',
      label: unread ? t('Notifications ({count})', { count: unread }) : t('Notifications'),
      content: panel(<NotificationsTab data={data.notifications} onRead={readOne} onReadAll={readAll} />),
    },
    { value: 'shortlist', label: t('Shortlist'), content: <ShortlistTab enabled={allowed} /> },
    { value: 'saved-searches', label: t('Saved Searches'), content: <SavedSearchesTab enabled={allowed} /> },
  ];

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-gray-900 dark:text-gray-100">{t('Dashboard')}</h1>
          <p className="text-gray-700 dark:text-gray-300">{t('Welcome back, {name}', { name: (data.user ?? session.user)?.name || t('Seller') })}</p>
        </div>
        <div className="flex gap-2">
          <Link to="/sell" className={buttonClasses('primary')}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('Sell a Car')}
          </Link>
          <Button variant="outline" onClick={logout}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {t('Logout')}
          </Button>
        </div>
      </div>
      <Tabs items={tabs} value={tab} onValueChange={setTab} label={t('Dashboard sections')} />
    </div>
  );
}

// The page's Hindi and the notifications' (the API's English texts read back by their pattern).
export default withPageMessages(
  DashboardPage,
  () => import('@/lib/i18n/hi-dashboard'),
  () => import('@/lib/i18n/hi-notifications'),
);
