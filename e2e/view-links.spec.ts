import type { Browser, Page, Response } from '@playwright/test';
import { captureTokens, expect, signIn, test } from './fixtures';
import { drawnRows, pagerTotal } from './grid-helpers';
import { liveOffByDefault } from './live-off';

/*
 * Issue 21, every view a link: a Manage Devices view (query, filter row, sort, page, hidden
 * columns) copied from the address and opened in another browser after sign-in shows the same
 * rows and columns; Back returns to the view before. Rows are compared by device name, with a
 * query, filter and sort on attributes the live simulator does not change.
 */

const QUERY = 'NOT productCategory:"Power Outlet Controller"';
const grid = (page: Page) => page.getByTestId('grid-manage-devices');
const isDevicesAnswer = (r: Response) => r.url().includes('/api/v1.0/es/devices/all') && r.request().method() === 'GET';
const pagerText = (page: Page) => grid(page).getByTestId('pager-text');

/** Runs `action` and waits for the devices answer it causes, and for the grid to show it. */
async function load(page: Page, action: () => Promise<unknown>, match: (p: URLSearchParams) => boolean = () => true): Promise<URLSearchParams> {
  const answer = page.waitForResponse((r) => isDevicesAnswer(r) && match(new URL(r.url()).searchParams));
  await action();
  const res = await answer;
  expect(res.status()).toBe(200);
  const { total } = (await res.json()) as { total: number };
  await expect.poll(() => pagerTotal(grid(page))).toBe(total);
  return new URL(res.url()).searchParams;
}

/** The device names on screen, in order. */
const names = async (page: Page) => (await drawnRows(grid(page))).map((r) => r.name);
const headers = (page: Page) =>
  grid(page)
    .locator('.ag-header-row-column .ag-header-cell[col-id]')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('col-id')).filter((id) => id !== 'ag-Grid-SelectionColumn'));

async function freshPage(browser: Browser, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  captureTokens(context);
  await liveOffByDefault(context);
  return context.newPage();
}

test('a Manage Devices view opens from its copied address in a fresh browser, and Back returns to the view before', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const first = page.waitForResponse(isDevicesAnswer);
  await signIn(page, 'operator', '/manage-devices');
  await first;
  await drawnRows(grid(page));

  const box = page.getByPlaceholder('Search with lucene query');
  await load(page, async () => {
    await box.fill(QUERY);
    await box.press('Enter');
  });
  await expect(page).toHaveURL(/[?&]q=NOT%20productCategory:%22Power%20Outlet%20Controller%22/);

  // The filter row: Device Type contains 'r', applied with Apply Filter.
  await page.getByLabel('Device Type Filter Input').fill('r');
  await load(
    page,
    () => page.getByRole('button', { name: 'Apply Filter' }).click(),
    (p) => (p.get('query') ?? '').includes('productCategory:*r*'),
  );
  await expect(page).toHaveURL(/[?&]f\.productCategory=r(&|$)/);

  // Sort by Device ID, descending (two clicks on its header).
  const header = grid(page).locator('.ag-header-row-column .ag-header-cell[col-id="name"] .ag-header-cell-label');
  await load(
    page,
    () => header.click(),
    (p) => p.get('sort') === 'name' && p.get('order') === 'asc',
  );
  await load(
    page,
    () => header.click(),
    (p) => p.get('sort') === 'name' && p.get('order') === 'desc',
  );
  await expect(page).toHaveURL(/[?&]sort=name:desc/);

  // Two columns hidden with the column chooser: each a step of its own.
  await grid(page).getByRole('button', { name: 'Columns' }).click();
  await page.getByTestId('column-chooser').getByLabel('Gateway ID').uncheck();
  await expect(page).toHaveURL(/[?&]hide=gwid(&|$)/);
  await page.getByTestId('column-chooser').getByLabel('Model', { exact: true }).uncheck();
  await expect(page).toHaveURL(/[?&]hide=gwid,model(&|$)/);
  await page.keyboard.press('Escape');

  // Page 2, then page 3.
  await load(
    page,
    () => grid(page).getByRole('button', { name: 'next page' }).click(),
    (p) => p.get('offset') === '15',
  );
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  const pageTwo = await names(page);
  await load(
    page,
    () => grid(page).getByRole('button', { name: 'next page' }).click(),
    (p) => p.get('offset') === '30',
  );
  await expect(page).toHaveURL(/[?&]page=3(&|$)/);

  await expect(pagerText(page)).toContainText('Page 3 of');

  const url = page.url();
  const rows = await names(page);
  const columns = await headers(page);
  expect(rows.length).toBeGreaterThan(0);
  expect(columns).not.toContain('gwid');
  expect(columns).not.toContain('model');

  // Another browser: no session, no local storage. Sign-in returns to the whole address.
  const other = await freshPage(browser, baseURL);
  const answered = other.waitForResponse((r) => isDevicesAnswer(r) && new URL(r.url()).searchParams.get('offset') === '30');
  await signIn(other, 'operator', url.replace(new URL(url).origin, ''));
  const params = new URL((await answered).url()).searchParams;
  expect(params.get('query')).toContain(QUERY);
  expect(params.get('query')).toContain('productCategory:*r*');
  expect([params.get('sort'), params.get('order'), params.get('limit')]).toEqual(['name', 'desc', '15']);
  expect(other.url()).toBe(url);
  await expect(pagerText(other)).toContainText('Page 3 of');
  await expect.poll(() => names(other)).toEqual(rows);
  expect(await headers(other)).toEqual(columns);
  await expect(other.getByPlaceholder('Search with lucene query')).toHaveValue(QUERY);
  await expect(other.getByLabel('Device Type Filter Input')).toHaveValue('r');
  await other.context().close();

  // Back: the view before, page 2 (with the same query, filter, sort and columns).
  await load(
    page,
    () => page.goBack(),
    (p) => p.get('offset') === '15',
  );
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(pagerText(page)).toContainText('Page 2 of');
  await expect.poll(() => names(page)).toEqual(pageTwo);
  expect(await headers(page)).toEqual(columns);
  // Back again: page 1 with both columns hidden; once more, Gateway ID hidden only.
  await load(
    page,
    () => page.goBack(),
    (p) => p.get('offset') === '0',
  );
  await expect(page).not.toHaveURL(/[?&]page=/);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]hide=gwid(&|$)/);
  await expect(grid(page).locator('.ag-header-row-column .ag-header-cell[col-id="model"]')).toHaveCount(1);
  await expect(grid(page).locator('.ag-header-row-column .ag-header-cell[col-id="gwid"]')).toHaveCount(0);
  // And Forward to page 2 again.
  await page.goForward();
  await load(
    page,
    () => page.goForward(),
    (p) => p.get('offset') === '15',
  );
  await expect(pagerText(page)).toContainText('Page 2 of');
});

test("'Copy link' on a card puts the view's address in the clipboard", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const first = page.waitForResponse(isDevicesAnswer);
  await signIn(page, 'operator', '/manage-devices');
  await first;
  const box = page.getByPlaceholder('Search with lucene query');
  await load(page, async () => {
    await box.fill('nocid:NNOC');
    await box.press('Enter');
  });
  await expect(page).toHaveURL(/[?&]q=nocid:NNOC(&|$)/);
  await page.getByTestId('manage-devices-card').getByRole('button', { name: 'Copy link' }).first().click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('Device Details keeps its tab and the tab grid’s view in the address; Back returns to the tab before', async ({ page }) => {
  test.setTimeout(120_000);
  const first = page.waitForResponse(isDevicesAnswer);
  await signIn(page, 'operator', '/manage-devices');
  await first;
  const device = (await drawnRows(grid(page)))[0]!.name!;
  await page.goto(`/device-details/${encodeURIComponent(device)}`);
  const tabs = page.getByTestId('device-tabs');
  await expect(tabs.getByRole('tab', { name: 'Events', exact: true })).toHaveAttribute('aria-selected', 'true');

  await tabs.getByRole('tab', { name: 'Change Log' }).click();
  await expect(page).toHaveURL(/[?&]tab=change-log(&|$)/);
  const log = tabs.getByTestId('grid-device-change-log');
  await expect(log.getByTestId('pager-text')).toBeVisible();
  // A view of the tab's grid is named by its tab: it never reaches the other tabs' grids.
  await log.getByRole('button', { name: 'Columns' }).click();
  const firstColumn = page.getByTestId('column-chooser').getByRole('checkbox').first();
  const label = (await page.getByTestId('column-chooser').locator('label').first().innerText()).trim();
  await firstColumn.uncheck();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/[?&]change-log\.hide=/);

  const url = page.url();

  // Back through the column change, then to the Events tab; Forward to both again.
  await page.goBack();
  await expect(page).not.toHaveURL(/change-log\.hide=/);
  await expect(log.locator('.ag-header-cell-text', { hasText: label })).toHaveCount(1);
  await page.goBack();
  await expect(page).not.toHaveURL(/[?&]tab=/);
  await expect(tabs.getByRole('tab', { name: 'Events', exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await expect(tabs.getByRole('tab', { name: 'Change Log' })).toHaveAttribute('aria-selected', 'true');
  await page.goForward();
  await expect(page).toHaveURL(url);
  await expect(log.locator('.ag-header-cell-text', { hasText: label })).toHaveCount(0);

  // A fresh load of the address (signing in again) shows the same tab and columns.
  await page.reload();
  await page.waitForURL(url);
  await expect(tabs.getByRole('tab', { name: 'Change Log' })).toHaveAttribute('aria-selected', 'true');
  await expect(log.getByTestId('pager-text')).toBeVisible();
  await expect(log.locator('.ag-header-cell-text', { hasText: label })).toHaveCount(0);
});

test('the Geo Map keeps its layers (a history step) and its centre and zoom (replaced as it moves) in the address', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'operator', '/geo-map');
  const map = page.getByTestId('geo-map');
  const powerOutage = page.getByTestId('layer-toggles').getByLabel('Power Outage');
  await expect(powerOutage).not.toBeChecked();
  await powerOutage.click();
  await expect(page).toHaveURL(/[?&]layers=markers,weather,powerOutage(&|$)/);
  await map.getByRole('button', { name: 'Zoom in' }).click();
  await expect(page).toHaveURL(/[?&]map=-?\d+\.\d{4},-?\d+\.\d{4},\d+\.\d{2}(&|$)/);
  const url = page.url();
  const zoom = Number(new URL(url).searchParams.get('map')!.split(',')[2]);

  // Back: the layers before (the zoom replaced the entry, it is no step of its own); Forward again.
  await page.goBack();
  await expect(page).not.toHaveURL(/layers=/);
  await expect(powerOutage).not.toBeChecked();
  await page.goForward();
  await expect(powerOutage).toBeChecked();

  // A fresh load of the address starts at the same place and zoom, with the same layers.
  await page.goto(url);
  await page.waitForURL((u) => u.pathname === '/geo-map' && u.searchParams.has('layers'));
  await expect(page.getByTestId('layer-toggles').getByLabel('Power Outage')).toBeChecked();
  const shown = await map.evaluate((el) => (el as unknown as { __map: import('maplibre-gl').Map }).__map.getZoom());
  expect(shown).toBeCloseTo(zoom, 1);
});
