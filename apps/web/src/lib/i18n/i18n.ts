// The app's translations (decision 040). Messages are identified by their English text, in the
// ICU placeholder form Lingui and FormatJS use ("{count} cars"), so English pages need no
// catalogue at all (the source is the English catalogue, and the spec's texts stay word for word
// in the components); a Hindi page loads the Hindi catalogue (hi.ts, and its page's own, such as
// hi-buy.ts) before it renders. A language change is a page load (the switch is a plain link to the
// other address), so nothing re-renders on a change of language. Lingui's core did the same for
// 2.0 KB of brotli on every page, which the 90 KB budget could not hold (decision 040).
import type { Locale } from '@/lib/i18n/locale';
import { SW_CACHES } from '@/sw/cache-rules';

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
 * pages). The language is set at once, so that the page's code, loaded alongside (app/router.tsx),
 * brings its own catalogue too (home, /buy, a listing: withMessages below), on the first page and
 * on every page the visitor goes to within the app. A server-rendered Hindi page names its
 * catalogues in its markup instead (`#page-messages`, decisions 042 and 043): JSON files of the
 * build, already on their way (the page preloads them), and the few other messages its render used.
 * Should a file not come (offline, never fetched), the catalogues come as chunks as on any other page.
 */
/** The catalogues the page's files brought, once fetched (none if they could not be had); `known` meanwhile null. */
let given: Promise<string[]> = Promise.resolve([]);
let known: string[] | null = [];
export async function loadLocale(locale: Locale) {
  if (locale === 'en') return;
  page = { locale, messages: {} };
  // The shell (index.html, what the offline worker answers for the shortlist) says English.
  document.documentElement.lang = locale;
  const inPage = document.getElementById('page-messages');
  if (!inPage) return void Object.assign(page.messages, (await import('@/lib/i18n/hi')).messages);
  const named = JSON.parse(inPage.textContent!) as { catalogues: string[]; files?: string[]; messages: Catalogue };
  // Set at once: the page's code, loading alongside, waits for this answer before it fetches its
  // own catalogue as a chunk or not (withMessages).
  const files = Promise.all((named.files ?? []).map((file) => fetch(file).then((r) => (r.ok ? (r.json() as Promise<Catalogue>) : Promise.reject(new Error(file))))));
  known = null;
  given = files.then(
    () => (known = named.catalogues),
    () => (known = []),
  );
  try {
    Object.assign(page.messages, ...(await files), named.messages);
    // Kept where the offline worker finds them (decision 043), from the browser's own cache.
    if (named.files?.length) void globalThis.caches?.open(SW_CACHES.catalogues).then((c) => c.addAll(named.files!), () => {});
  } catch {
    Object.assign(page.messages, (await import('@/lib/i18n/hi')).messages, named.messages);
  }
}

/**
 * A lazily loaded page or part (a page's own catalogue, the browse filter panel, the save-search
 * form, the listing's dialogs and specifications, the footer) with its own Hindi: on a Hindi page
 * its catalogue chunk comes with its code, unless the page brought that catalogue (`name`, the
 * catalogue's file name); English pages fetch only the code.
 */
export const withMessages = <T>(part: Promise<T>, hindi: () => Promise<{ messages: Catalogue }>, name?: string): Promise<T> =>
  page.locale === 'en' ? part : known ? withCatalogue(part, hindi, known.includes(name!)) : given.then((brought) => withCatalogue(part, hindi, brought.includes(name!)));
const withCatalogue = <T>(part: Promise<T>, hindi: () => Promise<{ messages: Catalogue }>, brought: boolean): Promise<T> =>
  brought ? part : Promise.all([part, hindi()]).then(([p, h]) => (Object.assign(page.messages, h.messages), p));
