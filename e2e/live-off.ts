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
    // Runs in the page; typed without the DOM library (the benches compile this file without it).
    const store = (globalThis as unknown as { localStorage: { getItem(k: string): string | null; setItem(k: string, v: string): void } })
      .localStorage;
    for (const k of names) if (store.getItem(k) === null) store.setItem(k, 'false');
  }, LIVE_KEYS);
}
