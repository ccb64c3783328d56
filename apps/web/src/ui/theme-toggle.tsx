import Moon from '@/ui/icons/moon';
import Sun from '@/ui/icons/sun';
import { useTheme } from '@/lib/theme';
import { cn } from '@/lib/cn';
import { t } from '@/lib/i18n/i18n';

/** Light/dark switch (sets the manual preference). */
export function ThemeToggle({ className }: { className?: string }) {
  const { mode, theme } = useTheme();
  const dark = mode === 'dark';
  return (
    <button
      type="button"
      role="switch"
      aria-checked={dark}
      aria-label={t('Dark mode')}
      onClick={() => theme.toggle()}
      className={cn(
        'relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border border-gray-300 transition-colors',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-500 dark:border-gray-600',
        // The look follows the <html> class (set before first paint), so a server-rendered page shows
        // the stored theme before hydration; aria-checked follows the state.
        'bg-gray-100 dark:bg-gray-700',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'inline-flex h-6 w-6 items-center justify-center rounded-full bg-white shadow transition-transform dark:bg-gray-900',
          'translate-x-1 dark:translate-x-7',
        )}
      >
        <Moon className="hidden h-4 w-4 text-blue-300 dark:block" />
        <Sun className="h-4 w-4 text-amber-500 dark:hidden" />
      </span>
    </button>
  );
}
