import Home from '@/ui/icons/house';
import { t } from '@/lib/i18n/i18n';
import { Link } from '@/lib/router';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { buttonClasses } from '@/ui/button';

/** The Page Not Found screen (public-side 2): any unknown path, and a landing page that names nothing. */
export function NotFoundScreen() {
  useDocumentMeta(t('Page Not Found'), t('The page you are looking for does not exist.'));
  return (
    <div className="flex min-h-[60vh] items-center justify-center px-4 py-16 text-center">
      <div>
        <p className="text-6xl font-extrabold text-blue-600">404</p>
        <h1 className="mt-4 text-3xl font-bold">{t('Page Not Found')}</h1>
        <p className="mt-2 text-gray-600 dark:text-gray-400">{t('Sorry, the page you are looking for does not exist or has moved.')}</p>
        <Link to="/" className={buttonClasses('primary', 'lg', 'mt-6')}>
          <Home className="h-5 w-5" aria-hidden="true" />
          {t('Go Home')}
        </Link>
      </div>
    </div>
  );
}
