// What the service worker may keep (docs/decisions/036), apart from the worker so that unit tests
// and the page (the offline note reads the kept copy's date) share the same names and rules.

export const SW_CACHES = {
  listingPages: 'gb-listing-pages',
  listingData: 'gb-listing-data',
  listingPhotos: 'gb-listing-photos',
  /** The Hindi catalogues a Hindi page used: the JSON files (decision 043), put there by the page itself, and the chunks, kept by the worker. */
  catalogues: 'gb-catalogues',
} as const;

/** A Hindi catalogue file of the build: assets/i18n-{name}.{hash}.json (decision 043). */
export const isCatalogueFile = (url: URL) => /^\/assets\/i18n-[\w-]+\.[0-9a-f]+\.json$/.test(url.pathname);

/** Precached: the page shown for a page that is not kept when the network is gone. */
export const OFFLINE_PAGE = '/offline.html';
/** The same in Hindi (lang="hi"), for the Hindi pages under /hi (issue 25, decision 040). */
export const OFFLINE_PAGE_HI = '/offline-hi.html';

/** The offline page in the language of the page asked for. */
export const offlinePage = (url: URL) => (/^\/hi(\/|$)/.test(url.pathname) ? OFFLINE_PAGE_HI : OFFLINE_PAGE);
/** Precached: the client shell (the built index.html), for SHELL_ROUTES offline. */
export const SHELL_PAGE = '/index.html';
/** Pages that read offline from this browser's own storage, drawn by the shell, in both languages. */
export const SHELL_ROUTES = ['/shortlist', '/hi/shortlist'];

/** A public listing page, /listing/{id} or /hi/listing/{id} (a Hindi page carries its Hindi: decision 042). */
export const isListingPage = (url: URL) => /^(\/hi)?\/listing\/[^/]+\/?$/.test(url.pathname);

/** The public listing API: GET /api/v1/cars/{id}/ and /api/v1/cars/{id}/similar/. */
export const isPublicListingApi = (url: URL) => /^\/api\/v1\/cars\/[^/]+\/(similar\/)?$/.test(url.pathname);

/** Signed-in areas of the API, never kept whatever the request looks like. */
const SIGNED_IN_API = /^\/api\/v1\/(users|seller|sellers|admin|messages|conversations|notifications|inquiries|auth|uploads|saved-searches|favorites)(\/|$)/;

/** Whether an answer may be kept: a 200 to a GET without Authorization, not signed-in, not private. */
export function keepsAnswer(request: Request, response: Response): boolean {
  if (request.method !== 'GET' || request.headers.has('authorization')) return false;
  if (SIGNED_IN_API.test(new URL(request.url).pathname)) return false;
  if (response.status !== 200) return false;
  return !/\b(private|no-store)\b/i.test(response.headers.get('cache-control') ?? '');
}

/**
 * The same photo at another width (renditions are stored as `{photo}-w{width}.{webp|jpg}`, see
 * apps/api/src/modules/media/renditions.ts): a page shown offline at another screen width asks
 * for a width that was never downloaded, and any kept width of that photo, in the same format, is
 * better than a broken image. Null for a URL that is no rendition.
 */
export function samePhotoKey(url: URL): string | null {
  const m = /^(.*)-w\d+\.(webp|jpg)$/.exec(url.pathname);
  return m ? `${m[1]}.${m[2]}` : null;
}
