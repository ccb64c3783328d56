// The signed-in user's menu in the navbar (issue 14): My Dashboard, Seller Dashboard, Shortlist,
// Saved searches and Logout. A Radix dropdown on wide screens (roving focus, Escape, typeahead,
// focus back on the button); plain links inside the mobile menu on phones. Loaded lazily and only
// for signed-in users, so public pages do not pay for it. Issue 21: Messages, with its unread count.
import { ChevronDown, Heart, LayoutDashboard, LogOut, MessageSquare, Search, Store } from 'lucide-react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useSyncExternalStore, type ComponentType } from 'react';
import { formatIndianPhone } from '@gaadi/domain/phone';
import { Link, useNavigate } from '@/lib/router';
import { queryClient } from '@/lib/query-client';
import { messagesLabel } from '@/lib/api/messages-unread';
import { queryKeys } from '@/lib/query-keys';
import { session, useSession } from '@/lib/session';
import { useSavedLanguage } from '@/app/saved-language';
import { toast } from '@/lib/toast-store';
import { cn } from '@/lib/cn';
import { msg, t } from '@/lib/i18n/i18n';
import UserIcon from '@/ui/icons/user';

export const USER_MENU_LINKS: Array<{ to: string; label: string; Icon: ComponentType<{ className?: string }> }> = [
  { to: '/dashboard', label: msg('My Dashboard'), Icon: LayoutDashboard },
  { to: '/seller/dashboard', label: msg('Seller Dashboard'), Icon: Store },
  { to: '/messages', label: msg('Messages'), Icon: MessageSquare },
  { to: '/shortlist', label: msg('Shortlist'), Icon: Heart },
  { to: '/dashboard?tab=saved-searches', label: msg('Saved searches'), Icon: Search },
];

/** The unread messages the navbar's Messages link loaded and the live stream keeps current. */
function useMessagesUnread(): number {
  return useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => queryClient.getQueryData<number>(queryKeys.messagesUnread) ?? 0,
    () => 0,
  );
}

function LinkCount({ to, count }: { to: string; count: number }) {
  if (to !== '/messages' || count <= 0) return null;
  return (
    <span aria-hidden="true" className="ml-auto min-w-5 rounded-full bg-red-600 px-1.5 text-center text-[11px] font-bold leading-5 text-white">
      {count > 99 ? '99+' : count}
    </span>
  );
}

function useLogout() {
  const navigate = useNavigate();
  return () => {
    try {
      session.signOut();
      queryClient.clear();
      toast({ title: t('Logged Out'), description: t('You have been logged out successfully'), variant: 'success' });
      navigate('/');
    } catch {
      toast({ title: t('Logout Error'), description: t('Failed to log out. Please try again.'), variant: 'destructive' });
    }
  };
}

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-gray-700 outline-none hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-blue-500 data-[highlighted]:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800 dark:data-[highlighted]:bg-gray-800';

/** `menu`: the dropdown beside the bell (md and up); `list`: items of the mobile menu. */
export default function UserMenu({ variant }: { variant: 'menu' | 'list' }) {
  const user = useSession().user;
  const logout = useLogout();
  useSavedLanguage(variant === 'menu');
  const unread = useMessagesUnread();
  const nameOf = (to: string) => (to === '/messages' ? messagesLabel(unread) : undefined);
  const who = user?.name || user?.email || formatIndianPhone(user?.phone_number) || t('Account');

  if (variant === 'list')
    return (
      <>
        <li className="mt-2 border-t border-gray-200 px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-gray-600 dark:border-gray-800 dark:text-gray-400">
          {who}
        </li>
        {/* The mobile menu lists Seller Dashboard already. */}
        {USER_MENU_LINKS.filter((l) => l.to !== '/seller/dashboard').map(({ to, label, Icon }) => (
          <li key={to}>
            <Link to={to} className={itemClass} aria-label={nameOf(to)}>
              <Icon className="h-4 w-4" aria-hidden="true" />
              {t(label)}
              <LinkCount to={to} count={unread} />
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className={itemClass} onClick={logout}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {t('Logout')}
          </button>
        </li>
      </>
    );

  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        className="hidden h-10 items-center gap-1 rounded-lg px-2 text-sm font-medium text-gray-700 hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 data-[state=open]:bg-gray-100 md:inline-flex dark:text-gray-200 dark:hover:bg-gray-800 dark:data-[state=open]:bg-gray-800"
      >
        <UserIcon className="h-5 w-5" aria-hidden="true" />
        <span className="sr-only">{t('Account menu:')} </span>
        <span className="max-w-32 truncate">{who}</span>
        <ChevronDown className="h-4 w-4" aria-hidden="true" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-lg border border-gray-200 bg-white p-1 shadow-lg dark:border-gray-700 dark:bg-gray-900"
        >
          <Menu.Label className="truncate px-3 py-2 text-xs text-gray-600 dark:text-gray-400">{t('Signed in as {name}', { name: who })}</Menu.Label>
          {USER_MENU_LINKS.map(({ to, label, Icon }) => (
            <Menu.Item key={to} asChild>
              <Link to={to} className={itemClass} aria-label={nameOf(to)}>
                <Icon className="h-4 w-4" aria-hidden="true" />
                {t(label)}
                <LinkCount to={to} count={unread} />
              </Link>
            </Menu.Item>
          ))}
          <Menu.Separator className="my-1 h-px bg-gray-200 dark:bg-gray-700" />
          <Menu.Item className={cn(itemClass, 'text-red-700 dark:text-red-400')} onSelect={logout}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            {t('Logout')}
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
