// The repository's TypeScript sources and their relative imports (type-only ones included), for
// tests that keep the architecture's rules: no import cycles, tables read only by their owners.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

export const REPO = normalize(join(import.meta.dirname, '../../../..'));

export function sourceFiles(dir: string, opts: { tests?: boolean } = {}): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'dist' && name !== 'migrations') out.push(...sourceFiles(path, opts));
    } else if (/\.tsx?$/.test(name) && (opts.tests || !/\.test\.tsx?$/.test(name))) out.push(path);
  }
  return out;
}

const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\s+from\s+)?['"]((?:\.{1,2}|@)\/[^'"]+|@gaadi\/domain\/[^'"]+)['"]/g;

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/')
    ? join(REPO, 'apps/web/src', spec.slice(2))
    : spec.startsWith('@gaadi/domain/')
      ? join(REPO, 'packages/domain/src', spec.slice('@gaadi/domain/'.length))
      : normalize(join(dirname(from), spec));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      /* next */
    }
  }
  return null;
}

/** file → the files it imports (relative and workspace imports, `import type` included). */
export function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    graph.set(file, [...text.matchAll(IMPORT)].flatMap((m) => resolve(file, m[1]!) ?? []));
  }
  return graph;
}

/** Every cycle (as repo-relative paths), each reported once. */
export function cycles(graph: Map<string, string[]>): string[][] {
  const found = new Map<string, string[]>();
  const done = new Set<string>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const visit = (node: string) => {
    done.add(node);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (onStack.has(next)) {
        const cycle = stack.slice(stack.indexOf(next)).map((f) => relative(REPO, f));
        found.set([...cycle].sort().join('|'), cycle);
      } else if (!done.has(next)) visit(next);
    }
    stack.pop();
    onStack.delete(node);
  };
  for (const node of graph.keys()) if (!done.has(node)) visit(node);
  return [...found.values()];
}
