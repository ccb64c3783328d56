// The Content-Security-Policy allows no inline script but the ones the built page really carries,
// by their SHA-256 (today the theme script that must run before first paint).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** 'sha256-…' sources for every inline <script> (no src) in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1]!)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(m[2]!, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** Hashes of the built web app's index.html, when it is served. */
export function webInlineScriptHashes(distDir: string): string[] {
  const index = join(distDir, 'index.html');
  return existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}
