// Writes the Hindi catalogues as JSON files of the build (decision 043), from the server build that
// names them (catalogueFiles in src/server/entry-server.tsx): dist/assets/i18n-{name}.{hash}.json.
// Run after the server build and before the worker's precache list and the compression.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(process.argv[2] ?? 'dist');
const entry = await import(pathToFileURL(join(root, 'server', 'entry-server.js')).href);
let count = 0;
for (const { path, json } of entry.catalogueFiles().values()) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), json);
  count++;
}
console.log(`wrote ${count} catalogue files`);
