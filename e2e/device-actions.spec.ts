import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * The Device Actions panel the operator way: Manage Devices, a Lucene query, the row menu's
 * Device Details, then the dock's Actions panel. Device states change every 2 s (live
 * simulator), so each query picks devices by attributes that do not change.
 */

const POLLABLE = "NOT poller:notset AND NOT poller:'Currently Unavailable' AND NOT poller:'PAM-ST-OI' AND NOT poller:NotApplicable";
const SHOTS = process.env.W2_SHOTS; // a directory: save screenshots of what the tests open

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  // What is on its way is waited for: loaders (a chart's chunk, an image's answer), images, and
  // charts still drawing (each says so on its box, echarts-chart.tsx, until its animations end).
  await expect(page.locator('[data-chart-state="drawing"], .mantine-Loader-root:visible')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => [...document.images].every((img) => img.complete))).toBe(true);
  await page.screenshot({ path: `${SHOTS}/w2-${name}.png` });
}

/**
 * Runs `query` on Manage Devices and opens the first device's details; returns its name and panel.
 * Secured actions and outlet resets need the engineer (issue 17 roles); the rest the operator.
 */
async function openDevice(page: Page, query: string, who: 'operator' | 'engineer' = 'operator'): Promise<{ name: string; panel: Locator }> {
  await signIn(page, who, '/manage-devices');
  const box = page.getByPlaceholder('Search with lucene query');
  await expect(box).toBeVisible();
  const answered = page.waitForResponse(
    (r) => r.url().includes('/api/v1.0/es/devices/all') && (new URL(r.url()).searchParams.get('query') ?? '').includes(query),
  );
  await box.fill(query);
  await box.press('Enter');
  expect((await answered).ok()).toBe(true);
  const menu = page
    .locator('.ag-row[row-index="0"]')
    .getByRole('button', { name: /^Actions for / })
    .first();
  await expect(menu).toBeVisible();
  const name = (await menu.getAttribute('aria-label'))!.replace('Actions for ', '');
  await menu.click();
  await page.getByRole('menuitem', { name: 'Device Details' }).click();
  const dock = page.getByTestId('manage-devices-dock');
  await expect(dock.getByTestId('dock-title')).toHaveText(`Device Details of ${name}`);
  const panel = dock.getByTestId('device-actions-panel');
  await expect(panel).toBeVisible();
  return { name, panel };
}

/** Picks `label` in the section's dropdown. */
async function choose(page: Page, panel: Locator, section: string, label: string) {
  await panel.getByRole('combobox', { name: section, exact: true }).click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(panel.getByRole('combobox', { name: section, exact: true })).toHaveValue(label);
}

const execute = (panel: Locator, section: string) => panel.getByRole('button', { name: `Execute ${section}` });

/** The result popup of an action (title '{label} - {device}'). */
const popup = (page: Page, title: string) => page.getByRole('dialog', { name: title });

async function runAndOpen(page: Page, panel: Locator, section: string, label: string, deviceName: string): Promise<Locator> {
  await choose(page, panel, section, label);
  await execute(panel, section).click();
  const dialog = popup(page, `${label} - ${deviceName}`);
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  return dialog;
}

test.describe('Device Actions panel', () => {
  test('shows seven sections with their defaults; ping opens the ping cards', async ({ page }) => {
    const { name, panel } = await openDevice(page, `productCategory:Router AND NOT state:1 AND ${POLLABLE}`);
    await expect(panel.getByRole('heading', { name: 'Actions' })).toBeVisible();
    for (const section of [
      'Troubleshooting',
      'Advanced Actions',
      'Performance Graphs',
      'HAN Reports',
      'Usage Reports',
      'Secure Actions',
      'CSR Tools',
    ]) {
      await expect(panel.getByRole('combobox', { name: section, exact: true })).toBeVisible();
    }
    await expect(panel.getByRole('combobox', { name: 'Troubleshooting', exact: true })).toHaveValue('Ping');
    await expect(panel.getByRole('combobox', { name: 'CSR Tools', exact: true })).toHaveValue('All Database Details');
    await expect(panel.getByRole('combobox', { name: 'Ping Type' })).toHaveValue('LAN');
    await expect(panel.getByRole('combobox', { name: '# Pings' })).toHaveValue('5');
    if (SHOTS) await panel.screenshot({ path: `${SHOTS}/w2-panel.png` });

    const call = page.waitForRequest((r) => r.url().includes('/api/v1.0/action/device/ping?'));
    await execute(panel, 'Troubleshooting').click();
    const params = new URL((await call).url()).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({ device_name: name, ping_type: 'lan', num_pings: '5' });
    const dialog = popup(page, `Ping - ${name}`);
    await expect(dialog).toBeVisible({ timeout: 30_000 });
    for (const card of ['Info', 'Device Status', 'Ping details']) await expect(dialog.getByRole('heading', { name: card })).toBeVisible();
    const pings = dialog.getByTestId('pings-table');
    await expect(pings.getByRole('columnheader', { name: '# Ping' })).toBeVisible();
    await expect(pings.getByRole('columnheader', { name: 'RTT' })).toBeVisible();
    await expect(pings.locator('tbody tr')).toHaveCount(5);
    await shot(page, 'ping');
  });

  test('one section runs at a time; a failed ping says so, other failures stay silent', async ({ page }) => {
    const { name, panel } = await openDevice(page, `productCategory:Router AND ${POLLABLE}`);
    // The server failing is simulated at the network edge: hold the ping, then answer 502.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/v1.0/action/device/ping?*', async (route) => {
      await held;
      await route.fulfill({ status: 502, contentType: 'application/json', body: '{"message":"bad gateway"}' });
    });
    await execute(panel, 'Troubleshooting').click();
    for (const section of ['Troubleshooting', 'Performance Graphs', 'Usage Reports', 'CSR Tools'])
      await expect(execute(panel, section)).toBeDisabled();
    release();
    const dialog = popup(page, `Ping - ${name}`);
    await expect(dialog.getByTestId('action-message')).toHaveText('Something error occurred while processing your request, Please try again.');
    await expect(execute(panel, 'Troubleshooting')).toBeEnabled();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await page.route('**/api/v1.0/action/device/interfaceStatus?*', (route) => route.fulfill({ status: 502, body: '{}' }));
    await choose(page, panel, 'Troubleshooting', 'Interface Status');
    const failed = page.waitForResponse((r) => r.url().includes('/interfaceStatus?'));
    await execute(panel, 'Troubleshooting').click();
    await failed;
    await expect(execute(panel, 'Troubleshooting')).toBeEnabled();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('Ping IP needs an IP Address; Interface Status shows its columns', async ({ page }) => {
    const { name, panel } = await openDevice(page, 'productCategory:Router');
    await choose(page, panel, 'Troubleshooting', 'Ping IP');
    const ip = panel.getByRole('textbox', { name: 'IP Address' });
    await expect(ip).toBeVisible();
    await expect(execute(panel, 'Troubleshooting')).toBeDisabled();
    await ip.fill('8.8.8.8');
    await expect(execute(panel, 'Troubleshooting')).toBeEnabled();

    const dialog = await runAndOpen(page, panel, 'Troubleshooting', 'Interface Status', name);
    for (const col of ['Description', 'Admin Status', 'Oper Status']) await expect(dialog.getByRole('columnheader', { name: col })).toBeVisible();
    await shot(page, 'interface-status');
  });

  test('Wattbox status divides current and voltage by 10; outlet reset needs an outlet', async ({ page }) => {
    const { name, panel } = await openDevice(page, 'nocid:OVRC', 'engineer');
    const dialog = await runAndOpen(page, panel, 'Troubleshooting', 'Ping/Current Status', name);
    const outlets = dialog.getByTestId('wattbox-outlets');
    await expect(outlets.getByRole('columnheader', { name: 'Current' })).toBeVisible();
    await expect(outlets.locator('tbody tr').first()).toContainText(/\d+\.\d A/);
    await expect(outlets.locator('tbody tr').first()).toContainText(/\d+\.\d V/);
    await shot(page, 'wattbox');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await choose(page, panel, 'Advanced Actions', 'Reset Wattbox Outlet');
    await expect(execute(panel, 'Advanced Actions')).toBeDisabled();
    await panel.getByRole('combobox', { name: 'Outlet' }).click();
    await page.getByRole('option').first().click();
    await expect(execute(panel, 'Advanced Actions')).toBeEnabled();
  });

  test('Edge/HA shows primary and backup panels and the Links table', async ({ page }) => {
    const { name, panel } = await openDevice(page, 'dmnType:FORTIMGRCLUST');
    const dialog = await runAndOpen(page, panel, 'Troubleshooting', 'Ping/Current Status', name);
    await expect(dialog.getByTestId('edge-ha-view')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Primary' })).toBeVisible();
    await expect(dialog.getByTestId('ha-links').getByRole('columnheader', { name: 'Interface' })).toBeVisible();
    await shot(page, 'edge-ha');
  });

  test('FortiLAN switch/AP card shows details and the Ports grid or radios', async ({ page }) => {
    const { name, panel } = await openDevice(page, 'nocid:FORTILAN AND productCategory:Switch');
    const dialog = await runAndOpen(page, panel, 'Troubleshooting', 'Ping/Current Status', name);
    const view = dialog.getByTestId('switch-ap-view');
    await expect(view.getByRole('heading', { name: 'Details', exact: true })).toBeVisible();
    const ports = view.getByTestId('ports-grid');
    await expect(ports.getByRole('columnheader', { name: 'Port' })).toBeVisible();
    const model = await view.locator('tr', { hasText: 'Model' }).first().locator('td').innerText();
    await expect(ports.getByRole('columnheader', { name: 'PoE' })).toHaveCount(model.trim().toUpperCase().endsWith('POE') ? 1 : 0);
    await shot(page, 'fortilan');
  });

  test('satellite status and stats tables', async ({ page }) => {
    const { name, panel } = await openDevice(page, 'className:HNS_SatModem');
    const dialog = await runAndOpen(page, panel, 'Troubleshooting', 'Ping/Current Status', name);
    const view = dialog.getByTestId('satellite-view');
    await expect(view).toBeVisible();
    await expect(view.getByRole('heading', { name: 'Status' })).toBeVisible();
    await expect(view.getByRole('heading', { name: 'Stats' })).toBeVisible();
    await shot(page, 'satellite');
  });

  test('a secure action runs and says what happened', async ({ page }) => {
    const { name, panel } = await openDevice(page, 'className:HNS_SatModem', 'engineer');
    const dialog = await runAndOpen(page, panel, 'Secure Actions', 'Reset Hughes Modem', name);
    await expect(dialog.getByTestId('message-view')).toBeVisible();
    await shot(page, 'secure');
  });

  test('packet capture on an accelerator uses the accelerator form', async ({ page }) => {
    const { name, panel } = await openDevice(page, 'className:HNS_AccelApp');
    await choose(page, panel, 'Advanced Actions', 'Packet Capture');
    await execute(panel, 'Advanced Actions').click();
    const dialog = popup(page, `Packet Capture - ${name}`);
    await expect(dialog.getByRole('combobox', { name: 'Duration' })).toHaveValue('10 seconds');
    await expect(dialog.getByRole('combobox', { name: 'Protocol' })).toHaveValue('all');
    await expect(dialog.getByRole('combobox', { name: 'IP Type' })).toHaveValue('host (Any)');
    await dialog.getByRole('combobox', { name: 'Duration' }).click();
    await page.getByRole('option', { name: '30 seconds' }).click();
    const call = page.waitForRequest((r) => r.url().includes('/api/v1.0/action/device/packet-capture-aa?'));
    await dialog.getByRole('button', { name: 'Capture' }).click();
    expect(Object.fromEntries(new URL((await call).url()).searchParams)).toMatchObject({
      device_name: name,
      duration: '30',
      protocol: 'all',
      ip_type: 'host',
      user_name: 'operator',
    });
    await expect(dialog.getByRole('button', { name: 'Download' })).toBeEnabled({ timeout: 30_000 });
  });

  test('a report opens in an iframe popup', async ({ page }) => {
    const { name, panel } = await openDevice(page, 'productCategory:Router');
    await choose(page, panel, 'Usage Reports', 'Data Usage');
    const link = page.waitForResponse((r) => r.url().includes('/api/v1.0/reports/link'));
    await execute(panel, 'Usage Reports').click();
    expect((await link).ok()).toBe(true);
    const frame = popup(page, `Data Usage - ${name}`).getByTestId('report-frame');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('src', /.+/);
    await shot(page, 'report');
  });

  test('packet capture downloads a pcap file', async ({ page }) => {
    const { name, panel } = await openDevice(page, 'productCategory:Router');
    await choose(page, panel, 'Advanced Actions', 'Packet Capture');
    await execute(panel, 'Advanced Actions').click();
    const dialog = popup(page, `Packet Capture - ${name}`);
    await expect(dialog.getByRole('textbox', { name: 'Interface' })).toHaveValue('any');
    await expect(dialog.getByRole('textbox', { name: 'Max Packets' })).toHaveValue('4');
    const download = dialog.getByRole('button', { name: 'Download' });
    await expect(download).toBeDisabled();
    await dialog.getByRole('button', { name: 'Capture' }).click();
    await expect(download).toBeEnabled({ timeout: 30_000 });
    await shot(page, 'packet-capture');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.pcap$/);
    const stream = await file.createReadStream();
    const head: Buffer = await new Promise((ok, fail) => {
      stream.once('readable', () => ok(stream.read(4) as Buffer));
      stream.once('error', fail);
    });
    // pcap magic in either byte order (microsecond or nanosecond variants).
    expect(['d4c3b2a1', 'a1b2c3d4', '4d3cb2a1', 'a1b23c4d']).toContain(head.toString('hex'));
  });

  test('a not-discovered device shows the red banner', async ({ page }) => {
    const { panel } = await openDevice(page, 'discovered:false');
    await expect(panel.getByText('Device is not discovered yet.')).toBeVisible();
    await expect(panel.getByRole('combobox', { name: 'Advanced Actions', exact: true })).toBeVisible();
  });

  test('All Database Details: four tabs, searchable upper-cased names', async ({ page }) => {
    const { name, panel } = await openDevice(page, 'productCategory:Router');
    await execute(panel, 'CSR Tools').click();
    const dialog = popup(page, `All Database Details - ${name}`);
    for (const tab of ['DMN', 'EIT', 'HTS', 'SMARTS']) await expect(dialog.getByRole('tab', { name: tab })).toBeVisible();
    const fields = dialog.getByTestId('fields-DMN');
    await expect(fields.locator('tr').first()).toBeVisible();
    const search = dialog.getByPlaceholder('Search for field name or values...');
    await search.fill('management');
    await expect(fields.locator('tr')).not.toHaveCount(0);
    for (const text of await fields.locator('tr').allInnerTexts()) expect(text.toLowerCase()).toContain('management');
    await expect(fields.locator('th').first()).toHaveText(/^[A-Z0-9_]+$/);
    await shot(page, 'all-database-details');
  });

  test('Launch UI opens the proxy URL with deviceid and nmpuser in a new tab', async ({ page }) => {
    const { name, panel } = await openDevice(page, 'productCategory:Router');
    await choose(page, panel, 'CSR Tools', 'Launch UI');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), execute(panel, 'CSR Tools').click()]);
    await tab.waitForLoadState('domcontentloaded');
    const url = new URL(tab.url());
    expect(url.pathname).toMatch(/launch-ui/);
    expect(url.searchParams.get('deviceid')).toBe(name);
    expect(url.searchParams.get('nmpuser')).toBe('operator');
  });

  test('metric chart: 1d by default, arrows move the date range, zoom resets it', async ({ page }) => {
    const { name, panel } = await openDevice(page, 'className:HNS_SatModem');
    const first = page.waitForRequest((r) => r.url().includes('/api/v1.0/apg/db/object-data/with-filter'));
    await execute(panel, 'Performance Graphs').click();
    const q = Object.fromEntries(new URL((await first).url()).searchParams);
    expect(q).toMatchObject({ period: '0', filter_expression: `device=='${name}'&name=='latency'` });
    expect(Number(q.end_timestamp) - Number(q.start_timestamp)).toBe(86_400);
    const dialog = popup(page, `Latency - ${name}`);
    await expect(dialog.getByTestId('chart')).toBeVisible();
    const range = dialog.getByTestId('date-range');
    await expect(range).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2} - \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    await expect(dialog.getByRole('button', { name: 'Next range' })).toBeDisabled();
    const before = await range.innerText();
    const back = page.waitForRequest((r) => r.url().includes('/with-filter'));
    await dialog.getByRole('button', { name: 'Previous range' }).click();
    const b = Object.fromEntries(new URL((await back).url()).searchParams);
    expect(Number(q.start_timestamp) - Number(b.start_timestamp)).toBeGreaterThanOrEqual(86_400);
    await expect(range).not.toHaveText(before);
    await expect(dialog.getByRole('button', { name: 'Next range' })).toBeEnabled();
    const zoom = page.waitForRequest((r) => r.url().includes('/with-filter') && new URL(r.url()).searchParams.get('period') === '3600');
    await dialog.getByText('5d', { exact: true }).click();
    await zoom;
    await page.waitForLoadState('networkidle');
    await shot(page, 'metric-chart');
  });

  test('Jupiter terminal statistics chart', async ({ page }) => {
    const sat = await openDevice(page, 'className:HNS_SatModem');
    await choose(page, sat.panel, 'Performance Graphs', 'Jupiter Terminal Statistics');
    const ts = page.waitForResponse((r) => r.url().includes('/api/v1.0/es/device/ts/jupiter-ent'));
    await execute(sat.panel, 'Performance Graphs').click();
    expect((await ts).ok()).toBe(true);
    await expect(popup(page, `Jupiter Terminal Statistics - ${sat.name}`).getByTestId('chart')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shot(page, 'jupiter');
  });

  test('access point charts: usage and user count images over the chosen range', async ({ page }) => {
    const ap = await openDevice(page, "productCategory:'WIFI AP'");
    await choose(page, ap.panel, 'Performance Graphs', 'Access Point Usage');
    await execute(ap.panel, 'Performance Graphs').click();
    const dialog = popup(page, `Access Point Usage - ${ap.name}`);
    await expect(dialog.getByTestId('ap-graph-usage')).toBeVisible();
    await expect(dialog.getByTestId('ap-graph-users')).toBeVisible();
    const longer = page.waitForRequest((r) => r.url().includes('/graph/ap'));
    await dialog.getByText('5 days', { exact: true }).click();
    const start = Number(new URL((await longer).url()).searchParams.get('start_time'));
    expect(Math.abs(Date.now() / 1000 - 604_800 - start)).toBeLessThan(120);
    await shot(page, 'ap-charts');
  });
});
