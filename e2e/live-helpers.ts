import { expect, type Locator, type Page } from '@playwright/test';

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
