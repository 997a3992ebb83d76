import { mkdirSync, readFileSync } from 'node:fs';
import { isPollable } from '@nms/contract';
import type { Locator, Page } from '@playwright/test';
import { apiGet, expect, signIn, test } from './fixtures';
import { DEFAULT_QUERY, answerOf, drawnRows, pagerTotal, params, parseCsv } from './grid-helpers';

const SHOTS = process.env.SHOTS_DIR ?? 'e2e/screenshots';
mkdirSync(SHOTS, { recursive: true });
const ARCHIVED_QUERY = "NOT nmd:'' AND active:false";
const NOT_BUILT = 'Sorry, We are still working on this component.';
const PING_ERROR = 'Something error occurred while processing your request, Please try again.';

interface Alert {
  name: string;
  elementName: string | null;
  severity: number;
  clearedAt: number | null;
}

/** Header texts of the one grid in `scope`, left to right. */
function headerNames(scope: Locator): Promise<string[]> {
  return scope.locator('.ag-header-row-column .ag-header-cell').evaluateAll((cells) =>
    cells
      .filter((c) => c.getAttribute('col-id') !== 'ag-Grid-SelectionColumn')
      .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left)
      .map((c) => ((c.querySelector('.ag-header-cell-text') ?? c) as HTMLElement).innerText.trim()),
  );
}

const isHistoricalCall = (url: string) => url.includes('/api/v1.0/es/historical-alerts?');

/** Monitoring tab, events card switched to Archived; returns the grid and its first request. */
async function openArchived(page: Page): Promise<{ card: Locator; first: Record<string, string> }> {
  await signIn(page, 'operator', '/monitoring');
  const card = page.getByTestId('events-card');
  await expect(card).toBeVisible();
  const request = page.waitForRequest((r) => isHistoricalCall(r.url()));
  await card.getByTestId('events-switch').getByText('Archived').click();
  const first = params(await request);
  const archived = page.getByTestId('archived-events-card');
  await drawnRows(archived, 'elementName');
  return { card: archived, first };
}

/** The dashboard's Show Events dock with the Events panel drawn. */
async function openDock(page: Page): Promise<Locator> {
  await page.setViewportSize({ width: 1600, height: 900 });
  await signIn(page, 'operator', '/dash-board');
  await page.getByLabel('Show Events').check();
  const dock = page.getByTestId('events-dock');
  await drawnRows(dock, 'elementName');
  return dock;
}

test.beforeEach(({ page }) => {
  page.setDefaultTimeout(30_000);
});

test('the Archived Events grid pages through es/historical-alerts, newest first, every row coloured by severity', async ({ page }) => {
  const { card, first } = await openArchived(page);
  expect(first).toMatchObject({ query: ARCHIVED_QUERY, sort: 'lastNotifiedAt', order: 'desc', offset: '0', limit: '25' });
  expect(await headerNames(card)).toEqual([
    'Actions',
    'Severity',
    'Device',
    'Part Name',
    'Device Class',
    'Event',
    'Event Text',
    'Last Notify',
    'Last Clear',
    'Clear Duration',
    'Count',
    'Case ID',
  ]);
  await expect(card.getByTestId('pager-text')).toHaveText(/^Page 1 of \d+ \(\d+\+?\)$/);
  const rows = card.locator('.ag-row[row-index]');
  const classes = await rows.evaluateAll((els) => els.map((e) => e.className));
  for (const c of classes) expect(c).toMatch(/nms-sev-[1-5]/);
  await page.screenshot({ path: `${SHOTS}/archived-events.png` });

  expect(await pagerTotal(card)).toBeGreaterThan(25);
  const second = await answerOf(page, ['/es/historical-alerts?'], () => card.getByRole('button', { name: 'next page' }).click());
  expect(second.params).toMatchObject({ query: ARCHIVED_QUERY, offset: '25', limit: '25', sort: 'lastNotifiedAt', order: 'desc' });
  await expect(card.getByTestId('pager-text')).toHaveText(/^Page 2 of \d+ \(\d+\+?\)$/);

  await card.getByRole('button', { name: 'Fullscreen' }).click();
  await expect(card).toHaveAttribute('data-fullscreen', 'true');
  await card.getByRole('button', { name: 'Exit Fullscreen' }).click();
});

test('the Archived Events grid exports ArchivedEvents as csv, json and xls', async ({ page }) => {
  const { card } = await openArchived(page);
  const screen = await drawnRows(card, 'elementName');
  const form = page.getByTestId('export-form');
  const exportAs = async (type: 'csv' | 'json' | 'xls', data: 'Visible Rows' | 'Matched Query') => {
    await card.getByRole('button', { name: 'Export' }).first().click();
    await form.getByLabel(data).check();
    if (data === 'Matched Query') await form.getByLabel('Max # of Records').fill('5');
    await form.getByText(type, { exact: true }).click();
    const download = page.waitForEvent('download');
    await form.getByRole('button', { name: 'Export' }).click();
    return download;
  };

  const csvFile = await exportAs('csv', 'Visible Rows');
  expect(csvFile.suggestedFilename()).toBe('ArchivedEvents.csv');
  const csv = parseCsv(readFileSync(await csvFile.path(), 'utf8'));
  expect(csv[0]).toEqual((await headerNames(card)).filter((h) => h !== 'Actions')); // the row menu is not data
  // The grid draws the rows in view; the file holds the whole page.
  expect(csv.length - 1).toBeGreaterThanOrEqual(screen.length);
  expect(csv.length - 1).toBeLessThanOrEqual(25);
  expect(csv.slice(1, 1 + screen.length).map((r) => r[1])).toEqual(screen.map((r) => r.elementName));

  const matched = page.waitForRequest((r) => isHistoricalCall(r.url()) && r.url().includes('limit=5'));
  const jsonFile = await exportAs('json', 'Matched Query');
  expect(params(await matched).query).toBe(ARCHIVED_QUERY);
  expect(jsonFile.suggestedFilename()).toBe('ArchivedEvents.json');
  const json = JSON.parse(readFileSync(await jsonFile.path(), 'utf8')) as unknown[];
  expect(json.length).toBeGreaterThan(0);
  expect(json.length).toBeLessThanOrEqual(5);

  const xls = await exportAs('xls', 'Visible Rows');
  expect(xls.suggestedFilename()).toBe('ArchivedEvents.xlsx');
  expect(
    readFileSync(await xls.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');
});

test('the archived-events Actions menu answers every item with the not-built notice', async ({ page }) => {
  const { card } = await openArchived(page);
  for (const item of ['Total Devices', 'Impact History - Percentage', 'Impact History - Totals', 'Show Device Map']) {
    await card.getByRole('button', { name: 'Actions', exact: true }).click();
    await page.getByRole('menuitem', { name: item }).click();
    const popup = page.getByRole('dialog', { name: item });
    await expect(popup).toContainText(NOT_BUILT);
    await page.mouse.click(10, 880); // outside: the popup stays
    await expect(popup).toBeVisible();
    if (item === 'Total Devices') await page.screenshot({ path: `${SHOTS}/archived-events-menu.png` });
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toHaveCount(0);
  }
});

test("an archived row's own menu is the archived-events menu of 002 §2.9, not the active events' menu", async ({ page }) => {
  const { card } = await openArchived(page);
  await card.locator('.ag-row[row-index] button[aria-label^="Actions for "]:not([disabled])').first().click();
  await expect(page.getByRole('menuitem')).toHaveText(['Total Devices', 'Impact History - Percentage', 'Impact History - Totals', 'Show Device Map']);
  await page.getByRole('menuitem', { name: 'Impact History - Percentage' }).click();
  const popup = page.getByRole('dialog', { name: 'Impact History - Percentage' });
  await expect(popup).toContainText(NOT_BUILT);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);
});

test('the Events panel: server paged, its row menu opens Device Details and runs a Ping; Close closes the dock', async ({ page }) => {
  const dock = await openDock(page);
  await expect(dock.getByRole('heading', { name: 'Events' })).toBeVisible();
  expect(await headerNames(dock)).toEqual([
    'Actions',
    'Device',
    'Part Name',
    'Severity',
    'Product Name',
    'Device Category',
    'Status',
    'Event',
    'Event Description',
    'Last Notify',
    'Last Clear',
    'Duration',
    'Count',
    'Case ID',
  ]);
  const rows = await drawnRows(dock, 'elementName');
  const device = rows[0].elementName;
  await expect(dock.locator('.ag-row[row-index="0"]').first()).toHaveClass(/nms-sev-[1-5]/);
  const sorted = await answerOf(page, ['/es/alerts?'], () => dock.locator('.ag-header-cell[col-id="count"] .ag-header-cell-label').click());
  expect(sorted.params).toMatchObject({ query: DEFAULT_QUERY, sort: 'count', order: 'asc', offset: '0' });

  const menuOf = async (name: string) => {
    await dock
      .getByRole('button', { name: `Actions for ${name}` })
      .first()
      .click();
  };
  // A device whose poller allows a LAN ping (others are refused with 400, which shows the failure text).
  const shown = [...new Set((await drawnRows(dock, 'elementName')).map((r) => r.elementName))].slice(0, 15);
  const { data: devices } = await apiGet<{ data: { name: string; poller: string | null }[] }>(page, '/es/devices/all', {
    query: shown.map((n) => `name:"${n}"`).join(' OR '),
    limit: 15,
  });
  const name = shown.find((n) => isPollable(devices.find((d) => d.name === n)?.poller));
  expect(name, 'a pingable device among the rows on screen').toBeDefined();
  if (!name) return;
  await menuOf(name);
  await page.getByRole('menuitem', { name: 'Device Details' }).click();
  const details = page.getByRole('dialog', { name: `Device Details of ${name}` });
  await expect(details.getByTestId('device-cards')).toBeVisible();
  await expect(details).toContainText(name);
  await page.mouse.click(10, 100); // outside: the popup stays
  await expect(details).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/events-device-details.png` });
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toHaveCount(0);

  const ping = await answerOf<{ results: { device_name: string } }>(page, ['/action/device/ping?'], async () => {
    await menuOf(name);
    await page.getByRole('menuitem', { name: 'Ping' }).click();
  });
  expect(ping.params).toMatchObject({ device_name: name, ping_type: 'lan', num_pings: '5' });
  const pingPopup = page.getByRole('dialog', { name: `Ping ${name}` });
  await expect(pingPopup.getByTestId('ping-cards')).toContainText(ping.body.results.device_name);
  await expect(pingPopup.getByTestId('ping-cards')).toContainText('Packets Sent');
  await page.screenshot({ path: `${SHOTS}/events-ping.png` });
  await pingPopup.getByRole('button', { name: 'Close' }).click();

  await page.route('**/api/v1.0/action/device/ping?**', (route) =>
    route.fulfill({
      status: 504,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 504, error: 'Gateway Timeout', message: 'no answer' }),
    }),
  );
  await menuOf(name);
  await page.getByRole('menuitem', { name: 'Ping' }).click();
  await expect(page.getByRole('dialog', { name: `Ping ${name}` })).toContainText(PING_ERROR);
  await page
    .getByRole('dialog', { name: `Ping ${name}` })
    .getByRole('button', { name: 'Close' })
    .click();

  await menuOf(name);
  await page.getByRole('menuitem', { name: 'Show Map' }).click();
  await expect(page.getByRole('dialog', { name: 'Show Map' })).toContainText(NOT_BUILT);
  await page.getByRole('dialog', { name: 'Show Map' }).getByRole('button', { name: 'Close' }).click();

  expect(device).not.toBe('');
  await dock.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dock).toHaveCount(0);
  await expect(page.getByLabel('Show Events')).not.toBeChecked();
});

test("the row menu is disabled for a device named '', '_e' or 'notset' (when the fleet has such an alert)", async ({ page }) => {
  await signIn(page, 'operator', '/dash-board');
  const missing = await apiGet<{ data: Alert[]; total: number }>(page, '/es/alerts', {
    query: `${DEFAULT_QUERY} AND (elementName:_e OR elementName:notset)`,
    limit: 1,
  });
  // The simulator names every device; the rule is unit-tested in event-menu.test.ts and event-actions.test.tsx.
  test.skip(missing.total === 0, 'no alert of a device without a name in this fleet');
  const name = missing.data[0].elementName ?? '';
  await page.getByLabel('Show Events').check();
  const dock = page.getByTestId('events-dock');
  await dock.getByPlaceholder('Search ...').fill(name);
  await expect(dock.getByRole('button', { name: `Actions for ${name || 'event'}` }).first()).toBeDisabled();
});

test('event detail: a Device cell opens the field table and severity card; a zero or absent clearedAt reads Never', async ({ page }) => {
  const dock = await openDock(page);
  // An active alert has not been cleared: its clearedAt is 0 (or absent).
  const { data } = await apiGet<{ data: Alert[] }>(page, '/es/alerts', { query: DEFAULT_QUERY, sort: 'lastNotifiedAt', order: 'desc', limit: 25 });
  const alert = data.find((a) => !a.clearedAt && a.elementName);
  expect(alert, 'an active alert with no clear time').toBeDefined();
  const { name, elementName } = alert!;
  await dock.getByPlaceholder('Search ...').fill(elementName!);
  const row = dock.locator(`.ag-row[row-id="${name}"]`);
  await expect(row).toBeVisible();
  await row.locator('[col-id="elementName"]').click();
  const popup = page.getByRole('dialog', { name: `Event Details of ${elementName}` });
  await expect(popup).toBeVisible();
  await expect(popup.locator('tr[data-field="clearedAt"] td')).toHaveText('Never');
  await expect(popup.locator('tr[data-field="elementName"] td')).toHaveText(elementName!);
  await expect(popup.getByTestId('event-severity-card')).toHaveAttribute('data-severity', String(alert!.severity));
  await expect(popup.getByTestId('event-severity-card')).toContainText(elementName!);
  const box = (await popup.boundingBox())!;
  expect(Math.round(box.width)).toBe(800); // 50% of the 1600 px window
  await page.screenshot({ path: `${SHOTS}/event-detail.png` });

  // Clicks on other columns open nothing.
  await popup.getByRole('button', { name: 'Close' }).click();
  await row.locator('[col-id="count"]').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an archived event opens its detail from the Device cell too', async ({ page }) => {
  const { card } = await openArchived(page);
  const rows = await drawnRows(card, 'elementName');
  await card.locator('.ag-row[row-index="0"] [col-id="elementName"]').first().click();
  const popup = page.getByRole('dialog', { name: `Event Details of ${rows[0].elementName}` });
  await expect(popup.locator('tr[data-field="active"] td')).toHaveText('No');
  await expect(popup.locator('tr[data-field="clearedAt"] td')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
  await page.screenshot({ path: `${SHOTS}/archived-event-detail.png` });
});
