import { mkdirSync, readFileSync } from 'node:fs';
import type { Download, Locator, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, signIn, test } from './fixtures';
import { answerOf, drawnRows, pagerTotal, parseCsv, readRows } from './grid-helpers';

type Row = Record<string, string | number | null>;
interface Answer {
  data: Row[];
  total: number;
}

const SHOTS = '/tmp/cradlepoint-shots';
const MB = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const cell = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'number' ? MB.format(v) : String(v));
const isCall = (url: string, path: string) => new URL(url).pathname === `/api/v1.0${path}`;

const TABS = [
  {
    tab: 'Troubleshooting',
    id: 'troubleshooting',
    path: '/cradlepoint',
    key: 'device_name',
    fields: ['ecm_mac', 'ssh_lanip', 'carrier_iccid', 'ecm_usage'],
  },
  { tab: 'SSH', id: 'ssh', path: '/cradlepoint/ssh', key: 'ssh_deviceid', fields: ['ssh_mac', 'ssh_lanip', 'ssh_lanport'] },
  { tab: 'ECM', id: 'ecm', path: '/cradlepoint/ecm', key: 'ecm_cradlepointid', fields: ['ecm_name', 'ecm_mac', 'ecm_phone', 'ecm_usage'] },
  {
    tab: 'Carrier',
    id: 'carrier',
    path: '/cradlepoint/carrier',
    key: 'carrier_iccid',
    fields: ['carrier_phone', 'carrier_carrier', 'carrier_usage'],
  },
] as const;

const grid = (page: Page, id: string) => page.getByTestId(`grid-cradlepoint-${id}`);
const answer = (page: Page, path: string, action: () => Promise<unknown>) => answerOf<Answer>(page, [`/api/v1.0${path}`], action).then((a) => a.body);

/** The rows drawn (AG Grid draws those near the view) are the answer's first rows, as the screen reads them. */
async function expectScreen(g: Locator, rows: Row[], fields: readonly string[]) {
  let shown: Record<string, string>[] = [];
  await expect
    .poll(async () => {
      shown = await readRows(g);
      return shown.length >= Math.min(rows.length, 8) && shown.every((s, i) => fields.every((f) => s[f] === cell(rows[i][f])));
    })
    .toBe(true);
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('every tab loads the rows of its call; Troubleshooting groups the sources', async ({ page }) => {
  const combined = await answer(page, '/cradlepoint', () => signIn(page, 'operator', '/cradlepoint'));
  expect(combined.total).toBeGreaterThan(0);
  const g = grid(page, 'troubleshooting');
  await expect(g.locator('.ag-header-group-cell').filter({ hasText: 'ECM API Retrieved' })).toBeVisible();
  await expect(g.locator('.ag-header-group-cell').filter({ hasText: 'CPE SSH Retrieved' })).toBeVisible();
  await expect(g.locator('.ag-header-group-cell').filter({ hasText: 'PROVIDER API Retrieved' })).toBeVisible();
  await expectScreen(g, combined.data, TABS[0].fields);
  await expect.poll(() => pagerTotal(g)).toBe(combined.total);
  await expect(page.getByRole('button', { name: 'Start Timer' })).toBeVisible();
  await shot(page, 'troubleshooting');

  for (const t of TABS.slice(1)) {
    const body = await answer(page, t.path, () => page.getByRole('tab', { name: t.tab, exact: true }).click());
    const tg = grid(page, t.id);
    await expect(tg.getByPlaceholder('Search ...')).toBeVisible();
    await expectScreen(tg, body.data, [t.key, ...t.fields]);
    await expect.poll(() => pagerTotal(tg)).toBe(body.total);
    await shot(page, t.id);
  }
});

test('filter row, header filter and search narrow the rows; export writes cradlepoints', async ({ page }) => {
  await signIn(page, 'operator', '/cradlepoint');
  const body = await answer(page, '/cradlepoint/ssh', () => page.getByRole('tab', { name: 'SSH', exact: true }).click());
  const g = grid(page, 'ssh');
  await drawnRows(g, 'ssh_deviceid');
  const matching = (field: string, part: string) => body.data.filter((r) => cell(r[field]).toLowerCase().includes(part.toLowerCase()));

  // The filter row: 'contains' on the column, in the browser.
  const port = String(body.data[0].ssh_lanport);
  await g.getByLabel('LAN Port Filter Input').fill(port);
  await expect.poll(() => pagerTotal(g)).toBe(matching('ssh_lanport', port).length);
  // Rows that left are taken off the page a moment after the pager counts the rest.
  await expect.poll(async () => (await drawnRows(g, 'ssh_deviceid')).every((r) => r.ssh_lanport.includes(port))).toBe(true);
  await g.getByLabel('LAN Port Filter Input').fill('');
  await expect.poll(() => pagerTotal(g)).toBe(body.total);

  // The header filter: the same column filter, opened from the header.
  const name = String(body.data[Math.min(3, body.data.length - 1)].ssh_deviceid);
  await g.locator('.ag-header-row-column .ag-header-cell[col-id="ssh_deviceid"] .ag-header-cell-filter-button').click();
  await page.locator('.ag-filter').locator('input[type=text]').first().fill(name);
  await expect.poll(() => pagerTotal(g)).toBe(matching('ssh_deviceid', name).length);
  await expect(g.getByLabel('Device ID Filter Input')).toHaveValue(name);
  await page.keyboard.press('Escape');
  await g.getByRole('button', { name: 'Reset Settings' }).click();
  await expect.poll(() => pagerTotal(g)).toBe(body.total);

  // Search ...: any column's text.
  const mac = String(body.data[0].ssh_mac).slice(-5);
  await g.getByPlaceholder('Search ...').fill(mac);
  const found = body.data.filter((r) => Object.values(r).some((v) => cell(v).toLowerCase().includes(mac.toLowerCase())));
  await expect.poll(() => pagerTotal(g)).toBe(found.length);
  await expect
    .poll(async () => (await drawnRows(g, 'ssh_deviceid')).map((r) => r.ssh_deviceid))
    .toEqual(found.map((r) => r.ssh_deviceid).slice(0, 25));

  await g.getByRole('button', { name: 'Export' }).click();
  const form = page.getByTestId('export-form');
  await form.getByText('csv', { exact: true }).click();
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('cradlepoints.csv');
  const csv = parseCsv(readFileSync(await file.path(), 'utf8'));
  expect(csv[0]).toEqual(['Device ID', 'MAC', 'LAN IP', 'LAN Port']);
  expect(csv.slice(1).map((r) => r[0])).toEqual(found.map((r) => r.ssh_deviceid).slice(0, 25));
});

test("a failed load shows 'Data Loading Error' only; Refresh asks again", async ({ page }) => {
  await signIn(page, 'operator', '/cradlepoint');
  await page.route('**/api/v1.0/cradlepoint/carrier', (r) =>
    r.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"carrier API down"}' }),
  );
  await page.getByRole('tab', { name: 'Carrier', exact: true }).click();
  const g = grid(page, 'carrier');
  await expect(g.getByRole('alert')).toHaveText('Data Loading Error');
  await page.unroute('**/api/v1.0/cradlepoint/carrier');
  const body = await answer(page, '/cradlepoint/carrier', () => g.getByRole('button', { name: 'Refresh' }).click());
  await expect(g.getByRole('alert')).toHaveCount(0);
  await expectScreen(g, body.data, ['carrier_iccid', 'carrier_phone']);
});

test('Start Timer refetches and shows the new usage, Stop Timer and leaving the page stop it', async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  const calls: Answer[] = [];
  page.on('response', async (r) => {
    if (isCall(r.url(), '/cradlepoint') && r.ok()) calls.push((await r.json()) as Answer);
  });
  const first = await answer(page, '/cradlepoint', () => signIn(page, 'operator', '/cradlepoint'));
  const g = grid(page, 'troubleshooting');
  await expectScreen(g, first.data, ['ecm_mac']);
  const settled = async () => {
    await page.waitForLoadState('networkidle');
    return calls.length;
  };

  // Off by default: a minute passes without a request.
  let before = await settled();
  await page.clock.fastForward(61_000);
  expect(await settled()).toBe(before);

  // On: each minute asks again, until the feed has moved some router's usage.
  await page.getByRole('button', { name: 'Start Timer' }).click();
  const usageOf = (a: Answer) => new Map(a.data.map((r) => [String(r.ecm_cradlepointid), cell(r.ecm_usage)]));
  const old = usageOf(first);
  let latest = first;
  await expect
    .poll(
      async () => {
        const n = calls.length;
        await page.clock.fastForward(60_000);
        await expect.poll(() => calls.length).toBeGreaterThan(n);
        latest = calls[calls.length - 1];
        return [...usageOf(latest)].some(([id, u]) => id !== 'null' && old.has(id) && old.get(id) !== u);
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBe(true);
  const moved = latest.data.find((r) => r.ecm_cradlepointid !== null && old.get(String(r.ecm_cradlepointid)) !== cell(r.ecm_usage))!;
  await g.getByPlaceholder('Search ...').fill(String(moved.ecm_mac));
  await expect.poll(async () => (await drawnRows(g, 'ecm_mac')).map((r) => r.ecm_usage)).toEqual([cell(moved.ecm_usage)]);
  await shot(page, 'timer-on');

  // Stop Timer: no more requests.
  await page.getByRole('button', { name: 'Stop Timer' }).click();
  before = await settled();
  await page.clock.fastForward(125_000);
  expect(await settled()).toBe(before);

  // Leaving the page clears a running timer.
  await page.getByRole('button', { name: 'Start Timer' }).click();
  await page.getByRole('link', { name: 'Manage Devices' }).click();
  await expect(page).toHaveURL(/\/manage-devices$/);
  before = await settled();
  await page.clock.fastForward(125_000);
  expect(await settled()).toBe(before);
});

/** Exports the Troubleshooting grid's page in `type` and returns the file. */
async function exportTroubleshooting(page: Page, type: 'csv' | 'xls'): Promise<Download> {
  await grid(page, 'troubleshooting').getByRole('button', { name: 'Export' }).click();
  const form = page.getByTestId('export-form');
  await form.getByText(type, { exact: true }).click();
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  await page.keyboard.press('Escape');
  return file;
}

test('Troubleshooting exports name grouped columns with their group, and usage as numbers in csv and xlsx', async ({ page }) => {
  const combined = await answer(page, '/cradlepoint', () => signIn(page, 'operator', '/cradlepoint'));
  await drawnRows(grid(page, 'troubleshooting'), 'device_name');

  const csv = parseCsv(readFileSync(await (await exportTroubleshooting(page, 'csv')).path(), 'utf8'));
  const headers = csv[0];
  expect(new Set(headers).size).toBe(headers.length);
  expect(headers.slice(0, 6)).toEqual([
    'Device Name',
    'ECM API Retrieved Cradlepoint ID',
    'ECM API Retrieved Name',
    'ECM API Retrieved MAC',
    'ECM API Retrieved Phone',
    'ECM API Retrieved Usage (MB)',
  ]);
  expect(headers).toContain('CPE SSH Retrieved MAC');
  expect(headers).toContain('PROVIDER API Retrieved Usage (MB)');
  const usage = headers.indexOf('ECM API Retrieved Usage (MB)');
  const usages = csv
    .slice(1)
    .map((r) => r[usage])
    .filter((v) => v !== '');
  expect(usages.length).toBeGreaterThan(0);
  for (const v of usages) expect(v).toMatch(/^-?\d+(\.\d+)?(e[+-]?\d+)?$/);
  // The same rows the answer holds: the numbers are the API's, not the screen's two-decimal text.
  const byName = new Map(combined.data.map((r) => [String(r.device_name), r]));
  for (const r of csv.slice(1, 6)) {
    const known = byName.get(r[0]);
    if (known && typeof known.ecm_usage === 'number') expect(Number(r[usage])).toBeCloseTo(known.ecm_usage, 0);
  }

  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await (await exportTroubleshooting(page, 'xls')).path());
  const sheet = book.worksheets[0];
  const titles = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(titles).toEqual(headers);
  const cells = [2, 3, 4].map((n) => sheet.getRow(n).getCell(usage + 1).value).filter((v) => v !== null && v !== '');
  expect(cells.length).toBeGreaterThan(0);
  for (const v of cells) expect(typeof v).toBe('number');
});
