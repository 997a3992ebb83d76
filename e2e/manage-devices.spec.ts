import { mkdirSync } from 'node:fs';
import type { Locator, Page, Response } from '@playwright/test';
import { MAX_BULK_DEVICES } from '../packages/contract/src/actions/action-schemas';
import { availableBulkActions, BULK_ACTIONS, UNPOLLABLE_POLLERS, type BulkActionDevice } from '../packages/contract/src/actions/bulk-actions';
import { expect, signIn, test } from './fixtures';
import { drawnRows as drawnGridRows, pagerTotal as gridPagerTotal, pageSizeInput, setColumnShown, setPageSize } from './grid-helpers';

/*
 * Manage Devices against the real server (1,500 simulated devices whose states change every 2 s):
 * counts are compared between views of the same moment, never with fixed numbers, and queries
 * pick devices by attributes the simulator does not change (category, nocid, discovery).
 */

const SHOTS = 'e2e/screenshots';
mkdirSync(SHOTS, { recursive: true });
const LAYOUT_KEY = 'nms.grid.manage-devices.layout';
const POWER = 'productCategory:"Power Outlet Controller"';

// The dock may hold a grid of its own (PAM suspend): read the device grid only.
const deviceGrid = (page: Page) => page.getByTestId('grid-manage-devices');
const drawnRows = (page: Page) => drawnGridRows(deviceGrid(page));
const pagerTotal = (page: Page) => gridPagerTotal(deviceGrid(page));

const isDevicesAnswer = (r: Response) => r.url().includes('/api/v1.0/es/devices/all') && r.request().method() === 'GET';
const queryOf = (r: Response) => new URL(r.url()).searchParams.get('query');
const summaryCount = async (page: Page, key: string) => Number((await page.getByTestId(`summary-${key}-count`).innerText()).replace(/,/g, ''));
const luceneBox = (page: Page) => page.getByPlaceholder('Search with lucene query');

/** Runs `action` and returns the query and total of the devices answer it causes. */
async function load(page: Page, action: () => Promise<unknown>, query?: string): Promise<{ query: string; total: number }> {
  const answer = page.waitForResponse((r) => isDevicesAnswer(r) && (query === undefined || queryOf(r) === query));
  await action();
  const res = await answer;
  expect(res.status()).toBe(200);
  const { total } = (await res.json()) as { total: number };
  await expect.poll(() => pagerTotal(page)).toBe(total);
  return { query: queryOf(res) ?? '', total };
}

async function runLucene(page: Page, query: string) {
  return load(
    page,
    async () => {
      await luceneBox(page).fill(query);
      await luceneBox(page).press('Enter');
    },
    query,
  );
}

/** The NOC switches need the engineer (issue 17 roles); the rest of the screen the operator. */
async function openManageDevices(page: Page, who: 'operator' | 'engineer' = 'operator') {
  const first = page.waitForResponse(isDevicesAnswer);
  await signIn(page, who, '/manage-devices');
  await first;
  await drawnRows(page);
  await expect.poll(() => pagerTotal(page)).toBeGreaterThan(0);
  return pagerTotal(page);
}

const rowCheckbox = (page: Page, index: number) =>
  deviceGrid(page).locator(`.ag-row[row-index="${index}"] [col-id="ag-Grid-SelectionColumn"] input[type=checkbox]`).first();

/** The attributes the bulk rule table reads, as the grid shows them. */
function bulkDevice(r: Record<string, string>): BulkActionDevice {
  const v = (k: string) => (r[k] === '' || r[k] === undefined ? null : r[k]);
  return {
    nocid: v('nocid'),
    discovered: r.discovered === 'Yes',
    provisionStatus: v('provisionStatus'),
    poller: v('poller'),
    userdef2: v('userdef2'),
    nmd: v('nmd'),
  };
}

interface ListedAction {
  label: string;
  disabled: boolean;
  reason: string;
}

/** Every action the select lists: its label, whether it is disabled, and the reason it shows. */
async function listedActions(page: Page): Promise<ListedAction[]> {
  await page.getByRole('combobox', { name: 'Bulk action' }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  const listed = await page.getByRole('option').evaluateAll((options) =>
    options.map((o) => {
      const reason = o.querySelector('[data-testid="bulk-action-reason"]')?.textContent ?? '';
      return { label: (o.textContent ?? '').replace(reason, '').trim(), disabled: o.getAttribute('aria-disabled') === 'true', reason };
    }),
  );
  await page.keyboard.press('Escape');
  return listed;
}

/** The actions the select lets the operator choose. */
async function bulkOptions(page: Page): Promise<string[]> {
  return (await listedActions(page)).filter((a) => !a.disabled).map((a) => a.label);
}

/**
 * Waits until the notification holding `text` has slid in: Mantine moves it in with CSS transitions
 * (opacity, transform, max-height) on its role=alert box; they have ended and left it shown in place.
 */
async function slidIn(text: Locator) {
  const notification = text.page().getByRole('alert').filter({ has: text });
  await expect
    .poll(() =>
      notification.evaluate(async (el) => {
        await Promise.all(el.getAnimations().map((a) => a.finished.catch(() => undefined)));
        const style = getComputedStyle(el);
        return el.getAnimations().length === 0 && style.opacity === '1' && new DOMMatrixReadOnly(style.transform).isIdentity;
      }),
    )
    .toBe(true);
}

async function showColumn(page: Page, header: string) {
  await page.getByRole('button', { name: 'Columns' }).click();
  await setColumnShown(page.getByTestId('column-chooser'), header, true);
  await page.keyboard.press('Escape');
}

test('the summary strip counts what the grid shows, and a Lucene query narrows both', async ({ page }) => {
  const all = await openManageDevices(page);
  await expect.poll(() => summaryCount(page, 'total')).toBe(all);
  await expect(page.getByTestId('summary-strip')).toContainText('# DEVICES');
  for (const label of ['CRITICAL', 'MAJOR', 'MINOR', 'UNKNOWN', 'NORMAL']) await expect(page.getByTestId('summary-strip')).toContainText(label);
  await expect(page.getByTestId('summary-normal-percent')).toHaveText(/^\d{1,3}\.\d{2}%$/);
  await page.screenshot({ path: `${SHOTS}/manage-devices-light.png` });

  const summaryCall = page.waitForRequest((r) => r.url().includes('/es/devices/summary') && new URL(r.url()).searchParams.get('query') === POWER);
  const { total } = await runLucene(page, POWER);
  await summaryCall;
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(all);
  await expect.poll(() => summaryCount(page, 'total')).toBe(total);
  for (const r of await drawnRows(page)) expect(r.productCategory).toBe('Power Outlet Controller');
  await expect(page.getByTestId('pager-text')).toHaveText(`Page 1 of ${Math.ceil(total / 15)} (${total})`);
});

test('the filter row waits for Apply Filter, and it and the header filter match the Lucene query', async ({ page }) => {
  test.setTimeout(120_000);
  const all = await openManageDevices(page);
  const byLucene = await runLucene(page, POWER);
  await load(page, () => page.getByRole('button', { name: 'Clear Filters' }).click(), '*');
  await expect(luceneBox(page)).toHaveValue('');

  // Filter-row edits wait: nothing new is asked of the server until Apply Filter.
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('/es/devices/all') && asked.push(new URL(r.url()).searchParams.get('query') ?? ''));
  await page.getByLabel('Device Type Filter Input').fill('Power Outlet Controller');
  await expect(page.getByRole('button', { name: 'Apply Filter' })).toHaveAttribute('data-pending', 'true');
  // The edit has reached AG Grid (the button says so), which reloads its rows on a filter change
  // (the row source redraws the page it holds, use-server-rows.ts). Refresh asks the server again
  // through that same row source, after that reload: once its answer is in, a request the edit
  // caused would have been asked before it; and Refresh itself runs the applied filter, not the typed one.
  const refreshed = await load(page, () => deviceGrid(page).getByRole('button', { name: 'Refresh', exact: true }).click());
  expect(refreshed.query).toBe('*');
  expect(asked.filter((q) => q.includes('productCategory'))).toEqual([]);
  expect(await pagerTotal(page)).toBe(all);
  await expect(page.getByRole('button', { name: 'Apply Filter' })).toHaveAttribute('data-pending', 'true');
  const byRow = await load(page, () => page.getByRole('button', { name: 'Apply Filter' }).click(), 'productCategory:*Power\\ Outlet\\ Controller*');
  expect(byRow.total).toBe(byLucene.total);
  await expect.poll(() => summaryCount(page, 'total')).toBe(byLucene.total);

  await load(page, () => page.getByRole('button', { name: 'Clear Filters' }).click(), '*');
  await expect(page.getByLabel('Device Type Filter Input')).toHaveValue('');

  // The header filter: the same column filter, opened from the header, applied at once.
  const nocid = await runLucene(page, 'nocid:OVRC');
  await load(page, () => page.getByRole('button', { name: 'Clear Filters' }).click(), '*');
  await page.locator('.ag-header-row-column .ag-header-cell[col-id="nocid"] .ag-header-cell-filter-button').click();
  const popup = page.locator('.ag-filter');
  await popup.getByRole('combobox', { name: 'Filtering operator' }).first().click();
  await page.getByRole('option', { name: 'Equals', exact: true }).click();
  const byHeader = await load(page, () => popup.locator('input[type=text]').first().fill('OVRC'), 'nocid:OVRC');
  expect(byHeader.total).toBe(nocid.total);
  await expect(page.getByLabel('NOC ID Filter Input')).toHaveValue('OVRC');
});

test('Apply Filter right after replacing a filter-row value runs exactly what the boxes show', async ({ page }) => {
  await openManageDevices(page);
  const input = page.getByLabel('Device Type Filter Input');
  const apply = page.getByRole('button', { name: 'Apply Filter' });
  // Typed and applied at once: no wait for the filter row's debounce.
  const routers = await load(page, async () => {
    await input.fill('Router');
    await apply.click();
  });
  expect(routers.query).toBe('productCategory:*Router*');
  const power = await load(page, async () => {
    await input.fill('Power Outlet Controller');
    await apply.click();
  });
  expect(power.query).toBe('productCategory:*Power\\ Outlet\\ Controller*');
  await expect.poll(async () => (await drawnRows(page)).every((r) => r.productCategory === 'Power Outlet Controller')).toBe(true);
  await expect(input).toHaveValue('Power Outlet Controller');
  await expect(apply).not.toHaveAttribute('data-pending', 'true');
});

test('selected rows offer exactly the bulk actions the rule table allows', async ({ page }) => {
  await openManageDevices(page, 'engineer');
  await showColumn(page, 'User Defined 2');
  await expect(page.getByRole('combobox', { name: 'Bulk action' })).toBeDisabled();

  await runLucene(page, 'nocid:NNOC AND userdef2:Diversity AND discovered:true AND provisionStatus:ACTV');
  const satellite = (await drawnRows(page)).slice(0, 2);
  expect(satellite).toHaveLength(2);
  await rowCheckbox(page, 0).check();
  await rowCheckbox(page, 1).check();
  await expect(page.getByTestId('selected-count')).toHaveText('2 selected');
  const expected = availableBulkActions(satellite.map(bulkDevice)).map((a) => a.label);
  expect(expected).toContain('Switch to Home NOC');
  expect(await bulkOptions(page)).toEqual(expected);

  // A power controller joins the selection (from another query): the NOC switches go.
  await runLucene(page, 'nocid:OVRC AND discovered:true');
  const [power] = await drawnRows(page);
  await rowCheckbox(page, 0).check();
  await expect(page.getByTestId('selected-count')).toHaveText('3 selected');
  const mixed = availableBulkActions([...satellite, power].map(bulkDevice)).map((a) => a.label);
  expect(mixed).not.toContain('Switch to Home NOC');
  expect(await bulkOptions(page)).toEqual(mixed);
  // The NOC switches stay listed, disabled, naming the power controller as the device that blocks them.
  const listed = await listedActions(page);
  expect(listed.map((a) => a.label)).toEqual(BULK_ACTIONS.map((a) => a.label));
  const home = listed.find((a) => a.label === 'Switch to Home NOC');
  expect(home?.disabled).toBe(true);
  expect(home?.reason).toContain(`Not for ${power.name}: nocid is not NNOC`);
  expect(listed.filter((a) => !a.disabled).every((a) => a.reason === '')).toBe(true);

  await page.getByRole('button', { name: 'Clear Selections' }).click();
  await expect(page.getByTestId('selected-count')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Bulk action' })).toBeDisabled();
  await expect(rowCheckbox(page, 0)).not.toBeChecked();
});

test('Multi Ping on several devices shows the answer as a JSON tree', async ({ page }) => {
  await openManageDevices(page);
  await runLucene(page, 'discovered:true AND nocid:NNOC');
  const rows = await drawnRows(page);
  const picked = rows
    .map((r, i) => ({ r, i }))
    .filter(({ r }) => r.poller && !UNPOLLABLE_POLLERS.includes(r.poller))
    .slice(0, 3);
  expect(picked).toHaveLength(3);
  for (const { i } of picked) await rowCheckbox(page, i).check();
  await page.getByRole('combobox', { name: 'Bulk action' }).click();
  await page.getByRole('option', { name: 'Multi Ping' }).click();
  const call = page.waitForResponse((r) => r.url().includes('/api/v1.0/action/devices/multiPing'));
  await page.getByRole('button', { name: 'Submit' }).click();
  const res = await call;
  expect(res.request().method()).toBe('POST');
  expect(new URL(res.url()).searchParams.get('device_names')?.split(',').sort()).toEqual(picked.map(({ r }) => r.name).sort());
  const popup = page.getByRole('dialog', { name: 'Multi Ping' });
  await expect(popup.getByTestId('json-tree')).toBeVisible();
  // Each device's result folds at first: open them to read the names.
  for (const toggle of await popup.locator('button[aria-expanded="false"]').all()) await toggle.click();
  for (const { r } of picked) await expect(popup).toContainText(r.name);
  await page.screenshot({ path: `${SHOTS}/manage-devices-multi-ping.png` });
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);
});

test('a bulk action the server refuses shows the error toast', async ({ page }) => {
  // A real refusal: one action may name at most MAX_BULK_DEVICES devices. Enough pages of 100
  // discovered devices are all eligible for Get Status in the browser; the server answers 400.
  test.setTimeout(240_000);
  const pages = Math.ceil((MAX_BULK_DEVICES + 1) / 100);
  await openManageDevices(page);
  await load(page, () => setPageSize(page, 100));
  const { total } = await runLucene(page, 'discovered:true');
  expect(total).toBeGreaterThan(pages * 100);
  for (let p = 1; p <= pages; p++) {
    await drawnRows(page);
    // The header box can be redrawn while the page's rows settle (live simulator): retry the click.
    await expect(async () => {
      await page.getByRole('checkbox', { name: 'Select page' }).check({ timeout: 2000 });
      await expect(page.getByTestId('selected-count')).toHaveText(`${p * 100} selected`, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    if (p < pages) await load(page, () => page.getByRole('button', { name: 'next page' }).click());
  }
  await page.getByRole('combobox', { name: 'Bulk action' }).click();
  await page.getByRole('option', { name: 'Get Status' }).click();
  const call = page.waitForResponse((r) => r.url().includes('/api/v1.0/action/devices/getStatus'));
  await page.getByRole('button', { name: 'Submit' }).click();
  expect((await call).status()).toBe(400);
  const toast = page.getByText('Not able to execute Get Status');
  await expect(toast).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Get Status' })).toHaveCount(0);
  await slidIn(toast);
  await page.screenshot({ path: `${SHOTS}/manage-devices-toast.png` });
  await expect(toast).toBeHidden({ timeout: 8000 });
});

test('the layout survives a reload until Reset Settings', async ({ page }) => {
  test.setTimeout(120_000);
  await openManageDevices(page);
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByTestId('column-chooser').getByLabel('Gateway ID').uncheck();
  await page.keyboard.press('Escape');
  await load(page, () => setPageSize(page, 25));
  await runLucene(page, 'nocid:NNOC');
  await page.getByLabel('Device Type Filter Input').fill('Router');
  await expect(page.getByRole('button', { name: 'Apply Filter' })).toHaveAttribute('data-pending', 'true');
  await load(page, () => page.getByRole('button', { name: 'Apply Filter' }).click(), 'nocid:NNOC AND productCategory:*Router*');

  const again = page.waitForResponse((r) => isDevicesAnswer(r) && queryOf(r) === 'nocid:NNOC AND productCategory:*Router*');
  await page.reload();
  expect(new URL((await again).url()).searchParams.get('limit')).toBe('25');
  await expect(luceneBox(page)).toHaveValue('nocid:NNOC');
  await expect(page.getByLabel('Device Type Filter Input')).toHaveValue('Router');
  await expect(pageSizeInput(page)).toHaveValue('25');
  await expect(page.locator('.ag-header-row-column .ag-header-cell[col-id="gwid"]')).toHaveCount(0);
  await expect(page.locator('.ag-header-row-column .ag-header-cell[col-id="customerLocationId"]')).toHaveCount(1);

  await load(page, () => page.getByRole('button', { name: 'Reset Settings' }).click(), '*');
  await expect(luceneBox(page)).toHaveValue('');
  await expect(pageSizeInput(page)).toHaveValue('15');
  await expect(page.locator('.ag-header-row-column .ag-header-cell[col-id="gwid"]')).toHaveCount(1);
  await expect(page.getByLabel('Device Type Filter Input')).toHaveValue('');
  const kept = await page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? '{}') as Record<string, unknown>, LAYOUT_KEY);
  expect(kept.lucene ?? '').toBe('');
  expect(kept.pageSize ?? 15).toBe(15);
});

test('Fullscreen, Lucene Help, row menus and the dock views', async ({ page }) => {
  test.setTimeout(120_000);
  await openManageDevices(page);
  await page.getByRole('button', { name: 'Fullscreen', exact: true }).click();
  await expect(page.getByTestId('manage-devices')).toHaveAttribute('data-fullscreen', 'true');
  const box = await page.getByTestId('manage-devices').boundingBox();
  expect(box?.x).toBe(0);
  await page.getByRole('button', { name: 'Exit Fullscreen' }).click();
  await expect(page.getByTestId('manage-devices')).not.toHaveAttribute('data-fullscreen', 'true');

  const dock = page.getByTestId('manage-devices-dock');
  await page.getByRole('button', { name: 'Lucene Help' }).click();
  await expect(dock.getByTestId('dock-title')).toHaveText('Lucene Help');
  await expect(dock).toContainText('AND and OR must be upper case');
  await expect(dock.getByTestId('lucene-fields')).toContainText('productCategory');
  await dock.getByRole('button', { name: 'Close dock' }).click();
  await expect(dock).toHaveCount(0);

  await runLucene(page, 'discovered:true AND provisionStatus:ACTV AND nocid:NNOC');
  const [first] = await drawnRows(page);
  await page.getByRole('button', { name: `Actions for ${first.name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'PAM Suspend' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Device Details' }).click();
  await expect(dock).toHaveAttribute('data-view', '1');
  await expect(dock.getByTestId('dock-title')).toHaveText(`Device Details of ${first.name}`);
  await expect(dock.getByTestId('device-details')).toContainText(first.name);
  await page.screenshot({ path: `${SHOTS}/manage-devices-details.png` });

  await page.getByRole('button', { name: `Actions for ${first.name}` }).click();
  await page.getByRole('menuitem', { name: 'PAM Suspend' }).click();
  await expect(dock).toHaveAttribute('data-view', '2');
  await expect(dock.getByTestId('dock-title')).toHaveText(`PAM Suspend for ${first.name}`);

  // Bulk PAM Suspend opens the multi-device grid in the dock; it does not call the action endpoint.
  const bulkCalls: string[] = [];
  page.on('request', (r) => r.url().includes('/action/devices/pamSuspend') && bulkCalls.push(r.url()));
  await rowCheckbox(page, 0).check();
  await rowCheckbox(page, 1).check();
  await page.getByRole('combobox', { name: 'Bulk action' }).click();
  await page.getByRole('option', { name: 'PAM Suspend' }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(dock).toHaveAttribute('data-view', '3');
  await expect(dock.getByTestId('dock-title')).toHaveText('PAM Suspend for 2 devices');
  expect(bulkCalls).toEqual([]);

  await runLucene(page, 'discovered:false');
  const [undiscovered] = await drawnRows(page);
  await page.getByRole('button', { name: `Actions for ${undiscovered.name}` }).click();
  await expect(page.getByRole('menuitem', { name: 'Device Details' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'PAM Suspend' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByTestId('theme-toggle').click();
  await page.screenshot({ path: `${SHOTS}/manage-devices-dark.png` });
});
