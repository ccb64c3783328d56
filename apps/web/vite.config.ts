/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

const here = (path: string) => new URL(path, import.meta.url).pathname;
/** A dealer's page groups like the others (issue 22: with its code in 9 files, LCP 1.49-1.64 s). */
const PUBLIC_PAGES: Record<string, string> = {
  home: here('./src/features/home/home-page.tsx'),
  browse: here('./src/features/browse/browse-page.tsx'),
  listing: here('./src/features/listing/listing-page.tsx'),
  landing: here('./src/features/landing/landing-page.tsx'),
  dealer: here('./src/features/dealers/dealer-page.tsx'),
};
/**
 * Lazily loaded modules a public page loads anyway by the time the network is idle on a phone
 * (issue 23: the budget counts every chunk downloaded by then): the buyer's extras and the visit
 * record on every public page, and the listing's trust parts at the top of its panel (on a
 * 390×844 screen within the deferred parts' 300 px margin). Their code goes with the page's own
 * chunks instead of a dozen small files (each one compresses on its own and names its imports).
 * Parts lower down (trust details, specifications, the footer) keep their own chunks: a phone
 * loads them only when scrolled to.
 */
const LOADED_BY_IDLE: Record<string, string[]> = {
  all: [here('./src/app/buyer-extras.tsx'), here('./src/lib/recently-viewed.ts')],
  listing: ['price-rating', 'verified-checks', 'side-notes'].map((f) => here(`./src/features/listing/trust/${f}.tsx`)),
};
let groups: Map<string, string> | null = null;
const ICON = /[\\/]src[\\/]ui[\\/](icons[\\/]|card\.tsx$)/;
const ALL_PAGES = `pages-${Object.keys(PUBLIC_PAGES).sort().join('-')}`;

/** Static import closure of a module. */
function closure(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

const QUERY_HOOKS =
  /@tanstack[\\/]react-query[\\/].*[\\/](useQuery|useBaseQuery|errorBoundaryUtils|suspense|QueryErrorResetBoundary|IsRestoringProvider)\.js$|@tanstack[\\/]query-core[\\/].*[\\/]queryObserver\.js$/;

/**
 * The public pages' code in as few files as each page needs (every file gzips on its own, and a
 * public page's budget is 90 KB of gzipped JavaScript): one chunk per set of public pages that
 * share modules ("pages-browse-home" for the form fields both use…), and "only-<page>" for what
 * one public page shares with signed-in pages only. What a page alone uses stays in its chunk.
 */
function publicChunk(id: string, graph: ModuleGraph): string | null {
  if (!groups) {
    groups = new Map();
    const pages = new Set(Object.values(PUBLIC_PAGES));
    const users = new Map<string, string[]>();
    for (const [name, entry] of Object.entries(PUBLIC_PAGES)) {
      const loaded = new Set([entry, ...LOADED_BY_IDLE.all!, ...(LOADED_BY_IDLE[name] ?? [])].flatMap((m) => [...closure(graph, m)]));
      for (const m of loaded) users.set(m, [...(users.get(m) ?? []), name]);
    }
    // What the other lazily loaded modules (signed-in pages, dialogs, deferred parts) need.
    const lazy = new Set<string>();
    for (const m of [...closure(graph, here('./src/main.tsx')), ...users.keys()]) for (const d of graph.getModuleInfo(m)?.dynamicallyImportedIds ?? []) if (!pages.has(d)) lazy.add(d);
    const others = new Set([...lazy].flatMap((m) => [...closure(graph, m)]));
    for (const [m, names] of users) {
      if ((m.includes('node_modules') && !QUERY_HOOKS.test(m)) || pages.has(m)) continue;
      // An icon is some 60 bytes, the Card 243: alone in a chunk (the listing's and the dealer's
      // Card was), a request of its own for next to nothing.
      if (ICON.test(m) && (names.length > 1 || others.has(m))) groups.set(m, ALL_PAGES);
      else if (names.length > 1) groups.set(m, `pages-${names.sort().join('-')}`);
      // Shared by one public page with lazily loaded code only: with that page's other such modules.
      else if (others.has(m)) groups.set(m, `only-${names[0]}`);
    }
  }
  return groups.get(id) ?? null;
}

// Two builds: the browser's (dist/, this config) and the server renderer's (`vite build --ssr`,
// dist/server/entry-server.js, self-contained so that the API process imports it as it is).
/**
 * The app's script starts once the page has loaded (its few eager images: the largest one) and
 * painted: a server-rendered page paints from its HTML and inline CSS first, and its script does
 * not compete with the largest image for the first round trips. "Painted" is the browser's first
 * largest-contentful-paint entry where it reports one (Chromium, Firefox), which arrives once the
 * paint is on screen: the frame after `load` is drawn before it is shown, and a script asked for
 * in between raced the paint (two of three Lighthouse runs of a Hindi listing page counted its
 * 76 KB in the largest paint: LCP 2.18 s against 1.41 s). Elsewhere, the frame after `load`.
 * Timers cover a tab that never paints (opened in the background) and an image that never
 * finishes (3 s after parsing).
 * The starter is an inline script; the CSP allows it by hash (apps/api/src/platform/csp.ts).
 */
const startAfterFirstPaint = {
  name: 'start-after-first-paint',
  apply: 'build' as const,
  transformIndexHtml: {
    order: 'post' as const,
    handler: (html: string) =>
      html.replace(
        /<script type="module" crossorigin src="([^"]+)"><\/script>/,
        (_tag, src: string) =>
          `<script>(function(){var done=0;function go(){if(done++)return;var s=document.createElement('script');s.type='module';s.src=${JSON.stringify(src)};document.head.appendChild(s)}function start(){var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf('largest-contentful-paint')>=0)new P(function(l,o){o.disconnect();setTimeout(go)}).observe({type:'largest-contentful-paint',buffered:true});else requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,300)}if(document.readyState==='complete')start();else{addEventListener('load',start);document.addEventListener('DOMContentLoaded',function(){setTimeout(go,3000)})}})()</script>`,
      ),
  },
};

/**
 * The service worker (dist/sw.js, vite.sw.config.ts, docs/decisions/036) is registered by a few
 * lines inline in index.html five seconds after the page has loaded, when the browser is idle: no
 * script file of its own on a public page, nothing before the largest paint, and the worker's
 * precache (about 190 KB) does not compete with the page's own photos and code on a slow phone.
 * Registered at load + idle, it cost Lighthouse's mobile run 300–1,000 ms of blocking time and
 * 5–17 points (docs/performance.md); a visitor who stays five seconds gets it all the same. Production builds only: `vite` (dev)
 * serves no sw.js. The CSP allows the inline script by hash (apps/api/src/platform/csp.ts).
 */
const SW_REGISTER_DELAY_MS = 5000;
const registerServiceWorker = {
  name: 'register-service-worker',
  apply: 'build' as const,
  transformIndexHtml: {
    order: 'post' as const,
    handler: (html: string) =>
      html.replace(
        '</head>',
        `<script>if('serviceWorker' in navigator)addEventListener('load',function(){setTimeout(function(){(window.requestIdleCallback||function(f){setTimeout(f,1000)})(function(){navigator.serviceWorker.register('/sw.js').catch(function(){})},{timeout:10000})},${SW_REGISTER_DELAY_MS})})</script>\n  </head>`,
      ),
  },
};

/**
 * Vite wraps every import() in a helper that preloads the imported chunk's dependencies. This
 * build preloads no scripts (`modulePreload: false`), and the only dependency ever passed is the
 * app's one stylesheet, which index.html already links: the helper's 1.4 KB of code is dead
 * weight in the entry. This one only keeps its `vite:preloadError` event. The build fails should
 * an import() ever name another dependency (a lazily loaded stylesheet would need the full helper).
 */
const plainDynamicImports = {
  name: 'plain-dynamic-imports',
  apply: 'build' as const,
  enforce: 'pre' as const,
  load(id: string) {
    if (id !== '\0vite/preload-helper.js') return null;
    return `export const __vitePreload = (load) =>
  load().catch((error) => {
    const event = new Event('vite:preloadError', { cancelable: true });
    event.payload = error;
    window.dispatchEvent(event);
    if (!event.defaultPrevented) throw error;
  });`;
  },
  writeBundle(_options: unknown, bundle: Record<string, { type: string; code?: string; fileName: string; isEntry?: boolean; viteMetadata?: { importedCss: Set<string> } }>) {
    const linked = new Set(Object.values(bundle).flatMap((c) => (c.isEntry ? [...(c.viteMetadata?.importedCss ?? [])] : [])));
    for (const chunk of Object.values(bundle)) {
      const deps = /__vite__mapDeps=.*?m\.f=(\[[^\]]*\])/.exec(chunk.code ?? '')?.[1];
      const others = deps ? (JSON.parse(deps) as string[]).filter((d) => !linked.has(d)) : [];
      if (others.length) throw new Error(`${chunk.fileName}: an import() with preload dependencies ${others.join(', ')}`);
    }
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), startAfterFirstPaint, registerServiceWorker, plainDynamicImports],
  ssr: { noExternal: true },
  // The server renderer bundles React: its production build, whatever NODE_ENV the API process
  // runs with (`npm start` sets none; React's development build renders several times slower).
  ...(isSsrBuild && { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  build: isSsrBuild
    ? { target: 'node20', outDir: 'dist/server', emptyOutDir: true, copyPublicDir: false, sourcemap: false, rolldownOptions: { output: { codeSplitting: false } } }
    : {
    target: 'es2022',
    sourcemap: false,
    // No preload map of every lazy chunk in the entry (2 KB of gzipped file names on every page):
    // the server preloads a server-rendered page's chunks itself, and links preload a page's chunk
    // when pointed at.
    modulePreload: false,
    // The icon sprite is referenced by <use href="…#id">, which a data: URL cannot serve.
    assetsInlineLimit: (file: string) => (file.endsWith('icons.svg') ? false : undefined),
    reportCompressedSize: false,
    // dist/.vite/manifest.json: the e2e bundle check computes the home page's JS from it.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: publicChunk, debugName: 'public-pages', includeDependenciesRecursively: false, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // A whole screen rendered in jsdom (the sell wizard in Hindi, a dashboard) takes 1-2 s on a quiet
    // machine and went past the default 5 s at load average 10.
    testTimeout: 15_000,
  },
}));
