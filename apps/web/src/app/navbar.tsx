import Menu from '@/ui/icons/menu';
import X from '@/ui/icons/x';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from '@/lib/router';
import { BRAND } from '@gaadi/domain/brand';
import { useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { ThemeToggle } from '@/ui/theme-toggle';
import { cn } from '@/lib/cn';
import { t, withMessages } from '@/lib/i18n/i18n';
import { LanguageSwitch } from '@/app/language-switch';

// Signed-in users only, so their code (the menu library) and Hindi stay off the public pages.
const accountHindi = () => import('@/lib/i18n/hi-account');
const UnreadBadge = lazy(() => withMessages(import('@/app/unread-badge'), accountHindi));
const UserMenu = lazy(() => withMessages(import('@/app/user-menu'), accountHindi));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-lg px-3 py-2 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500',
    isActive
      ? 'bg-blue-50 text-blue-700 dark:bg-blue-950 dark:text-blue-300'
      : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900 dark:text-gray-200 dark:hover:bg-gray-800',
  );

export function Navbar() {
  const session = useSession();
  // The server renders the signed-out bar; the stored session shows once hydration is done.
  const signedIn = useHydrated() && session.isAuthenticated;
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  // Also on a change of query alone (the user menu's /dashboard?tab=… links).
  useEffect(() => {
    setOpen(false);
  }, [pathname, search]);

  const links = [
    { to: '/', label: t('Home'), end: true },
    { to: '/buy', label: t('Buy Car') },
    { to: '/sell', label: t('Sell Car') },
    ...(signedIn
      ? [{ to: '/seller/dashboard', label: t('Seller Dashboard') }]
      : // Guests (issue 25): their shortlist (it asks them to sign in) and a way to sign in that comes back here.
        [
          { to: '/shortlist', label: t('Shortlist') },
          { to: pathname === '/login' ? '/login' : `/login?returnUrl=${encodeURIComponent(pathname + search)}`, label: t('Login') },
        ]),
  ];
  const items = links.map((l) => (
    <li key={l.to}>
      <NavLink to={l.to} end={l.end} className={linkClass}>
        {l.label}
      </NavLink>
    </li>
  ));
  // On every page, in the bar and in the phone's menu alike (decision 040).
  items.push(
    <li key="language">
      <LanguageSwitch className={linkClass({ isActive: false })} />
    </li>,
  );

  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur dark:border-gray-800 dark:bg-gray-950/95">
      <nav aria-label={t('Main')} className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Link to="/" className="mr-auto flex items-center gap-2 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500">
          <img src={BRAND.logoPath} alt="" width={32} height={32} className="h-8 w-8" />
          <span className="text-lg font-bold text-gray-900 dark:text-white">{BRAND.name}</span>
        </Link>
        <ul className="hidden items-center gap-1 md:flex">{items}</ul>
        {signedIn && (
          <Suspense fallback={<span className="inline-block h-10 w-10" />}>
            <UnreadBadge />
          </Suspense>
        )}
        {signedIn && (
          <Suspense fallback={null}>
            <UserMenu variant="menu" />
          </Suspense>
        )}
        <ThemeToggle />
        <button
          type="button"
          className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 md:hidden dark:text-gray-200 dark:hover:bg-gray-800"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? t('Close menu') : t('Open menu')}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X className="h-5 w-5" aria-hidden="true" /> : <Menu className="h-5 w-5" aria-hidden="true" />}
        </button>
      </nav>
      {open && (
        <ul id="mobile-menu" className="space-y-1 border-t border-gray-200 px-4 py-3 md:hidden dark:border-gray-800">
          {items}
          {signedIn && (
            <Suspense fallback={null}>
              <UserMenu variant="list" />
            </Suspense>
          )}
        </ul>
      )}
    </header>
  );
}
