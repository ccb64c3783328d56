import { currentLocale } from '@/lib/i18n/i18n';
import { LANGUAGE_COOKIE, switchHref } from '@/lib/i18n/locale';
import { useLocation } from '@/lib/router';
import { useBase } from '@/lib/router';

/**
 * The header's link to the same place in the other language (decision 040): path, filters and
 * page kept. A plain link: the other language's page is loaded whole (server-rendered, with its
 * own catalogue), and the choice is remembered in a cookie for the next visit to the home page.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const to = currentLocale() === 'hi' ? 'en' : 'hi';
  const href = switchHref({ pathname: useBase() + (pathname === '/' ? '' : pathname), search, hash }, to);
  const remember = () => {
    document.cookie = `${LANGUAGE_COOKIE}=${to}; path=/; max-age=31536000; samesite=lax`;
  };
  return (
    <a href={href} hrefLang={to} lang={to} onClick={remember} className={className}>
      {to === 'hi' ? 'हिन्दी' : 'English'}
    </a>
  );
}
