import type { Locator, Page } from '@playwright/test';
import { apiGet, expect, signIn, test } from './fixtures';
import { drawnRows, pagerTotal } from './grid-helpers';

interface ChartNode {
  key: string;
  name: string;
  query: string;
  device_count: number;
}

const SHOTS = process.env.SHOTS_DIR;

const chartRoot = async (page: Page, networkType: string) =>
  (await apiGet<{ data: ChartNode }>(page, '/svn/network/chart', { network_type: networkType })).data;

/** The Service Name and Query line as shown. */
async function nodeLine(page: Page): Promise<{ name: string; query: string }> {
  return { name: await page.getByTestId('svn-service-name').innerText(), query: await page.getByTestId('svn-query').innerText() };
}

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Resolves after the page's next two animation frames: a state update made by an input's handler
 * (here ECharts' click, outside React's events) has been rendered by then.
 */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** The device grid lists what /es/devices/all answers for the shown query (read at the same moment: the fleet is live). */
async function expectGridMatchesQuery(page: Page, grid: Locator, query: string) {
  await drawnRows(grid, 'name', { allowEmpty: true });
  await expect
    .poll(async () => {
      const [shown, api] = await Promise.all([pagerTotal(grid), apiGet<{ total: number }>(page, '/es/devices/all', { query, limit: 1 })]);
      return shown === api.total;
    })
    .toBe(true);
}

test('Service View Navigator: the two tabs, their selectors and sunbursts', async ({ page }) => {
  await signIn(page, 'operator', '/svn');
  const card = page.getByTestId('svn');
  await expect(card.getByRole('heading', { name: 'Service View Navigator' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pro-Active Monitoring' })).toHaveAttribute('aria-selected', 'true');

  // Pro-Active Monitoring starts on All Services, its root on the Service Name and Query line.
  const root = await chartRoot(page, 'All Services');
  await expect(page.getByTestId('network-sunburst')).toHaveAttribute('data-network-type', 'All Services');
  await expect(page.getByTestId('svn-service-name')).toHaveText(root.name);
  await expect(page.getByTestId('svn-query')).toHaveText(root.query);
  await page.getByRole('combobox', { name: 'Service' }).click();
  await expect(page.getByRole('option')).toHaveText(['All Services', 'All Satellites', 'All Datacenters', 'All Circuits', 'All Locations']);
  await page.keyboard.press('Escape');
  await expectGridMatchesQuery(page, page.getByTestId('grid-svn-devices'), root.query);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/svn-pro-active.png` });

  // MAIN - WIP: the network types, each drawing its own sunburst.
  await page.getByRole('tab', { name: 'MAIN - WIP' }).click();
  await expect(page.getByRole('tab', { name: 'MAIN - WIP' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('svn-service-name')).toHaveCount(0);
  const sunburst = page.getByTestId('network-sunburst');
  await expect(sunburst).toHaveAttribute('data-network-type', 'All Devices');
  await page.getByRole('combobox', { name: 'Network Type' }).click();
  await expect(page.getByRole('option')).toHaveText(['All Devices', 'All Datacenters', 'All Customers', 'All Geo Providers', 'All HRGWs']);
  await page.getByRole('option', { name: 'All Datacenters', exact: true }).click();
  await expect(sunburst).toHaveAttribute('data-network-type', 'All Datacenters');
  const datacenters = await chartRoot(page, 'All Datacenters');
  await expect(sunburst).toHaveAttribute('data-root-devices', String(datacenters.device_count));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/svn-main-wip.png` });

  await page.getByRole('tab', { name: 'Pro-Active Monitoring' }).click();
  await expect(page.getByTestId('svn-service-name')).toHaveText(root.name);
});

test('choosing a service or clicking a sunburst node changes the line and the device grid', async ({ page }) => {
  await signIn(page, 'operator', '/svn');
  const grid = page.getByTestId('grid-svn-devices');
  await choose(page, 'Service', 'All Satellites');
  const satellites = await chartRoot(page, 'All Satellites');
  await expect(page.getByTestId('svn-service-name')).toHaveText(satellites.name);
  await expect(page.getByTestId('svn-query')).toHaveText(satellites.query);
  await expectGridMatchesQuery(page, grid, satellites.query);

  // A node of the first ring (between the root's 28% and the outer 95% radius): try angles
  // round the circle until a click lands on a node other than the root.
  const box = (await page.getByTestId('network-sunburst').getByTestId('chart').boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const r = (Math.min(box.width, box.height) / 2) * 0.4;
  let line = await nodeLine(page);
  for (let deg = 15; deg < 360 && line.name === satellites.name; deg += 30) {
    const a = (deg * Math.PI) / 180;
    await page.mouse.click(cx + r * Math.sin(a), cy - r * Math.cos(a));
    await nextFrames(page); // the node's line is drawn by React after the click's handler ran
    line = await nodeLine(page);
  }
  expect(line.name).not.toBe(satellites.name);
  expect(line.query).not.toBe(satellites.query);
  await expectGridMatchesQuery(page, grid, line.query);
});
