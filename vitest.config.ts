import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default on a 2-core host is one worker (cores - 1): most API files wait on a
    // database, a peer or a child process, so two share the cores well (42 -> 19 min here).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          // One jsdom per worker, not per file: building it and importing React, Mantine and AG Grid
          // again for each of 120 small files was 90 % of this project's time.
          isolate: false,
          setupFiles: ['apps/web/src/test-setup.ts'],
        },
      },
    ],
  },
});
