// Writes the precache list into the built service worker (dist/sw.js) with workbox-build's
// injectManifest (docs/decisions/036): the shell, the offline page (and its Hindi, 1 KB), the icons and the code of the
// pages a visitor can read offline (the public pages and the shortlist: the app's entry and what
// it imports, following lazy imports except into other pages). Other pages' chunks (seller,
// admin, messages, sign-in…) are left out: they need the network anyway, and a phone would
// download them for nothing.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { injectManifest } from 'workbox-build';

const dist = process.argv[2] ?? 'dist';
const OFFLINE_PAGES = /^src\/features\/(home|browse|listing|landing|shortlist|not-found)\//;
// The Hindi catalogues are left out too (decision 040): precaching them would make every English
// visitor download them; a Hindi page fetches them anyway, before it hydrates, and keeps the JSON
// files it used for reading offline (decision 043).
const otherPage = (key) => (key.startsWith('src/features/') && !OFFLINE_PAGES.test(key)) || key === 'src/app/admin-header.tsx' || key.startsWith('src/lib/i18n/hi');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const needed = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || needed.has(chunk.file)) return;
  needed.add(chunk.file);
  for (const css of chunk.css ?? []) needed.add(css);
  for (const dep of chunk.imports ?? []) visit(dep);
  for (const dep of chunk.dynamicImports ?? []) if (!otherPage(dep)) visit(dep);
};
visit('index.html');
const skip = readdirSync(join(dist, 'assets'))
  .map((f) => `assets/${f}`)
  .filter((f) => /\.(js|css)$/.test(f) && !needed.has(f));

// The Hindi catalogues' chunks, not precached but named to the worker, which keeps those a Hindi
// page fetched (as it keeps their JSON files): the shortlist, drawn by the browser, reads offline in
// Hindi from them.
const catalogueChunks = Object.entries(manifest)
  .filter(([key]) => key.startsWith('src/lib/i18n/hi'))
  .map(([, chunk]) => `/${chunk.file}`);
const PLACEHOLDER = 'self.__GB_CATALOGUE_CHUNKS';
const source = readFileSync(join(dist, 'sw.js'), 'utf8');
if (!source.includes(PLACEHOLDER) || !catalogueChunks.length) throw new Error(`sw.js: ${PLACEHOLDER} or the catalogue chunks not found`);

// injectManifest reads swSrc and writes swDest: build into a temporary name, then put it in place.
writeFileSync(join(dist, 'sw.src.js'), source.replaceAll(PLACEHOLDER, JSON.stringify(catalogueChunks)));
rmSync(join(dist, 'sw.js'));
const { count, size, warnings } = await injectManifest({
  swSrc: join(dist, 'sw.src.js'),
  swDest: join(dist, 'sw.js'),
  globDirectory: dist,
  globPatterns: ['index.html', 'offline.html', 'offline-hi.html', 'manifest.webmanifest', 'logo.svg', 'icons/*.png', 'assets/*.{js,css,svg,woff2}'],
  globIgnores: ['server/**', '**/*.{br,gz}', 'sw.src.js', ...skip],
  // Hashed file names: the name is the revision.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 1024 * 1024,
});
rmSync(join(dist, 'sw.src.js'));
for (const w of warnings) console.warn(w);
console.log(`service worker: ${count} files precached (${(size / 1024).toFixed(0)} KB uncompressed), ${skip.length} other pages' files left out, ${catalogueChunks.length} catalogue chunks named`);
