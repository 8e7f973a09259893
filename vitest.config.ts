import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default (cores - 1) is one worker on a 2-core machine; database start-up leaves
    // gaps a second worker fills (the server suite takes half the time with two).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts', 'tools/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // Migrates one template database that every test file copies (test/global-setup.ts).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Files share a worker's loaded modules instead of importing the whole server again each
          // (most of the suite's time); every file still builds its own app on its own database.
          isolate: false,
          // Each file gets its own database; argon2 and migrations make files slow to start, not tests.
          testTimeout: 30_000,
          // The demo-seed tests seed every demo account in `beforeAll` (about 20 s on a quiet machine).
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'web',
          // Page tests render Mantine trees; a busy 2-core CI machine needs more than the default 5 s.
          testTimeout: 15_000,
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
