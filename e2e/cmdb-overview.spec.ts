import { mkdirSync, readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { CMDB_OVERVIEW_WINDOW_SECONDS, CMDB_STATUS_LABELS, LOCATION_FIELDS } from '@nms/contract';
import { expect, signIn, test } from './fixtures';
import { answerOf, drawnRows, pagerTotal, parseCsv, readRows } from './grid-helpers';

interface Share {
  label: string;
  percent: number;
  value: number;
}
interface Node {
  name: string;
  active: boolean;
  notes: string | null;
  device_count_by_state: Share[];
}
interface Datacenter extends Node {
  services: string[];
  service_instances: Node[];
  inroutes: Node[];
}
type Location = Node & Record<string, unknown> & { location_id: number; data_centers: Datacenter[] };
interface Answer {
  data: Location[];
  total: number;
}

const SHOTS = '/tmp/cmdb-web-overview-shots';
const CALL = '/api/v1.0/svn/svi_hughes_locations_hierarchy';
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
const byName = <T extends { name: string }>(rows: T[]) => [...rows].sort((a, b) => collator.compare(a.name, b.name));
const grid = (page: Page) => page.getByTestId('cmdb-overview-grid');
const devices = (n: Node) => n.device_count_by_state.reduce((sum, s) => sum + s.value, 0);
/** The rows of the top grid only (nested grids sit in its full-width rows). */
const topRows = (page: Page) => grid(page).locator('.ag-grid-scrolling-container').first();

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Signs in on /cmdb-admin (Overview is the first tab) and returns the answer the grid was drawn from. */
async function openOverview(page: Page) {
  const first = await answerOf<Answer>(page, [CALL], () => signIn(page, 'operator', '/cmdb-admin'));
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  return first;
}

/** A segment's title reads 'Label: 12.5% (3)'; the (whole) percent is written on it only above 20. */
async function expectBar(bar: Locator, shares: Share[]) {
  const shown = shares.filter((s) => s.value > 0 && s.percent > 0);
  if (shown.length === 0) {
    await expect(bar).toHaveText('No devices');
    return;
  }
  const segments = bar.getByTestId('status-segment');
  await expect(segments).toHaveCount(shown.length);
  const ordered = [...shown].sort((a, b) => CMDB_STATUS_LABELS.indexOf(a.label as never) - CMDB_STATUS_LABELS.indexOf(b.label as never));
  for (const [i, s] of ordered.entries()) {
    const percent = `${Math.round(s.percent * 10) / 10}%`;
    await expect(segments.nth(i)).toHaveAttribute('title', `${s.label}: ${percent} (${s.value.toLocaleString('en-US')})`);
    await expect(segments.nth(i)).toHaveText(s.percent > 20 ? `${Math.round(s.percent)}%` : '');
  }
}

test('the overview lists the locations of its answer, for the last 10 minutes, with status bars', async ({ page }) => {
  const { body, params } = await openOverview(page);
  const end = Number(params.end_timestamp);
  expect(end - Number(params.start_timestamp)).toBe(CMDB_OVERVIEW_WINDOW_SECONDS);
  // The window ends now (the browser's clock is this machine's).
  expect(Math.abs(end - Date.now() / 1000)).toBeLessThan(300);
  expect(body.data.length).toBeGreaterThan(0);

  const headers = await grid(page)
    .locator('.ag-header-row-column .ag-header-cell')
    .evaluateAll((cells) => cells.map((c) => c.getAttribute('col-id')));
  expect(headers).toEqual(['name', 'active', 'device_count_by_state', ...LOCATION_FIELDS.slice(1).map((f) => f.name)]);

  const expected = byName(body.data).slice(0, 25);
  const rows = await drawnRows(topRows(page));
  expect(rows.map((r) => r.name)).toEqual(expected.slice(0, rows.length).map((l) => l.name));
  rows.forEach((r, i) => {
    expect(r.active).toBe(expected[i].active ? 'Yes' : 'No');
    expect(r.city).toBe(String(expected[i].city ?? ''));
  });
  expect(await pagerTotal(page.getByTestId('cmdb-overview'))).toBe(body.total);

  // Every drawn row's bar reads its location's shares.
  for (const [i, l] of expected.slice(0, Math.min(rows.length, 5)).entries()) {
    await expectBar(
      topRows(page).locator(`.ag-row[row-index="${i}"] [col-id="device_count_by_state"] [data-testid="status-bar"]`),
      l.device_count_by_state,
    );
  }
  await shot(page, 'overview');

  // A location with devices in the window draws real segments: searched to the top, as an operator would.
  const busy = byName(body.data).find((l) => devices(l) > 0);
  expect(busy, 'a location with devices reported in the last 10 minutes').toBeDefined();
  await page.getByTestId('cmdb-overview').getByPlaceholder('Search for hughes locations').fill(busy!.name);
  await expect.poll(async () => (await drawnRows(topRows(page))).map((r) => r.name)).toContain(busy!.name);
  const busyIndex = (await drawnRows(topRows(page))).findIndex((r) => r.name === busy!.name);
  const busyBar = topRows(page).locator(`.ag-row[row-index="${busyIndex}"] [col-id="device_count_by_state"] [data-testid="status-bar"]`);
  await expectBar(busyBar, busy!.device_count_by_state);
  await expect(busyBar.getByTestId('status-segment').first()).toBeVisible();
});

test('search filters the locations and export downloads svi_overview', async ({ page }) => {
  const { body } = await openOverview(page);
  await drawnRows(topRows(page));
  const target = byName(body.data)[0];
  const search = target.name.slice(0, Math.max(4, Math.ceil(target.name.length / 2)));
  const overview = page.getByTestId('cmdb-overview');
  await overview.getByPlaceholder('Search for hughes locations').fill(search);
  const matching = byName(body.data).filter((l) =>
    Object.values(l).some((v) => (typeof v === 'string' || typeof v === 'number') && String(v).toLowerCase().includes(search.toLowerCase())),
  );
  await expect.poll(() => pagerTotal(overview)).toBe(matching.length);
  // Rows that left are taken out of the page a moment after the pager counts the rest.
  await expect.poll(async () => (await drawnRows(topRows(page))).map((r) => r.name)).toEqual(matching.slice(0, 25).map((l) => l.name));

  await overview.getByRole('button', { name: 'Export' }).click();
  const form = page.getByTestId('export-form');
  await form.getByText('csv', { exact: true }).click();
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('svi_overview.csv');
  const csv = parseCsv(readFileSync(await file.path(), 'utf8'));
  expect(csv[0].slice(0, 4)).toEqual(['Name', 'Active', 'Status', 'Street']);
  expect(csv.slice(1).map((r) => r[0])).toEqual(matching.slice(0, 25).map((l) => l.name));

  await overview.getByRole('button', { name: 'Clear search' }).click();
  await expect.poll(() => pagerTotal(overview)).toBe(body.total);
});

test('a location opens to its datacenters, a datacenter to its services and inroutes', async ({ page }) => {
  const { body } = await openOverview(page);
  await drawnRows(topRows(page));
  // A location whose datacenter has services and inroutes with devices, searched to the top.
  const withDevices = (d: Datacenter) => devices(d) > 0 && d.service_instances.some((n) => devices(n) > 0) && d.inroutes.some((n) => devices(n) > 0);
  const location = byName(body.data).find((l) => l.data_centers.some(withDevices));
  expect(location, 'a location whose datacenter has services and inroutes with devices').toBeDefined();
  const loc = location!;
  await page.getByTestId('cmdb-overview').getByPlaceholder('Search for hughes locations').fill(loc.name);
  await expect.poll(async () => (await drawnRows(topRows(page))).map((r) => r.name)).toContain(loc.name);
  await topRows(page)
    .getByRole('button', { name: `Expand ${loc.name}`, exact: true })
    .click();

  const datacenters = page.getByTestId('datacenters-panel');
  await expect(datacenters.getByTestId('panel-title')).toHaveText(`Datacenters at ${loc.name}`);
  const dcRows = await drawnRows(datacenters);
  const dcs = byName(loc.data_centers);
  expect(dcRows.map((r) => r.name)).toEqual(dcs.map((d) => d.name));
  expect(dcRows.map((r) => r.services)).toEqual(dcs.map((d) => d.services.join(', ')));
  const dc = dcs.find(withDevices)!;
  const dcIndex = dcs.indexOf(dc);
  await expectBar(datacenters.locator(`.ag-row[row-index="${dcIndex}"] [data-testid="status-bar"]`).first(), dc.device_count_by_state);

  await datacenters.getByRole('button', { name: `Expand ${dc.name}`, exact: true }).click();
  // AG Grid may keep a hidden copy of a full-width row while it redraws (another test's CMDB rows
  // arrive), and for a moment both copies are visible: the panels the operator sees are the first
  // visible ones.
  const services = datacenters.getByTestId('services-panel').filter({ visible: true }).first();
  const inroutes = datacenters.getByTestId('inroutes-panel').filter({ visible: true }).first();
  await expect(services.getByTestId('panel-title')).toHaveText(`Services at ${dc.name}`);
  await expect(inroutes.getByTestId('panel-title')).toHaveText(`Inroutes at ${dc.name}`);
  const serviceRows = await drawnRows(services);
  expect(serviceRows.map((r) => r.name)).toEqual(byName(dc.service_instances).map((s) => s.name));
  const inrouteRows = await drawnRows(inroutes);
  expect(inrouteRows.map((r) => r.name)).toEqual(byName(dc.inroutes).map((s) => s.name));
  expect(inrouteRows.map((r) => r.active)).toEqual(byName(dc.inroutes).map((s) => (s.active ? 'Yes' : 'No')));
  // Bars of nodes with devices: real segments, their tooltips and the labels-above-20 rule.
  const inrouteIndex = byName(dc.inroutes).findIndex((n) => devices(n) > 0);
  const serviceIndex = byName(dc.service_instances).findIndex((n) => devices(n) > 0);
  await expectBar(
    inroutes.locator(`.ag-row[row-index="${inrouteIndex}"] [data-testid="status-bar"]`),
    byName(dc.inroutes)[inrouteIndex].device_count_by_state,
  );
  await expectBar(
    services.locator(`.ag-row[row-index="${serviceIndex}"] [data-testid="status-bar"]`),
    byName(dc.service_instances)[serviceIndex].device_count_by_state,
  );
  await shot(page, 'expanded');

  // Closing the location closes its panel; the other locations stay where they were.
  await topRows(page)
    .getByRole('button', { name: `Collapse ${loc.name}`, exact: true })
    .click();
  await expect(datacenters).toHaveCount(0);
  expect((await readRows(topRows(page))).length).toBeGreaterThan(0);
});

test('refresh asks again for the last 10 minutes', async ({ page }) => {
  const first = await openOverview(page);
  await drawnRows(topRows(page));
  const again = await answerOf<Answer>(page, [CALL], () => page.getByTestId('cmdb-overview').getByRole('button', { name: 'Refresh' }).click());
  expect(Number(again.params.end_timestamp) - Number(again.params.start_timestamp)).toBe(CMDB_OVERVIEW_WINDOW_SECONDS);
  expect(Number(again.params.end_timestamp)).toBeGreaterThanOrEqual(Number(first.params.end_timestamp));
});

test('a failed load reads Data Loading Error with its cause', async ({ page }) => {
  await openOverview(page);
  await drawnRows(topRows(page));
  // The one answer this test cannot make the real server give on purpose: a failure.
  await page.route(`**${CALL}?*`, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'database is starting' }),
    }),
  );
  await page.getByTestId('cmdb-overview').getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByTestId('grid-error')).toHaveText('Data Loading Error, database is starting');
});
