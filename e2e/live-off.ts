import type { BrowserContext } from '@playwright/test';

/** Where the web app keeps each demo user's Live toggle (lib/live/live-preference.ts). */
const LIVE_KEYS = ['operator', 'admin', 'engineer', 'viewer'].map((userName) => `nms.live.${userName}`);

/**
 * Live off for every user of `context` unless a test turned it on: the specs written before the
 * live console (issue 20) check timers, request sequences, stale screens and 'networkidle', which
 * the stream (always open) and its background reads would disturb. The live specs (live-*.spec.ts)
 * use contexts without this. No test-runner import: the benches use it through screen-budget-helpers.
 */
export async function liveOffByDefault(context: BrowserContext): Promise<void> {
  await context.addInitScript((names) => {
    for (const k of names) if (window.localStorage.getItem(k) === null) window.localStorage.setItem(k, 'false');
  }, LIVE_KEYS);
}
