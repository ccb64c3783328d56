// Server rendering of the public pages in this process (issue 12, docs/decisions/011): the web
// app's server build (apps/web/dist/server/entry-server.js) renders a page from the API's own JSON
// endpoints, called in-process with app.inject() (same validation, caches and serializers as the
// browser's calls), and this file puts it into the built index.html: head tags, the page's
// module preloads, the markup and the dehydrated query state (a JSON script: no CSP change).
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

interface RenderedPage {
  status: number;
  head: string;
  html: string;
  state: string;
  module: string;
}

interface ServerEntry {
  configure(opts: { fetch: typeof fetch; publicUrl: string }): Promise<void>;
  render(url: string): Promise<RenderedPage>;
  isServerRendered(pathname: string): boolean;
}

type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

export interface WebRenderer {
  /** Answers a GET for a page of the web app: server-rendered, or the client shell for signed-in areas. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** The browser's address, so that the API counts a server-rendered listing view as that visitor's. */
const visitor = new AsyncLocalStorage<{ ip: string }>();

function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: { accept: 'application/json' },
      remoteAddress: visitor.getStore()?.ip,
    });
    return new Response(res.rawPayload, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
  };
}

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

function compress(request: FastifyRequest, reply: FastifyReply, html: string): Buffer {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'Accept-Encoding');
  if (/\bbr\b/.test(accepts)) {
    reply.header('content-encoding', 'br');
    return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accepts)) {
    reply.header('content-encoding', 'gzip');
    return gzipSync(html, { level: 6 });
  }
  return Buffer.from(html);
}

/** Loads the server build when the web app is served and was built with it; null otherwise. */
export async function createWebRenderer(app: FastifyInstance, opts: { distDir: string; publicUrl: string }): Promise<WebRenderer | null> {
  const entryPath = join(opts.distDir, 'server', 'entry-server.js');
  const indexPath = join(opts.distDir, 'index.html');
  if (!existsSync(entryPath) || !existsSync(indexPath)) return null;
  const entry = (await import(pathToFileURL(entryPath).href)) as ServerEntry;
  await entry.configure({ fetch: inProcessFetch(app), publicUrl: opts.publicUrl });
  const manifest = JSON.parse(readFileSync(join(opts.distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const template = readFileSync(indexPath, 'utf8');
  const loaded = new Set([...template.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]!));
  // The page's own title and description replace the shell's; the stylesheet is inlined (9 KB
  // compressed): a server-rendered page paints without waiting for a second request.
  const shell = template
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, file: string) => {
      const css = join(opts.distDir, file);
      return existsSync(css) ? `<style>${readFileSync(css, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>` : tag;
    });

  function page(rendered: RenderedPage) {
    const preloads = modulePreloads(manifest, rendered.module, loaded).map((f) => `<link rel="modulepreload" crossorigin href="/${f}" />`);
    // First in <head>, before the inline stylesheet: the largest image's preload starts as soon
    // as the first bytes arrive.
    return shell
      .replace(/(<meta name="viewport"[^>]*>)/, `$1\n    ${[rendered.head, ...preloads].join('\n    ')}`)
      .replace(
        '<div id="root"></div>',
        `<div id="root">${rendered.html}</div>\n    <script id="query-state" type="application/json">${rendered.state}</script>`,
      );
  }

  return {
    async send(request, reply) {
      const url = request.url;
      const pathname = url.split('?')[0] ?? '/';
      reply.header('cache-control', 'no-cache');
      if (!entry.isServerRendered(pathname)) return reply.sendFile('index.html');
      const rendered = await visitor.run({ ip: request.ip }, () => entry.render(url));
      const body = compress(request, reply, page(rendered));
      return reply.code(rendered.status).type('text/html; charset=utf-8').send(body);
    },
  };
}
