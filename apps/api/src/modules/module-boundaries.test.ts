// One owner per table (modules/table-owners.json). ESLint keeps imports of other modules' queries
// and tables out; this check also reads the SQL text, where a table is named without an import.
import { readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import owners from './table-owners.json' with { type: 'json' };
import { importGraph, REPO, sourceFiles } from '../test/source-graph.ts';

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const modules = Object.entries(owners).filter(([m]) => m !== '_') as Array<[string, string[]]>;
const schema = readFileSync(join(REPO, 'apps/api/src/db/schema.ts'), 'utf8');
const tables = [...schema.matchAll(/pgTable\(\s*'([a-z_]+)'/g)].map((m) => m[1]!);
const SQL_TABLE = /\b(?:from|join|into|update)\s+"?([a-z_]+)"?/gi;

describe('table ownership', () => {
  it('gives every table but the mail outbox (platform/mail.ts) exactly one owning module', () => {
    const owned = modules.flatMap(([, t]) => t.map(snake));
    expect(new Set(owned).size).toBe(owned.length);
    expect(tables.filter((t) => !owned.includes(t))).toEqual(['email_outbox']);
  });

  it("never names another module's table in a module's SQL", () => {
    const strays: string[] = [];
    for (const [module, own] of modules) {
      const mine = new Set(own.map(snake));
      for (const file of sourceFiles(join(REPO, 'apps/api/src/modules', module))) {
        for (const m of readFileSync(file, 'utf8').matchAll(SQL_TABLE)) {
          const table = m[1]!.toLowerCase();
          if (tables.includes(table) && !mine.has(table)) strays.push(`${relative(REPO, file)}: ${table}`);
        }
      }
    }
    expect(strays).toEqual([]);
  });

  it('lists only module folders that exist', () => {
    const folders = new Set(sourceFiles(join(REPO, 'apps/api/src/modules')).map((f) => basename(dirname(f))));
    for (const [module] of modules) expect(folders.has(module), module).toBe(true);
  });

  it('is listed in docs/architecture.md as it is: each module, its tables and the files other code imports', () => {
    const API = join(REPO, 'apps/api/src');
    const moduleOf = (f: string) => {
      const path = relative(join(API, 'modules'), f).split('/');
      return path.length === 2 && path[0] !== '..' ? path[0]! : null;
    };
    // Files of a module that code outside it imports (test helpers aside: they may set up anything).
    const imported = new Map<string, Set<string>>(modules.map(([m]) => [m, new Set()]));
    for (const [file, deps] of importGraph(sourceFiles(API).filter((f) => !f.startsWith(join(API, 'test'))))) {
      for (const dep of deps) {
        const owner = moduleOf(dep);
        if (owner && owner !== moduleOf(file)) imported.get(owner)?.add(basename(dep));
      }
    }
    const doc = readFileSync(join(REPO, 'docs/architecture.md'), 'utf8');
    const table = doc.split('<!-- modules: kept by apps/api/src/modules/module-boundaries.test.ts -->')[1]!.split('\n\n')[0]!;
    const rows = [...table.matchAll(/^\| `([a-z-]+)` \| ([^|]*) \| ([^|]*) \|$/gm)].map((m) => ({
      module: m[1]!,
      tables: m[2]!.split('(')[0]!.split(',').map((t) => t.trim()).filter((t) => t && t !== '—'),
      files: [...m[3]!.matchAll(/`([a-z-]+\.ts)`/g)].map((f) => f[1]!),
    }));
    expect(rows.map((r) => r.module)).toEqual(modules.map(([m]) => m).sort());
    for (const row of rows) {
      expect(row.tables, row.module).toEqual((owners[row.module as keyof typeof owners] as string[]).map(snake));
      expect(row.files, row.module).toEqual([...imported.get(row.module)!].sort());
    }
  });
});
