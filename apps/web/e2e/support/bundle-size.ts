// Gzipped size of the JavaScript a route loads, from Vite's build manifest: the entry's static
// import closure plus the route module's static import closure (dynamic imports excluded; they
// load later, on demand).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBundle {
  /** Manifest keys (module sources or chunk ids) in the closure. */
  keys: string[];
  files: string[];
  gzipBytes: number;
  /** Brotli at quality 11: what the server sends (the build is precompressed, scripts/precompress.mjs). */
  brotliBytes: number;
  rawBytes: number;
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** JS files (and their gzip level-9 size) loaded by the entry plus the given route modules. */
export function routeBundle(distDir: string, routeSources: string[]): RouteBundle {
  const manifest = readManifest(distDir);
  const entry = Object.entries(manifest).find(([, c]) => c.isEntry);
  if (!entry) throw new Error('No entry chunk in the manifest');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Manifest has no chunk ${key}`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(entry[0]);
  for (const src of routeSources) visit(src);
  const files = [...seen].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
  let gzipBytes = 0;
  let brotliBytes = 0;
  let rawBytes = 0;
  for (const f of files) {
    const body = readFileSync(join(distDir, f));
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 9 }).length;
    brotliBytes += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { keys: [...seen], files, gzipBytes, brotliBytes, rawBytes };
}
