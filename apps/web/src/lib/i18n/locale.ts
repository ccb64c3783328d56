// Which language a page is in, read off its address (issue 25, decision 040): English at today's
// addresses, Hindi under /hi. Pure rules, no React: the server renderer, the router and the
// language switch use the same functions.
export type Locale = 'en' | 'hi';
export const LOCALES: readonly Locale[] = ['en', 'hi'];
/** Where a language's pages live: '' for English (the default), '/hi' for Hindi. */
export const localeBase = (locale: Locale) => (locale === 'hi' ? '/hi' : '');

const HINDI = /^\/hi(?=\/|$)/i;

/** The language of a path: /hi and /hi/… are Hindi, every other path English. */
export const localeOf = (pathname: string): Locale => (HINDI.test(pathname) ? 'hi' : 'en');

/** The path without its language prefix ("/hi/buy" → "/buy", "/hi" → "/"). */
export const stripLocale = (pathname: string) => pathname.replace(HINDI, '') || '/';

/** A site path ("/buy?city=Pune") in a language. */
export function localizedPath(path: string, locale: Locale): string {
  const bare = path.startsWith('/') ? path : `/${path}`;
  if (locale === 'en') return bare;
  // "/hi" for the home page, "/hi?x" for its queries, "/hi/buy…" for the rest.
  return bare === '/' || bare.startsWith('/?') || bare.startsWith('/#') ? `/hi${bare.slice(1)}` : `/hi${bare}`;
}

/** The same place (path, query and hash) in the other language: the language switch's target. */
export function switchHref(loc: { pathname: string; search: string; hash?: string }, to: Locale): string {
  return localizedPath(stripLocale(loc.pathname) + loc.search + (loc.hash ?? ''), to);
}

/** hreflang alternates of a page given its English path: both languages and x-default (English). */
export function alternates(path: string): Array<{ hreflang: 'en' | 'hi' | 'x-default'; path: string }> {
  const en = localizedPath(path, 'en');
  return [
    { hreflang: 'en', path: en },
    { hreflang: 'hi', path: localizedPath(path, 'hi') },
    { hreflang: 'x-default', path: en },
  ];
}

/** BCP 47 tag for Intl (lakh grouping, dates and "2 दिन पहले"). */
export const intlLocale = (locale: Locale) => (locale === 'hi' ? 'hi-IN' : 'en-IN');

/** The cookie that remembers a visitor's choice of language for the next visit. */
export const LANGUAGE_COOKIE = 'lang';
