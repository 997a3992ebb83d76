import { defineConfig } from 'vitest/config';

/**
 * Files that replace a module (vi.mock), set process.env for the app they build, or read the
 * process-wide metrics registry (which holds whatever the worker loaded before): they get a module
 * graph of their own. Every other server file shares its worker's (isolate: false), because
 * importing the app again for each file was 6 s of a 2-core run's time per file, 220 times.
 */
const OWN_MODULES = [
  'apps/api/test/openapi.test.ts',
  'apps/api/test/security-headers.test.ts',
  'apps/api/src/auth/verify-token.test.ts',
  'apps/api/src/lib/telemetry/dashboard.test.ts',
];
const SERVER_FILES = ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts', 'apps/api/test/**/*.test.ts', 'scripts/**/*.test.ts'];

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
          include: SERVER_FILES,
          exclude: OWN_MODULES,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-own-modules',
          include: OWN_MODULES,
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
