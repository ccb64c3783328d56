// The app's translations (decision 040). Messages are identified by their English text, in the
// ICU placeholder form Lingui and FormatJS use ("{count} cars"), so English pages need no
// catalogue at all (the source is the English catalogue, and the spec's texts stay word for word
// in the components); a Hindi page loads the Hindi catalogue (hi.ts, and hi-home.ts on the home
// page) before it renders. A language change is a page load (the switch is a plain link to the
// other address), so nothing re-renders on a change of language. Lingui's core did the same for
// 2.0 KB of brotli on every page, which the 90 KB budget could not hold (decision 040).
import type { Locale } from '@/lib/i18n/locale';

export type Catalogue = Record<string, string>;
interface Language {
  locale: Locale;
  messages: Catalogue;
}

let page: Language = { locale: 'en', messages: {} };
let current = () => page;
/**
 * The server renders pages in both languages side by side: it hands a getter that reads the
 * render's own language (AsyncLocalStorage), so one render's language never leaks into another.
 */
export const setLanguageSource = (source: () => Language) => {
  current = source;
};

/** "{count} कारें" with { count: 3 } → "3 कारें"; a value not given leaves its placeholder. */
export const interpolate = (text: string, values?: Record<string, string | number>) =>
  values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text;

/** A message in the page's language: `t('Buy Car')`, `t('{count} cars', { count })`. */
export const t = (id: string, values?: Record<string, string | number>) => interpolate(current().messages[id] ?? id, values);

/** Marks a text kept in a constant for translation where it is shown (`t(label)`): the catalogue test reads it. */
export const msg = (id: string) => id;

/** The language of the page being rendered (the server renders both; the browser one per load). */
export const currentLocale = () => current().locale;

/**
 * The browser: a Hindi page loads the Hindi catalogue (its own chunk, never fetched by English
 * pages) and the home page's too on the home page, then makes Hindi current.
 */
export async function loadLocale(locale: Locale, home: boolean) {
  if (locale === 'en') return;
  const parts = await Promise.all([import('@/lib/i18n/hi'), home ? import('@/lib/i18n/hi-home') : { messages: {} }]);
  page = { locale, messages: Object.assign({}, ...parts.map((p) => p.messages)) as Catalogue };
}
