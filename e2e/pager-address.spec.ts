import type { Page, Route } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/*
 * Issue 30, item 13: the pager and the address always agree, and a loading view says loading.
 * The devices answers are held back so the moment between the address changing and the grid
 * answering can be looked at: there the pager names the address's page and says it is loading,
 * never the page or count of the view before.
 */

const grid = (page: Page) => page.getByTestId('grid-manage-devices');
const pager = (page: Page) => grid(page).getByTestId('pager-text');
const DEVICES = '**/api/v1.0/es/devices/all?**';

/** Holds every devices answer until `release` is called (then lets them all through). */
async function holdDevices(page: Page): Promise<{ release: () => void }> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route(DEVICES, async (route: Route) => {
    await gate;
    await route.continue().catch(() => undefined);
  });
  return { release: () => open() };
}

/**
 * Records the address's page and the pager's text each time the grid's DOM changes, so a pager
 * that lags a view behind the address shows up even when it is right a moment later. (Before the
 * app has drawn anything for a new address there is nothing to record: the browser changes its
 * address a moment before the app hears of it.)
 */
async function watchPager(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: [string, string][] = [];
    (window as unknown as { pagerSeen: typeof seen }).pagerSeen = seen;
    const root = document.querySelector('[data-testid="grid-manage-devices"]');
    if (!root) throw new Error('the devices grid is not on screen');
    new MutationObserver(() => {
      const text = root.querySelector('[data-testid="pager-text"]')?.textContent ?? '';
      const at = new URLSearchParams(location.search).get('page') ?? '1';
      const last = seen[seen.length - 1];
      if (!last || last[0] !== at || last[1] !== text) seen.push([at, text]);
    }).observe(root, { childList: true, characterData: true, subtree: true });
  });
}

/** What the pager said under an address naming another page. */
const disagreements = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { pagerSeen: [string, string][] }).pagerSeen.filter(([at, text]) => text !== '' && !text.startsWith(`Page ${at} `)),
  );

test('a view opened at page 3 says page 3 while it loads, and Back and Forward never show the other page', async ({ page }) => {
  const held = await holdDevices(page);
  await signIn(page, 'operator', '/manage-devices?page=3');
  await expect(page).toHaveURL(/[?&]page=3/);
  await expect(pager(page)).toHaveText('Page 3 (Loading...)');
  held.release();
  await expect(pager(page)).toHaveText(/^Page 3 of \d+ \(\d+\)$/);
  await page.unroute(DEVICES);

  // The pager's own click moves the grid first and the address right after: watch from there.
  await grid(page).getByTestId('grid-pager').getByLabel('next page', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]page=4/);
  await expect(pager(page)).toHaveText(/^Page 4 of \d+ \(\d+\)$/);
  await watchPager(page);

  const back = await holdDevices(page);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]page=3/);
  await expect(pager(page)).toHaveText('Page 3 (Loading...)');
  back.release();
  await expect(pager(page)).toHaveText(/^Page 3 of \d+ \(\d+\)$/);
  await page.unroute(DEVICES);

  const forward = await holdDevices(page);
  await page.goForward();
  await expect(page).toHaveURL(/[?&]page=4/);
  await expect(pager(page)).toHaveText('Page 4 (Loading...)');
  forward.release();
  await expect(pager(page)).toHaveText(/^Page 4 of \d+ \(\d+\)$/);
  expect(await disagreements(page)).toEqual([]);
});
