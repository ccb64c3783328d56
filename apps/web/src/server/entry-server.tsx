// Server rendering of the public pages (issue 12, docs/decisions/011), built by `vite build --ssr`
// and imported by the API process at start (apps/api/src/platform/web-render.ts). Data comes from
// the API's own JSON endpoints in-process (the transport the API hands over), is rendered to
// complete HTML and handed to the browser's TanStack Query as dehydrated state.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { App } from '@/app/app';
import { preloadAllPages } from '@/app/router';
import { brandContactQuery } from '@/lib/api/brand-contact';
import { footerCitiesQuery } from '@/lib/api/footer-cities';
import { setTransport } from '@/lib/api/client';
import { setLanguageSource } from '@/lib/i18n/i18n';
import { messages as hindi } from '@/lib/i18n/hi';
import { messages as hindiBuy } from '@/lib/i18n/hi-buy';
import { messages as hindiFairPrice } from '@/lib/i18n/hi-fair-price';
import { messages as hindiPlaces } from '@/lib/i18n/hi-places';
import { messages as hindiValuation } from '@/lib/i18n/hi-valuation';
import { messages as hindiFilters } from '@/lib/i18n/hi-filters';
import { messages as hindiFeatures } from '@/lib/i18n/hi-features';
import { messages as hindiFooter } from '@/lib/i18n/hi-footer';
import { messages as hindiHome } from '@/lib/i18n/hi-home';
import { messages as hindiListing } from '@/lib/i18n/hi-listing';
import { messages as hindiListingMore } from '@/lib/i18n/hi-listing-more';
import { localeOf, stripLocale, type Locale } from '@/lib/i18n/locale';
import { preloadDeferred } from '@/lib/deferred';
import { IMAGE_SIZES } from '@/lib/image-sources';
import { createQueryClient } from '@/lib/query-client';
import { DocumentMetaCollector, type DocumentMeta } from '@/lib/use-document-meta';
import { completeHtml } from '@/server/complete-html';
import { dehydrateForClient, isServerRendered, loadPage } from '@/server/page-data';
import { headTags, scriptJson } from '@/server/seo';

export { isServerRendered };

export interface RenderedPage {
  status: number;
  /** Tags for <head>: title, description, canonical, robots, Open Graph, Twitter, JSON-LD, LCP preload. */
  head: string;
  /** The app's markup, for <div id="root">. */
  html: string;
  /** Dehydrated query state, safe inside <script type="application/json">. */
  state: string;
  /** Source path of the page's module (a key of Vite's manifest). */
  module: string;
  /** The page's language, for <html lang> (decision 040). */
  lang: 'en-IN' | 'hi';
  /**
   * A Hindi page's catalogues, safe inside <script type="application/json" id="page-messages">
   * (decisions 042, 043): the names and files of the shell's, the page's own and those of the
   * parts it loads at once, and any other message the render used.
   */
  messages?: string;
}

// Each render reads its own language through AsyncLocalStorage, so renders of English and Hindi
// pages side by side never see each other's language.
const catalogues: Record<string, Record<string, string>> = {
  hi: hindi,
  'hi-footer': hindiFooter,
  'hi-home': hindiHome,
  'hi-buy': hindiBuy,
  'hi-filters': hindiFilters,
  'hi-listing': hindiListing,
  'hi-listing-more': hindiListingMore,
  'hi-features': hindiFeatures,
  'hi-fair-price': hindiFairPrice,
  'hi-places': hindiPlaces,
  'hi-valuation': hindiValuation,
};
const languages = {
  en: { locale: 'en', messages: {} },
  hi: { locale: 'hi', messages: Object.assign({}, ...Object.values(catalogues)) as Record<string, string> },
} as const satisfies Record<Locale, { locale: Locale; messages: Record<string, string> }>;
const rendering = new AsyncLocalStorage<(typeof languages)[Locale]>();
setLanguageSource(() => rendering.getStore() ?? languages.en);

/**
 * The catalogues a Hindi page names (decision 042), by the page's module: the shell's and the
 * footer's on every page, the page's own, and the listing's specifications, their feature names and
 * its dialogs (loaded as they come near the viewport). A part loaded on a tap (/buy's filter panel)
 * or another page fetches its own catalogue as before.
 */
const PAGE_CATALOGUES: Record<string, string[]> = {
  'src/features/home/home-page.tsx': ['hi-home'],
  'src/features/browse/browse-page.tsx': ['hi-buy'],
  'src/features/listing/listing-page.tsx': ['hi-listing', 'hi-listing-more', 'hi-features'],
  'src/features/fair-price/fair-price-page.tsx': ['hi-fair-price'],
  'src/features/landing/landing-page.tsx': ['hi-places'],
  'src/features/dealers/dealer-page.tsx': ['hi-places'],
  'src/features/valuation/valuation-page.tsx': ['hi-valuation'],
};

/**
 * Each catalogue as a JSON file of the build (`scripts/write-catalogues.mjs` writes them to
 * dist/assets; decision 043): named by a hash of its content, so kept by browsers for a year and
 * precached by the offline worker, and fetched beside the page's scripts, not inside every document.
 */
let files: Map<string, { path: string; json: string }> | undefined;
export function catalogueFiles() {
  files ??= new Map(
    Object.entries(catalogues).map(([name, messages]) => {
      const json = JSON.stringify(messages);
      const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
      return [name, { path: `assets/i18n-${name}.${hash}.json`, json }];
    }),
  );
  return files;
}

const pageCatalogues = new Map<string, { names: string[]; files: string[]; messages: Record<string, string> }>();
/**
 * The page's catalogues by name and file, and any other message the render used (a text a page
 * shares with another page, such as the landing and dealer pages' "{total} cars available" from
 * /buy's catalogue) in the page itself: the browser hydrates with every text the server wrote, so
 * the two never differ.
 */
function messagesFor(module: string, used: Set<string>) {
  let base = pageCatalogues.get(module);
  if (!base) {
    const names = ['hi', 'hi-footer', ...(PAGE_CATALOGUES[module] ?? [])];
    base = {
      names,
      files: names.map((n) => `/${catalogueFiles().get(n)!.path}`),
      messages: Object.assign({}, ...names.map((n) => catalogues[n])) as Record<string, string>,
    };
    pageCatalogues.set(module, base);
  }
  const hindi = languages.hi.messages;
  const extra = [...used].filter((id) => !(id in base.messages));
  return {
    files: base.files,
    json: scriptJson({ catalogues: base.names, files: base.files, messages: Object.fromEntries(extra.map((id) => [id, hindi[id]])) }),
  };
}

let origin = '';

/** Once at start: how to reach the API, the public origin, and every page's code loaded. */
export async function configure(opts: { fetch: typeof fetch; publicUrl: string }) {
  setTransport(opts.fetch);
  origin = opts.publicUrl.replace(/\/$/, '');
  await preloadAllPages();
  await preloadDeferred(); // parts that page modules declared as they loaded
}

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export function render(url: string): Promise<RenderedPage> {
  const locale = localeOf(new URL(url, 'http://localhost').pathname);
  if (locale === 'en') return rendering.run(languages.en, () => renderIn(url, locale, null));
  // A Hindi render notes every message it looks up (messagesFor).
  const used = new Set<string>();
  const all = languages.hi.messages;
  const messages = new Proxy(all, { get: (target, id: string) => (id in target && used.add(id), target[id]) });
  return rendering.run({ locale: 'hi', messages }, () => renderIn(url, locale, used));
}

async function renderIn(url: string, locale: Locale, used: Set<string> | null): Promise<RenderedPage> {
  const { pathname: address, search } = new URL(url, 'http://localhost');
  const pathname = stripLocale(address);
  const qc = createQueryClient();
  // One attempt: a failure is the page's answer (its error screen, its status), not worth a delay.
  qc.setDefaultOptions({ queries: { ...qc.getDefaultOptions().queries, retry: false } });
  // The footer (every page) and the listing's Call Now show the configured company contact; the
  // footer links only city pages with cars (issue 25).
  const [page] = await Promise.all([loadPage(qc, pathname, search, IMAGE_SIZES), qc.prefetchQuery(brandContactQuery), qc.prefetchQuery(footerCitiesQuery)]);
  let meta: DocumentMeta = { title: '' };
  const html = await completeHtml(
    <DocumentMetaCollector.Provider value={(m) => (meta = m)}>
      <App location={address + search} queryClient={qc} />
    </DocumentMetaCollector.Provider>,
  );
  const img = page.lcpImage;
  const preload = !img
    ? ''
    : img.webp
      ? `<link rel="preload" as="image" type="image/webp" imagesrcset="${attr(img.webp)}" imagesizes="${attr(img.sizes)}" fetchpriority="high" />`
      : `<link rel="preload" as="image" href="${attr(img.src)}" fetchpriority="high" />`;
  const state = scriptJson(dehydrateForClient(qc));
  qc.clear();
  // A Hindi page's catalogue files start with the document, at low priority: the photo and the
  // scripts come first, and the page needs them only to hydrate (decision 043).
  const hindi = used && messagesFor(page.module, used);
  const catalogueLinks = hindi ? hindi.files.map((f) => `<link rel="preload" as="fetch" crossorigin href="${f}" fetchpriority="low" />`) : [];
  // The largest image's preload first: nothing in <head> should delay its request.
  return {
    status: page.status,
    head: [preload, headTags(origin, meta, page.seo), ...catalogueLinks].filter(Boolean).join('\n    '),
    html,
    state,
    module: page.module,
    lang: locale === 'hi' ? 'hi' : 'en-IN',
    messages: hindi ? hindi.json : undefined,
  };
}
