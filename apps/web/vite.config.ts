/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

const here = (path: string) => new URL(path, import.meta.url).pathname;
let homeOnly: Set<string> | null = null;

/** Static import closure of a module. */
function closure(graph: ModuleGraph, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** "home-deps" for modules the home page needs that the entry does not already hold. */
function homeDepsChunk(id: string, graph: ModuleGraph): string | null {
  if (!homeOnly) {
    const entry = closure(graph, here('./src/main.tsx'));
    const home = closure(graph, here('./src/features/home/home-page.tsx'));
    homeOnly = new Set([...home].filter((m) => !entry.has(m) && !m.includes('/src/features/home/')));
  }
  return homeOnly.has(id) ? 'home-deps' : null;
}

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // dist/.vite/manifest.json: the e2e bundle check computes the home page's JS from it.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the home page imports beyond the entry goes into one chunk (instead of a
        // dozen tiny shared ones): fewer requests and better gzip on the page with the tightest
        // budget. Pages that share a few of these modules load that chunk too.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 2 },
            { name: homeDepsChunk, includeDependenciesRecursively: false, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
  },
});
