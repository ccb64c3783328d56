// ESLint's import-x/no-cycle skips `import type`; this check does not, over every workspace.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cycles, importGraph, REPO, sourceFiles } from './source-graph.ts';

describe('import graph', () => {
  it('has no cycles, type-only imports included, in the API, the domain package and the web app', () => {
    const files = ['apps/api/src', 'packages/domain/src', 'apps/web/src', 'bench'].flatMap((d) => sourceFiles(join(REPO, d)));
    expect(files.length).toBeGreaterThan(200);
    expect(cycles(importGraph(files))).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const a = join(REPO, 'a.ts');
    const b = join(REPO, 'b.ts');
    expect(cycles(new Map([[a, [b]], [b, [a]]]))).toEqual([['a.ts', 'b.ts']]);
  });
});
