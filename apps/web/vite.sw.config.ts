// The service worker's build (docs/decisions/036): src/sw/service-worker.ts with the Workbox
// modules it imports, into one classic script, dist/sw.js, beside the browser build (run after it;
// scripts/inject-sw-manifest.mjs then writes the precache list into it).
import { defineConfig } from 'vite';

export default defineConfig({
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  // Workbox logs in development builds only, by process.env.NODE_ENV.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    reportCompressedSize: false,
    lib: { entry: new URL('./src/sw/service-worker.ts', import.meta.url).pathname, formats: ['iife'], name: 'gaadiServiceWorker', fileName: () => 'sw.js' },
  },
});
