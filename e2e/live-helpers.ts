import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';

/** Where the web app keeps each demo user's Live toggle (lib/live/live-preference.ts). */
const LIVE_KEYS = ['operator', 'admin', 'engineer', 'viewer'].map((userName) => `nms.live.${userName}`);

/**
 * Live off for every user of `context` unless a test turned it on: the specs written before the
 * live console (issue 20) check timers, request sequences and stale screens, which the stream's
 * background reads would disturb. The live specs (live-*.spec.ts) use contexts without this.
 */
export async function liveOffByDefault(context: BrowserContext): Promise<void> {
  await context.addInitScript((names) => {
    for (const k of names) if (window.localStorage.getItem(k) === null) window.localStorage.setItem(k, 'false');
  }, LIVE_KEYS);
}

export const liveIndicator = (page: Page): Locator => page.getByTestId('live-indicator');

/** The header's Live switch (a Mantine Switch: its input is the switch role). */
export const liveSwitch = (page: Page): Locator => page.getByRole('switch', { name: 'Live updates' });

/** Waits until the tab's stream serves every view its screens watch (after they have loaded). */
export async function expectLiveSynced(page: Page, timeout = 15_000): Promise<void> {
  await expect(liveIndicator(page)).toHaveText('Live', { timeout });
  await expect(liveIndicator(page)).toHaveAttribute('data-synced', 'true', { timeout });
}

/** Turns the user's Live toggle on or off from the header and waits for the indicator to say so. */
export async function setLive(page: Page, on: boolean): Promise<void> {
  const toggle = liveSwitch(page);
  if ((await toggle.isChecked()) !== on) await toggle.click({ force: true });
  await expect(liveIndicator(page)).toHaveText(on ? 'Live' : 'Paused');
}
