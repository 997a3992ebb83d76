import type { Locator, Page } from '@playwright/test';
import { diagnosticStatus, serviceDevicesQuery, showsSwitchPanel, splitEm7DeviceId } from '@nms/contract';
import { apiGet, expect, idToken, signIn, test } from './fixtures';
import { drawnRows, pagerTotal } from './grid-helpers';

interface Hit {
  name: string;
  service_type: string | null;
  service_id: string | null;
  productCategory: string | null;
  psiteid: string | null;
}
interface OtherDevice {
  name: string;
  org_name: string;
  type: string;
  ip: string | null;
  device_id: string;
}
interface Diagnostic {
  results: { data?: unknown; note?: string };
}

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/dsweb-shots';
const SEARCH_CALL = '/api/v1.0/es/hasmat/devices/search';

/** The hasmat hit of a device, found by its whole name. */
async function hitOf(page: Page, name: string): Promise<Hit | undefined> {
  const answer = await apiGet<{ data: Hit[] }>(page, '/es/hasmat/devices/search', { field: 'name', query: name });
  return answer.data.find((h) => h.name === name);
}

/**
 * A diagnostic's answer, or null when the device failed it: a simulated device that is down
 * answers 504 and a vendor API fails now and then (502), as a real one would.
 */
async function diagnosticOf(page: Page, action: string, deviceName: string): Promise<Diagnostic | null> {
  const res = await page.request.get(`/api/v1.0/action/device/${action}`, {
    params: { device_name: deviceName },
    headers: { authorization: `Bearer ${await idToken(page)}` },
  });
  if (res.status() === 502 || res.status() === 504) return null;
  expect(res.ok(), `${action} ${deviceName} answered ${res.status()}`).toBe(true);
  return (await res.json()) as Diagnostic;
}

/** The first few devices of a query, with their hasmat hits, keeping those `keep` accepts. */
async function findDevice(page: Page, query: string, keep: (hit: Hit) => boolean | Promise<boolean>): Promise<Hit> {
  const list = await apiGet<{ data: { name: string }[] }>(page, '/es/devices/all', { query, limit: 40, sort: 'name', order: 'asc' });
  for (const d of list.data) {
    const hit = await hitOf(page, d.name);
    if (hit && (await keep(hit))) return hit;
  }
  throw new Error(`no device of ${query} fits`);
}

/** Types the name into the type-ahead and picks it from the offer. */
async function choose(page: Page, name: string): Promise<void> {
  const box = page.getByTestId('device-search-select');
  await box.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByTestId('summary-name')).toHaveText(name);
}

const panel = (page: Page, action: string): Locator => page.getByTestId(`diagnostic-${action}`);

/** The diagnostic table's body rows as cell texts (the empty text is one row of one cell). */
function tableRows(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((c) => (c as HTMLElement).innerText.trim())));
}

test('typing, picking a device, its summary, Services pie and All Devices grid; events and user counts popups', async ({ page }) => {
  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(SEARCH_CALL)) searches.push(new URL(r.url()).searchParams.get('query') ?? '');
  });
  await signIn(page, 'operator', '/device-search');
  const card = page.getByTestId('device-search-card');
  await expect(card.getByRole('heading', { name: 'Device Search' })).toBeVisible();
  const box = page.getByTestId('device-search-select');
  await expect(box).toHaveAttribute('placeholder', 'Type 3 characters to search device');
  for (const key of ['name', 'service_type', 'service_id']) await expect(page.getByTestId(`summary-${key}`)).toHaveText('Unknown');
  await expect(page.getByTestId('other-devices-title')).toHaveText('All Devices of Unknown:Unknown');

  const gate = await findDevice(page, 'className:HNS_FortiGate', (h) => !!h.service_id);
  // Two characters: nothing offered, and (checked below) no search call ever carries fewer than 3.
  await box.fill(gate.name.slice(0, 2));
  await expect(page.getByRole('option')).toHaveCount(0);
  await box.fill(gate.name.slice(0, 3));
  await expect(page.getByRole('option').first()).toBeVisible();
  await choose(page, gate.name);
  expect(searches.length).toBeGreaterThan(0);
  expect(searches.every((q) => q.length >= 3)).toBe(true);

  await expect(page.getByTestId('summary-service_type')).toHaveText(gate.service_type ?? '');
  await expect(page.getByTestId('summary-service_id')).toHaveText(gate.service_id ?? '');

  // Services: one row per nmd of the service's devices, with the pie's percentages.
  const agg = await apiGet<{ data: { nmd: string; device_count: number; device_count_by_state: { label: string; value: number }[] }[] }>(
    page,
    '/es/hasmat/devices/aggregations',
    { query: serviceDevicesQuery(gate.service_id ?? ''), aggregation_field: 'nmd' },
  );
  const services = page.getByTestId('services-grid');
  await expect(services.locator('.ag-header-cell-text')).toHaveText(['Service', 'Total Devices', 'Status']);
  const first = (await drawnRows(services, 'nmd'))[0];
  const row = agg.data.find((r) => r.nmd === first.nmd);
  expect(row, `${first.nmd} in the aggregation answer`).toBeTruthy();
  expect(Number(first.device_count.replace(/,/g, ''))).toBeGreaterThan(0);
  const labels = await services.locator('.ag-row[row-index="0"] [data-testid="pie-label"]').allInnerTexts();
  expect(labels.length).toBeGreaterThan(0);
  for (const l of labels) expect(l).toMatch(/^\d{1,3}%$/);
  await expect(services.locator('.ag-row[row-index="0"] [data-testid="state-pie"]')).toBeVisible();

  // All Devices of the service: the whole answer, sorted by Hostname, searchable.
  const others = await apiGet<{ data: OtherDevice[]; total: number }>(page, '/es/hasmat/devices/other-devices', {
    service_id: gate.service_id ?? '',
    service_type: gate.service_type ?? '',
  });
  const grid = page.getByTestId('other-devices');
  await expect(grid.getByTestId('other-devices-title')).toHaveText(`All Devices of ${gate.service_type}:${gate.service_id}`);
  await expect(grid.locator('.ag-header-cell-text')).toHaveText(['Actions', 'Hostname', 'Organization', 'Device Type', 'IP']);
  await drawnRows(grid, 'name');
  expect(await pagerTotal(grid)).toBe(others.total);
  await grid.getByRole('textbox', { name: 'Search devices' }).fill(gate.name);
  const term = gate.name.toLowerCase();
  const matching = others.data.filter((d) => [d.name, d.org_name, d.type, d.ip ?? ''].some((v) => v.toLowerCase().includes(term)));
  await expect(grid.getByTestId('pager-text')).toContainText(`(${matching.length})`);
  const me = others.data.find((d) => d.name === gate.name)!;
  expect(me, 'the chosen device is one of its service').toBeTruthy();
  const myRow = grid.locator(`.ag-row[row-id="${me.name}"]`);
  await expect(myRow.locator('[col-id="org_name"]')).toHaveText(me.org_name);
  await expect(myRow.locator('[col-id="type"]')).toHaveText(me.type);
  await page.screenshot({ path: `${SHOTS}/device-search-fortigate.png`, fullPage: true });

  // Show Events: 'Events for {name}', grid 'Events of {device id}', rows as em7/events answers.
  await myRow.getByRole('button', { name: `Actions for ${me.name}` }).click();
  await page.getByRole('menuitem', { name: 'Show Events' }).click();
  const popup = page.getByRole('dialog', { name: `Events for ${me.name}` });
  await expect(popup).toBeVisible();
  await expect(popup.getByTestId('em7-events-title')).toHaveText(`Events of ${me.device_id}`);
  const ids = splitEm7DeviceId(me.device_id)!;
  const events = await apiGet<{ data: { id: number; aligned_resource_name: string; severity: number }[]; total: number }>(page, '/em7/events', {
    ...ids,
    sort: 'aligned_resource_name',
    order: 'asc',
    offset: 0,
    limit: 100,
  });
  await expect(popup.locator('.ag-header-cell-text').filter({ hasText: /./ })).toHaveText([
    'Name',
    'Severity',
    'Event Message',
    'Note',
    'Last Detected',
    'Age / Elapsed',
    'Count',
    'Source',
    'EID',
  ]);
  if (events.total > 0) {
    const rows = await drawnRows(popup, 'aligned_resource_name');
    const names = rows.map((r) => r.aligned_resource_name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(names);
    const firstRow = popup.locator('.ag-row[row-index="0"]');
    const eid = Number(await firstRow.locator('[col-id="id"]').innerText());
    const known = events.data.find((e) => e.id === eid);
    if (known) await expect(firstRow).toHaveClass(new RegExp(`nms-sev-${known.severity}`));
  } else {
    await expect(popup.getByTestId('pager-text')).toContainText('(0)');
  }
  await page.screenshot({ path: `${SHOTS}/device-search-events-popup.png` });
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);

  // Show User Counts: the chart is drawn; a zoom and an arrow move the date range.
  await myRow.getByRole('button', { name: `Actions for ${me.name}` }).click();
  await page.getByRole('menuitem', { name: 'Show User Counts' }).click();
  const counts = page.getByRole('dialog', { name: `User Counts for ${me.name}` });
  await expect(counts).toBeVisible();
  await expect(counts.getByTestId('user-counts-chart').locator('canvas')).toBeVisible();
  await expect(counts.getByTestId('user-counts-chart').locator('.mantine-Loader-root')).toHaveCount(0);
  await expect(counts.getByText('Data Loading Error')).toHaveCount(0);
  const range = counts.getByTestId('date-range');
  const day = await range.innerText();
  await counts.getByText('1h', { exact: true }).click();
  await expect(range).not.toHaveText(day);
  const hour = await range.innerText();
  await counts.getByRole('button', { name: 'Previous range' }).click();
  await expect(range).not.toHaveText(hour);
  await expect(counts.getByRole('button', { name: 'Next range' })).toBeEnabled();
  await page.screenshot({ path: `${SHOTS}/device-search-user-counts-popup.png` });
});

test('diagnostic panels of a FortiGate: rows and status colours, no Switch panel', async ({ page }) => {
  await signIn(page, 'operator', '/device-search');
  const gate = await findDevice(page, 'className:HNS_FortiGate', async (h) => {
    const nic = await diagnosticOf(page, 'diagHardwareNicInfo', h.name);
    return !!nic && !nic.results.note && Array.isArray(nic.results.data) && nic.results.data.length > 0;
  });
  await choose(page, gate.name);
  await expect(panel(page, 'getSysArp').getByTestId('diagnostic-heading')).toHaveText(`Real Time Data for ${gate.name}`);
  for (const [action, headers] of [
    ['getSysArp', ['Interface', 'IP Address', 'MAC', 'Vendor']],
    ['diagHardwareNicInfo', ['Interface', 'Admin Status', 'Status']],
    ['diagSysLinkMonitor', ['Interface', 'Status']],
    ['getIpsecTunnelList', ['Tunnel', 'Status', 'SILO IP']],
  ] as const) {
    const answer = await diagnosticOf(page, action, gate.name);
    // The device went down or the vendor API failed since it was picked: nothing to compare.
    if (!answer) continue;
    if (answer.results.note) {
      await expect(panel(page, action)).toHaveCount(0);
      continue;
    }
    const table = page.getByTestId(`diagnostic-table-${action}`);
    await expect(table.locator('th')).toHaveText([...headers]);
    const rows = (answer.results.data as Record<string, string>[]) ?? [];
    if (rows.length === 0) continue;
    await expect(table.locator('tbody tr')).toHaveCount(rows.length);
  }
  // NIC statuses: up/alive green (normal), down/dead red (critical), else unknown with the text.
  const nicAnswer = await diagnosticOf(page, 'diagHardwareNicInfo', gate.name);
  const nic = (nicAnswer?.results.data ?? []) as { status: string }[];
  const badges = page.getByTestId('diagnostic-table-diagHardwareNicInfo').locator('tbody tr td:nth-child(3) [data-status]');
  if (nicAnswer) await expect(badges).toHaveCount(nic.length);
  const kinds = await badges.evaluateAll((els) => els.map((e) => [e.getAttribute('data-status'), (e as HTMLElement).innerText.trim()]));
  for (const [kind, text] of kinds) expect(kind).toBe(diagnosticStatus(text));
  await expect(panel(page, 'diagSwitchControllerDumpClient')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/device-search-diagnostics.png`, fullPage: true });
});

test('a device whose diagnostics answer a note has those panels hidden', async ({ page }) => {
  await signIn(page, 'operator', '/device-search');
  const quiet = await findDevice(page, 'NOT className:HNS_FortiGate AND NOT productCategory:Switch', async (h) => {
    const arp = await diagnosticOf(page, 'getSysArp', h.name);
    return !!arp?.results.note;
  });
  await choose(page, quiet.name);
  const answers = await Promise.all(
    ['getSysArp', 'diagHardwareNicInfo', 'diagSysLinkMonitor', 'getIpsecTunnelList'].map(
      async (a) => [a, await diagnosticOf(page, a, quiet.name)] as const,
    ),
  );
  await expect(page.getByTestId('diagnostic-panels')).toBeAttached();
  for (const [action, answer] of answers) {
    // A failed call shows its panel with the error, so only a note hides one.
    if (answer?.results.note) await expect(panel(page, action)).toHaveCount(0);
    else await expect(panel(page, action)).toBeVisible();
  }
  // The device was picked for its ARP note: that panel at least is hidden.
  await expect(panel(page, 'getSysArp')).toHaveCount(0);
});

test('a FortiSwitch with a parent site shows the Switch panel, asked with its parent site', async ({ page }) => {
  await signIn(page, 'operator', '/device-search');
  const sw = await findDevice(page, 'productFamily:FortiSwitch AND NOT psiteid:notset', (h) => showsSwitchPanel(h));
  // The switch's answer is live: compare the table with the very answer the page drew.
  const answered = page.waitForResponse((r) => r.url().includes('/action/device/diagSwitchControllerDumpClient'));
  await choose(page, sw.name);
  const response = await answered;
  expect(new URL(response.url()).searchParams.get('device_name')).toBe(sw.psiteid);
  const switchPanel = panel(page, 'diagSwitchControllerDumpClient');
  await expect(switchPanel.getByTestId('diagnostic-heading')).toHaveText(`Real Time Data for FortiSwitch ${sw.name}`);
  const table = page.getByTestId('diagnostic-table-diagSwitchControllerDumpClient');
  await expect(table.locator('th')).toHaveText(['Interface', 'MAC', 'Vendor', 'VLANID']);
  // A parent site that is down or whose API failed must not read as a switch without clients.
  if (!response.ok()) {
    await expect(table.locator('tbody tr')).toHaveText(['Data Loading Error']);
    return;
  }
  const answer = (await response.json()) as { results: { data?: { fsw_1_data: { interface: string }[] }; note?: string } };
  const rows = answer.results.data?.fsw_1_data ?? [];
  if (rows.length === 0) expect(await tableRows(table)).toEqual([['waiting for data']]);
  else await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText(rows[0].interface);
});

test('a new device starts the All Devices grid with an empty search', async ({ page }) => {
  await signIn(page, 'operator', '/device-search');
  const first = await findDevice(page, 'className:HNS_FortiGate', (h) => !!h.service_id);
  const second = await findDevice(
    page,
    'className:HNS_FortiGate',
    (h) => !!h.service_id && h.name !== first.name && h.service_id !== first.service_id,
  );
  await choose(page, first.name);
  const grid = page.getByTestId('other-devices');
  const search = grid.getByRole('textbox', { name: 'Search devices' });
  await drawnRows(grid, 'name');
  await search.fill(first.name);
  await expect.poll(async () => (await drawnRows(grid, 'name')).map((r) => r.name)).toContain(first.name);

  await choose(page, second.name);
  const others = await apiGet<{ data: OtherDevice[]; total: number }>(page, '/es/hasmat/devices/other-devices', {
    service_id: second.service_id ?? '',
    service_type: second.service_type ?? '',
  });
  await expect(grid.getByTestId('other-devices-title')).toHaveText(`All Devices of ${second.service_type}:${second.service_id}`);
  await expect(search).toHaveValue('');
  await expect.poll(() => pagerTotal(grid)).toBe(others.total);
  await expect.poll(async () => (await drawnRows(grid, 'name')).map((r) => r.name)).toContain(second.name);
});
