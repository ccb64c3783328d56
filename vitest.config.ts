import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two files at a time: an API test file spends most of its time waiting on PostgreSQL (another
    // process), and Vitest's default on two cores is one worker (cores - 1).
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts', 'bench/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Each file builds its own app on its own database (apps/api/src/test/helper.ts), so the
          // files of a worker can share loaded modules: importing them again per file cost about
          // 160 s of the CI run's 11 minutes (no module keeps per-file state; tests set no env).
          isolate: false,
        },
      },
      'apps/web',
    ],
  },
});
