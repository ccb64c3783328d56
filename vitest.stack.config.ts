// npm run test:stack: the failure tests of the production stack (decision 039), apart from npm
// test (they start PostgreSQL, Redis, nginx and API processes of their own).
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'stack',
    include: ['apps/api/src/ops/stack/*.stack-test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
