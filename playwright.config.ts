import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's chromium against the real server (started by e2e/global-setup.ts
 * on a free port with a fresh data directory) and the built web app it serves.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/e2e',
  globalSetup: './e2e/global-setup.ts',
  // Waits, not budgets: on a loaded two-core host (server, live simulator and three browsers) a
  // lazy chunk or a first answer can take well over 15 s while the screen is right; speed is
  // measured in bench/, not here.
  timeout: 90_000,
  expect: { timeout: 30_000 },
  fullyParallel: true,
  // Two, not three: the phase is bound by the two CPUs (chromium and the server), so a third
  // worker only made each test slower (events-grid.spec.ts: 170 s with one worker, 194 s with
  // two, 208 s with three) and pushed the slow ones past their timeouts. Two still overlap the
  // specs that wait on the clock (timers, polls, live windows).
  workers: 2,
  // One retry: the browser, the server and its live simulator share two CPUs; a test that fails
  // twice in a row fails the run, and a retried one is reported as flaky.
  retries: 1,
  // Benches (titles with "(bench") measure, they do not test: the suite leaves them out, and
  // `E2E_BENCH=1 npx playwright test --grep "\(bench" --workers 1` runs them alone (bench/README.md).
  ...(process.env.E2E_BENCH ? {} : { grepInvert: /\(bench/ }),
  reporter: [['list']],
  use: {
    headless: true,
    viewport: { width: 1440, height: 900 },
    // Recording a trace (a screencast and DOM snapshots of every step) doubled each test's time on
    // two cores: chromium's GPU process rasterised every frame for it. A retried test records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    acceptDownloads: true,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--enable-unsafe-swiftshader',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});
