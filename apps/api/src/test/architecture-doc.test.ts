// docs/architecture.md says what the code is; this keeps the parts of it a test can read true (the
// floors and the module table have their own tests: floors.test.ts, module-boundaries.test.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from './source-graph.ts';

const DOC = join(REPO, 'docs/architecture.md');
const doc = readFileSync(DOC, 'utf8');

describe('docs/architecture.md', () => {
  it('lists the web features as they are', () => {
    const line = doc.split('<!-- features: kept by apps/api/src/test/architecture-doc.test.ts -->')[1]!.split('\n\n')[0]!;
    const listed = [...line.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]);
    const folders = readdirSync(join(REPO, 'apps/web/src/features'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    expect(listed).toEqual(folders.sort());
  });

  it('links only to files of this repository that exist', () => {
    const links = [...doc.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]!);
    expect(links.filter((l) => /^[a-z]+:/i.test(l) || l.startsWith('/') || l.startsWith('..'))).toEqual([]);
    expect(links.filter((l) => !existsSync(join(dirname(DOC), l.split('#')[0]!)))).toEqual([]);
  });

  it('names only files that exist where it gives a path', () => {
    // A path is read from the repository's root, the API's or web app's source, or the API's modules.
    const roots = ['', 'apps/api/src', 'apps/api/src/modules', 'apps/web/src'].map((r) => join(REPO, r));
    const paths = [...doc.matchAll(/`([\w.-]+(?:\/[\w.-]+)+\.(?:ts|tsx|json|md))`/g)].map((m) => m[1]!);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((p) => !roots.some((r) => existsSync(join(r, p))))).toEqual([]);
  });
});
