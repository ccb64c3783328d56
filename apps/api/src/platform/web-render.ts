// Server rendering of the public pages in this process (issue 12, docs/decisions/011): the web
// app's server build (apps/web/dist/server/entry-server.js) renders a page from the API's own JSON
// endpoints, called in-process with app.inject() (same validation, caches and serializers as the
// browser's calls), and this file puts it into the built index.html: head tags, the page's
// module preloads, the markup and the dehydrated query state (a JSON script: no CSP change).
// Rendered pages are kept whole, compressed once per encoding, until a listing change in any API
// process or config.pageCacheSeconds (decision 029): a page is the same for every visitor (the
// render asks the API without a bearer; signed-in parts fill in in the browser), and what a render
// did for its visitor (a view, search appearances) is done again for each visitor a kept page serves.
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueChanges } from './context.ts';
import { clearOnChange, LoadingCache } from './loading-cache.ts';
import type { Metrics } from './metrics.ts';
import { pageDocument } from './page-document.ts';
import { renderFetch } from './render-fetch.ts';
import { recordVisitorEffects, type VisitorEffect } from './visitor-effects.ts';
import { EncodedText } from './encoded-text.ts';

interface RenderedPage {
  status: number;
  head: string;
  html: string;
  state: string;
  module: string;
  lang?: string;
  /** A Hindi page's catalogues as JSON, safe inside a script element (decision 042). */
  messages?: string;
}

interface ServerEntry {
  configure(opts: { fetch: typeof fetch; publicUrl: string }): Promise<void>;
  render(url: string): Promise<RenderedPage>;
  isServerRendered(pathname: string): boolean;
}

/** A rendered page as kept: its markup with its encodings, and its per-visitor effects. */
interface KeptPage {
  status: number;
  /** The markup, and its encodings as first asked for. */
  body: EncodedText;
  etag: string;
  effects: VisitorEffect[];
}

/** Most pages kept, and the bound on their summed size (markup plus the encodings made). */
const PAGE_MAX_ENTRIES = 20_000;
const PAGE_MAX_BYTES = 96 * 1024 * 1024;

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

export interface WebRenderer {
  /** Answers a GET for a page of the web app: server-rendered, or the client shell for signed-in areas. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** The browser's address, so that the API counts a server-rendered listing view as that visitor's. */
const visitor = new AsyncLocalStorage<{ ip: string }>();

/** Files a page module needs beyond what index.html already loads. */
function modulePreloads(manifest: Manifest, module: string, alreadyLoaded: Set<string>): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (!alreadyLoaded.has(chunk.file) && chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(module);
  return files;
}

/** Loads the server build when the web app is served and was built with it; null otherwise. */
export async function createWebRenderer(
  app: FastifyInstance,
  opts: { distDir: string; publicUrl: string; pageCacheSeconds: number; changes: CatalogueChanges; metrics: Metrics },
): Promise<WebRenderer | null> {
  const entryPath = join(opts.distDir, 'server', 'entry-server.js');
  const indexPath = join(opts.distDir, 'index.html');
  if (!existsSync(entryPath) || !existsSync(indexPath)) return null;
  const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
  await entry.configure({ fetch: renderFetch(app, { changes: opts.changes, visitorIp: () => visitor.getStore()?.ip }), publicUrl: opts.publicUrl });
  const manifest = JSON.parse(readFileSync(join(opts.distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const template = readFileSync(indexPath, 'utf8');
  const loaded = new Set([...template.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]!));
  // The page's own title and description replace the shell's. The stylesheet stays a file (decision
  // 043): 70 KB inline made every document two round trips on a slow connection before its photo
  // could start; as a file it is fetched beside the photo, once, and kept by the browser and the
  // offline worker.
  const shell = template.replace(/\s*<title>[\s\S]*?<\/title>/, '').replace(/\s*<meta name="description"[^>]*>/, '');

  // The pages only the browser renders (sign-in, the seller's, account and messages screens) are
  // the shell; under /hi it says lang="hi", so that their Hindi is drawn and read as Hindi from the
  // first paint (the Devanagari font is named by html:lang(hi) only; screen readers pick their voice
  // by it). Compressed once per encoding.
  const hindiShell = new EncodedText(template.replace(/<html lang="[^"]*"/, '<html lang="hi"'), 'page');

  const documentOf = pageDocument(shell);
  const preloadTags = new Map<string, string[]>(); // by page module: the build's graph does not change
  function pageHtml(rendered: RenderedPage) {
    let preloads = preloadTags.get(rendered.module);
    if (!preloads) {
      preloads = modulePreloads(manifest, rendered.module, loaded).map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`);
      preloadTags.set(rendered.module, preloads);
    }
    // First in <head>, before the stylesheet: the largest image's preload starts as soon as the
    // first bytes arrive. A Hindi page brings its catalogues as data, read before it hydrates
    // (decisions 040, 042).
    return documentOf({ lang: rendered.lang ?? 'en-IN', head: [rendered.head, ...preloads], html: rendered.html, state: rendered.state, messages: rendered.messages });
  }

  const kept = new LoadingCache<KeptPage>({
    ttlMs: opts.pageCacheSeconds * 1000,
    max: PAGE_MAX_ENTRIES,
    maxSize: PAGE_MAX_BYTES,
    sizeOf: (p) => p.body.length * 1.4, // room for the encodings made later
  });
  clearOnChange(opts.changes, kept);
  opts.metrics.watchCache('rendered_pages', kept);

  const started = Date.now().toString(36);
  let renders = 0;
  async function renderPage(url: string, ip: string): Promise<KeptPage> {
    const { value: rendered, effects } = await recordVisitorEffects(() => visitor.run({ ip }, () => entry.render(url)));
    const etag = `"${(++renders).toString(36)}-${started}"`; // names this render: no hash of 100 KB
    return { status: rendered.status, body: new EncodedText(pageHtml(rendered), 'page'), etag, effects };
  }

  return {
    async send(request, reply) {
      const url = request.url;
      const pathname = url.split('?')[0] ?? '/';
      reply.header('cache-control', 'no-cache');
      // A visitor who chose Hindi before (the header's switch sets the cookie) starts on the Hindi
      // home page; only the home page, and only with the cookie: crawlers, shared links and every
      // other English address are answered as they are (decision 040).
      if (pathname === '/' && /(?:^|;\s*)lang=hi(?:;|$)/.test(String(request.headers.cookie ?? ''))) {
        return reply.header('vary', 'Cookie').redirect(`/hi${url.slice(1)}`, 302);
      }
      if (!entry.isServerRendered(pathname)) {
        if (!/^\/hi(?:\/|$)/.test(pathname)) return reply.sendFile('index.html');
        return hindiShell.send(request, reply.type('text/html; charset=utf-8'));
      }
      let renderedHere = false;
      const served = await kept.get(url, () => {
        renderedHere = true;
        return renderPage(url, request.ip);
      });
      // A kept page (or one rendered for a visitor at the same moment) counts this visitor too.
      if (!renderedHere) for (const effect of served.effects) effect({ ip: request.ip });
      reply.header('etag', served.etag).header('vary', 'Accept-Encoding');
      if (served.status === 200 && request.headers['if-none-match'] === served.etag) return reply.code(304).send();
      return served.body.send(request, reply.code(served.status).type('text/html; charset=utf-8'));
    },
  };
}
