import { t } from '@/lib/i18n/i18n';

/** The router's error screen for routing failures (a route's code could not be loaded). */
export function RouteErrorScreen({ error }: { error: Error }) {
  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-2xl font-bold text-gray-900 dark:text-gray-100">{t('Unexpected Application Error!')}</h1>
      <p className="mt-3 font-mono text-sm italic text-gray-700 dark:text-gray-300">{error.message}</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 rounded-lg bg-blue-600 px-4 py-2 text-sm font-medium text-white hover:bg-blue-700"
      >
        {t('Reload Page')}
      </button>
    </div>
  );
}
