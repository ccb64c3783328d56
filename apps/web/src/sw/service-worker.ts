/// <reference lib="webworker" />
// The service worker (issue 25 item 5, docs/decisions/036): built by its own Vite build
// (vite.sw.config.ts) into dist/sw.js, its precache list put in by workbox-build's injectManifest
// (scripts/inject-sw-manifest.mjs). The API serves it with `Cache-Control: no-cache`.
//
// What it keeps: the app shell and the public pages' code (precached), the listing pages the
// visitor opened (the last 20) with their public API answers and photos, the offline page (in
// Hindi for the /hi pages).
// Everything is network-first: a kept copy answers only when the network does not, so a price is
// never shown from the cache while online. Never kept: any request with an Authorization header,
// the signed-in API (users, seller, admin, messages, notifications…), any non-GET, any answer
// marked private or no-store.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { isCatalogueFile, isPublicListingApi, isListingPage, keepsAnswer, offlinePage, samePhotoKey, SHELL_PAGE, SHELL_ROUTES, SW_CACHES } from './cache-rules';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
  /** The Hindi catalogues' chunks (/assets/hi-….js), put in by scripts/inject-sw-manifest.mjs. */
  __GB_CATALOGUE_CHUNKS: string[];
};

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

cleanupOutdatedCaches();
// Only exact URLs: '/' must not answer from the precached shell (directoryIndex), nor '/offline'
// from offline.html (cleanURLs); pages come from the network.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });

/** Stores only an OK answer to a GET without Authorization that is not marked private. */
const onlyPublic: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => (keepsAnswer(request, response) ? response : null),
};

// The listing pages the visitor opened: the server-rendered page carries its data, so it reads
// offline on its own; the last 20 are kept.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isListingPage(url),
  new NetworkFirst({ cacheName: SW_CACHES.listingPages, plugins: [onlyPublic, new ExpirationPlugin({ maxEntries: 20 })] }),
);
// Every other page: the network, or (in the catch handler) the offline page.
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

// The Hindi catalogues: the JSON files a server-rendered page used (the page keeps them itself,
// lib/i18n/i18n.ts) and the chunks a page drawn by the browser fetched (the shortlist), so that
// both read offline in Hindi; named by their content, so a kept copy is always right. Not
// precached: an English visitor never needs them (decision 040).
const catalogueChunks = new Set(self.__GB_CATALOGUE_CHUNKS);
registerRoute(
  ({ url }) => url.origin === self.location.origin && (isCatalogueFile(url) || catalogueChunks.has(url.pathname)),
  new CacheFirst({ cacheName: SW_CACHES.catalogues, plugins: [onlyPublic, new ExpirationPlugin({ maxEntries: 60 })] }),
);

// A listing's public answers (the car, similar cars) for a listing opened by a client-side
// navigation; public answers carry no Authorization (auth: 'none' in lib/api).
registerRoute(
  ({ request, url }) => isPublicListingApi(url) && !request.headers.has('authorization'),
  new NetworkFirst({ cacheName: SW_CACHES.listingData, plugins: [onlyPublic, new ExpirationPlugin({ maxEntries: 40 })] }),
);

// Photos shown on a listing page (the gallery loads the first at once, the others when swiped
// to) and on the shortlist's cards: uploaded files never change under their key, so a kept copy
// is always right.
const photos = new CacheFirst({ cacheName: SW_CACHES.listingPhotos, plugins: [onlyPublic, new ExpirationPlugin({ maxEntries: 40 })] });
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin && url.pathname.startsWith('/media/'),
  async (options) => {
    const client = options.event instanceof FetchEvent && options.event.clientId ? await self.clients.get(options.event.clientId) : undefined;
    const page = client ? new URL(client.url) : null;
    // A page still loading may not be known to clients.get() yet (seen on a busy phone): its photos
    // are kept too; they are public and never change, and the cache keeps only the last 40.
    const kept = page ? isListingPage(page) || SHELL_ROUTES.includes(page.pathname) : true;
    if (!kept) return fetch(options.request);
    try {
      return await photos.handle(options);
    } catch (error) {
      // Offline and never downloaded at this width (the screen is not the one it was viewed on).
      return (await anotherWidth(options.request)) ?? Promise.reject(error);
    }
  },
);

/** A kept copy of the same photo at another width, if any. */
async function anotherWidth(request: Request): Promise<Response | undefined> {
  const wanted = samePhotoKey(new URL(request.url));
  if (!wanted) return undefined;
  const cache = await caches.open(SW_CACHES.listingPhotos);
  const key = (await cache.keys()).find((k) => samePhotoKey(new URL(k.url)) === wanted);
  return key ? cache.match(key) : undefined;
}

setCatchHandler(async ({ request, url }) => {
  if (request.mode !== 'navigate') return Response.error();
  // Pages the app draws from this browser's own storage (the shortlist's kept copy): the shell.
  const page = SHELL_ROUTES.some((p) => url.pathname === p) ? await matchPrecache(SHELL_PAGE) : undefined;
  return page ?? (await matchPrecache(offlinePage(url))) ?? Response.error();
});
