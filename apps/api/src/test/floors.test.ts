// The API's floors (decision 023): each folder (a module, platform/, plugins/, db/, seed/) stands
// above everything it imports, so no import runs back up. The floors are read off the import graph
// (a folder's floor is one above the highest folder it imports) and docs/architecture.md shows
// them; this test keeps both true: no folder imports another that imports it back, and the
// document lists the floors as they are.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph, REPO, sourceFiles } from './source-graph.ts';

const API = join(REPO, 'apps/api/src');

/** The folder a file belongs to: `listings` for modules/listings/x.ts, `platform`, `app.ts`… */
function folderOf(file: string): string | null {
  const path = relative(API, file).split('/');
  if (path[0] === '..' || path[0] === 'test') return null;
  if (path[0] === 'modules') return path.length > 2 ? path[1]! : `modules/${path[1]}`;
  return path.length > 1 ? path[0]! : path[0]!;
}

/** folder → the other folders its files import. */
function folderGraph(graph: Map<string, string[]>): Map<string, Set<string>> {
  const folders = new Map<string, Set<string>>();
  for (const [file, imports] of graph) {
    const from = folderOf(file);
    if (!from) continue;
    const to = folders.get(from) ?? folders.set(from, new Set()).get(from)!;
    for (const i of imports) {
      const f = folderOf(i);
      if (f && f !== from) to.add(f);
    }
  }
  return folders;
}

/** Each folder's floor (1 = imports no other folder); throws naming a loop if there is one. */
function floorsOf(folders: Map<string, Set<string>>): Map<string, number> {
  const floors = new Map<string, number>();
  const path: string[] = [];
  const visit = (f: string): number => {
    if (floors.has(f)) return floors.get(f)!;
    if (path.includes(f)) throw new Error(`imports run back up: ${[...path.slice(path.indexOf(f)), f].join(' → ')}`);
    path.push(f);
    const floor = 1 + Math.max(0, ...[...(folders.get(f) ?? [])].map(visit));
    path.pop();
    floors.set(f, floor);
    return floor;
  };
  for (const f of folders.keys()) visit(f);
  return floors;
}

/** The floors as docs/architecture.md lists them: "floor N: a, b, c" lines, top floor first. */
function floorLines(floors: Map<string, number>): string[] {
  const by = new Map<number, string[]>();
  for (const [f, n] of floors) by.set(n, [...(by.get(n) ?? []), f]);
  return [...by.keys()].sort((a, b) => b - a).map((n) => `floor ${String(n).padStart(2)}: ${by.get(n)!.sort().join(', ')}`);
}

describe('floors of the API', () => {
  const folders = folderGraph(importGraph(sourceFiles(API)));

  it('has no import that runs back up a floor (no folder imports one that imports it)', () => {
    expect(() => floorsOf(folders)).not.toThrow();
  });

  it('finds a loop between folders when there is one', () => {
    const loop = new Map([
      ['media', new Set(['listings'])],
      ['listings', new Set(['media'])],
    ]);
    expect(() => floorsOf(loop)).toThrow('imports run back up: media → listings → media');
  });

  it('is drawn in docs/architecture.md as it is', () => {
    const doc = readFileSync(join(REPO, 'docs/architecture.md'), 'utf8');
    const block = /<!-- floors: kept by apps\/api\/src\/test\/floors\.test\.ts -->\n```\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
    expect(block.trim().split('\n'), 'update the floor list in docs/architecture.md').toEqual(floorLines(floorsOf(folders)));
  });
});
