import AlertTriangle from '@/ui/icons/triangle-exclamation-point';
import { BRAND } from '@gaadi/domain/brand';
import { Button } from '@/ui/button';
import { t } from '@/lib/i18n/i18n';

/** The error fallback screen of public-side section 2. */
export function ErrorFallback({ onReset }: { onReset: () => void }) {
  // The address sits inside its sentence, wherever the language puts it.
  const [beforeEmail, afterEmail] = t('Still stuck? Write to {email}').split('{email}');
  return (
    <div role="alert" className="flex min-h-[60vh] items-center justify-center px-4 py-16">
      <div className="max-w-md text-center">
        <AlertTriangle className="mx-auto h-12 w-12 text-red-600" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-gray-900 dark:text-gray-100">{t('Oops! Something went wrong')}</h1>
        <p className="mt-2 text-gray-700 dark:text-gray-300">
          {t("We're sorry for the inconvenience. Our team has been notified and is working on a fix.")}
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-2">
          <Button onClick={onReset}>{t('Try Again')}</Button>
          <Button variant="outline" onClick={() => window.location.reload()}>
            {t('Reload Page')}
          </Button>
          <Button variant="outline" onClick={() => window.location.assign('/')}>
            {t('Go to Homepage')}
          </Button>
        </div>
        <p className="mt-6 text-sm text-gray-600 dark:text-gray-400">
          {beforeEmail}
          <a className="font-medium text-blue-700 underline dark:text-blue-300" href={`mailto:${BRAND.supportEmail}`}>
            {BRAND.supportEmail}
          </a>
          {afterEmail}
        </p>
      </div>
    </div>
  );
}
