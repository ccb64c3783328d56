// The bar above /admin pages: the brand and the theme toggle only. Admin screens carry no seller
// navigation and no notifications bell (issue 14): the bell's call is a user endpoint that answers
// 403 to an admin, so it must not be made there at all.
import { Link } from '@/lib/router';
import { BRAND } from '@gaadi/domain/brand';
import { ThemeToggle } from '@/ui/theme-toggle';

export function AdminHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur dark:border-gray-800 dark:bg-gray-950/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        <Link
          to="/admin/dashboard"
          className="mr-auto flex items-center gap-2 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500"
        >
          <img src={BRAND.logoPath} alt="" width={32} height={32} className="h-8 w-8" />
          <span className="text-lg font-bold text-gray-900 dark:text-white">{BRAND.name}</span>
          <span className="rounded bg-gray-900 px-2 py-0.5 text-xs font-semibold text-white dark:bg-gray-100 dark:text-gray-900">Admin</span>
        </Link>
        <ThemeToggle />
      </div>
    </header>
  );
}
