import type { Locator, Page } from '@playwright/test';
import { apiGet, expect, signIn, test } from './fixtures';

/**
 * LUMOS (spec 000 "LUMOS screen"): title, search and messages, the transport block rules by
 * nocid, category and vendor, the Polycom rule, the cards of General Information and the
 * disabled sub-tabs. Devices are found through the API by attributes the live simulator does
 * not change (nocid, category, vendor, model); expected values are read from the API.
 */

type Row = Record<string, unknown>;
const SHOTS = process.env.LUMOS_SHOTS; // a directory: save screenshots of each tab

const BLOCKS = ['ecm', 'nnoc', 'meraki', 'velocloud', 'fortilan', 'ciscoSwitch'] as const;
type Block = (typeof BLOCKS)[number];
const CALLS: Record<Block, string> = {
  ecm: 'pingEcm',
  nnoc: 'pingOrCurrentStatus',
  meraki: 'pingOrCurrentStatusMeraki',
  velocloud: 'pingOrCurrentStatusVeloCloud',
  fortilan: 'pingOrCurrentStatusFortilan',
  ciscoSwitch: 'pingInterfaces',
};
const VIEWS: Record<Block, string> = {
  ecm: 'cradlepoint',
  nnoc: 'satellite',
  meraki: 'meraki',
  velocloud: 'velocloud',
  fortilan: 'fortilan',
  ciscoSwitch: 'switch',
};

const api = apiGet;

/** Devices matching a Lucene query (es/devices/all), at least one. */
async function devices(page: Page, query: string, limit = 5): Promise<Row[]> {
  const { data } = await api<{ data: Row[] }>(page, '/es/devices/all', { query, limit, sort: 'name', order: 'asc' });
  expect(data.length, `no device for ${query}`).toBeGreaterThan(0);
  return data;
}

const details = (page: Page, name: string) =>
  api<{ data: { device: Row; neighbor_devices: { data: Row[] }; eit_device_details: Row } }>(page, '/device/device-details', { device_id: name });

/** Opens /lumos?device={name} and waits for the Real Time Data tab. */
async function openLumos(page: Page, name: string): Promise<Locator> {
  await page.goto(`/lumos?device=${encodeURIComponent(name)}`);
  const tab = page.getByTestId('lumos-real-time-data');
  await expect(tab).toBeVisible();
  return tab;
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${SHOTS}/lumos-${name}.png`, fullPage: true });
}

/** The value display mapping (spec 000 §4) for the values these tests read. */
const display = (v: unknown) => (v === null || v === undefined || ['', 'notset', '_e'].includes(String(v)) ? 'Unavailable' : String(v));
const realPoller = (v: unknown) => display(v) !== 'Unavailable' && !['NotApplicable', 'Currently Unavailable'].includes(String(v));

test.describe('LUMOS', () => {
  test('title, messages, search and the device status table', async ({ page }) => {
    await signIn(page, 'operator', '/lumos');
    const card = page.getByTestId('lumos');
    await expect(card.getByRole('heading', { name: 'LUMOS' })).toBeVisible();
    await expect(page.getByTestId('lumos-message')).toHaveText('Please search and select a device to view Device Details');
    for (const b of ['Start Timer', 'Refresh', 'Fullscreen']) await expect(card.getByRole('button', { name: b })).toBeVisible();
    await shot(page, 'empty');

    const [device] = await devices(page, 'nocid:MERAKI AND productCategory:Router', 1);
    const name = String(device.name);
    const box = page.getByPlaceholder('Search for a device...');
    await box.fill(name.slice(0, 6));
    const option = page.getByRole('option', { name, exact: true });
    await expect(option).toBeVisible();
    // The transport block's first read: a Refresh while it is still on its way joins it (no new
    // request), so the Refresh below waits for it to be done first.
    const firstTransport = page.waitForResponse((r) => r.url().includes('/api/v1.0/action/device/pingOrCurrentStatusMeraki?'));
    await option.click();
    await expect(page).toHaveURL(new RegExp(`/lumos\\?device=${encodeURIComponent(name)}$`));

    // Retrying assertions: the tables draw once the device's answer is in.
    const status = page.getByTestId('lumos-device-status');
    await expect(status.locator('th')).toHaveText([
      'SAN',
      'Device Category',
      'Model',
      'Serial Number',
      'Management IP',
      'LAN1 Ip',
      'NOC ID',
      'Status',
    ]);
    const expected = [name, 'Router', device.model, device.diuSerialNum, device.managementIp, device.lanIp, 'MERAKI'].map(display);
    await expect(status.locator('tbody td')).toHaveText([...expected, /^(Critical|Major|Minor|Unknown|Normal)$/]);
    const location = page.getByTestId('lumos-location');
    await expect(location.locator('th')).toHaveText([
      'Customer Location ID',
      'Address',
      'City',
      'State',
      'Zip',
      'Latitude',
      'Longitude',
      'Hughes Location ID',
    ]);
    await expect(location.locator('tbody td').nth(7)).toHaveText(display(device.hnsLocationID));

    // The timer toggles; Refresh reloads the device and its transport call.
    await card.getByRole('button', { name: 'Start Timer' }).click();
    await expect(card.getByRole('button', { name: 'Stop Timer' })).toBeVisible();
    await card.getByRole('button', { name: 'Stop Timer' }).click();
    await firstTransport;
    const reload = page.waitForRequest((r) => r.url().includes('/api/v1.0/device/device-details?'));
    const transport = page.waitForRequest((r) => r.url().includes('/api/v1.0/action/device/pingOrCurrentStatusMeraki?'));
    await card.getByRole('button', { name: 'Refresh' }).click();
    await reload;
    await transport;

    // Full screen puts the whole page over the shell; the same button leaves it.
    await card.getByRole('button', { name: 'Fullscreen' }).click();
    await expect(card).toHaveAttribute('data-fullscreen', 'true');
    await card.getByRole('button', { name: 'Exit Fullscreen' }).click();
    await expect(card).not.toHaveAttribute('data-fullscreen', 'true');

    await page.goto('/lumos?device=NO-SUCH-DEVICE-42');
    await expect(page.getByTestId('lumos-message')).toHaveText('Device NO-SUCH-DEVICE-42 does not exists...');
    await shot(page, 'unknown');
  });

  const CASES: { label: string; query: string; block: Block }[] = [
    { label: 'a Meraki router', query: 'nocid:MERAKI AND productCategory:Router', block: 'meraki' },
    { label: 'a VeloCloud router', query: 'nocid:VELOCLOUD AND productCategory:Router', block: 'velocloud' },
    { label: 'a FortiLAN switch', query: 'nocid:FORTILAN AND productCategory:Switch', block: 'fortilan' },
    { label: 'a Cisco TangoW switch', query: 'nocid:TangoW AND productCategory:Switch AND vendor:CISCO', block: 'ciscoSwitch' },
    { label: 'an ECM device', query: 'nocid:ECM', block: 'ecm' },
    { label: 'an NNOC satellite modem', query: 'nocid:NNOC AND className:HNS_SatModem', block: 'nnoc' },
  ];
  for (const c of CASES) {
    test(`${c.label} shows only the ${c.block} transport block, with its call's result`, async ({ page }) => {
      await signIn(page, 'operator', '/lumos');
      const [device] = await devices(page, c.query, 1);
      const name = String(device.name);
      const call = page.waitForRequest((r) => r.url().includes(`/api/v1.0/action/device/${CALLS[c.block]}?`));
      const tab = await openLumos(page, name);
      expect(new URL((await call).url()).searchParams.get('device_name')).toBe(name);
      const block = tab.getByTestId(`transport-${c.block}`);
      await expect(block.getByTestId(`result-view-${VIEWS[c.block]}`)).toBeVisible({ timeout: 30_000 });
      for (const other of BLOCKS.filter((b) => b !== c.block)) await expect(tab.getByTestId(`transport-${other}`)).toHaveCount(0);
      await shot(page, `real-time-${c.block}`);
    });
  }

  test('the rules need category and vendor: a FortiLAN or Meraki access point has no transport block', async ({ page }) => {
    await signIn(page, 'operator', '/lumos');
    for (const query of ["nocid:FORTILAN AND productCategory:'WIFI AP'", "nocid:MERAKI AND productCategory:'WIFI AP'"]) {
      const [device] = await devices(page, query, 1);
      const tab = await openLumos(page, String(device.name));
      await expect(tab.getByTestId('no-transport')).toBeVisible();
      for (const b of BLOCKS) await expect(tab.getByTestId(`transport-${b}`)).toHaveCount(0);
    }
  });

  test("a failed transport call shows the server's error in its block", async ({ page }) => {
    await signIn(page, 'operator', '/lumos');
    const [device] = await devices(page, 'nocid:NNOC AND className:HNS_SatModem', 1);
    // Simulated calls do not fail in e2e (ACTION_SIM_FAILURES=off): the modem's answer is replaced
    // by the error the action server gives for a modem that does not answer.
    const message = `Satellite status of ${String(device.name)} failed: no answer from the modem after 30 s`;
    await page.route('**/api/v1.0/action/device/pingOrCurrentStatus?*', (route) =>
      route.fulfill({ status: 504, contentType: 'application/json', body: JSON.stringify({ statusCode: 504, error: 'Gateway Timeout', message }) }),
    );
    const tab = await openLumos(page, String(device.name));
    await expect(tab.getByTestId('transport-nnoc').getByTestId('transport-error')).toContainText(message);
    await shot(page, 'transport-error');
  });

  test("a Polycom phone at a site with an HR gateway shows the gateway's poller", async ({ page }) => {
    await signIn(page, 'operator', '/lumos');
    // A phone whose gateway is polled (a real poller, not notset), so the row shows a value.
    const phones = await devices(page, 'model:Polycom* AND productCode:Polycom*', 100);
    let found: { phone: string; hr: Row } | undefined;
    for (const p of phones) {
      const { data } = await details(page, String(p.name));
      const hr = data.neighbor_devices.data.find((n) => String(n.model ?? '').startsWith('HR') && String(n.productCode ?? '').startsWith('HR'));
      if (hr && realPoller(hr.poller)) {
        found = { phone: String(p.name), hr };
        break;
      }
    }
    expect(found, 'a Polycom phone with a polled HR neighbour').toBeTruthy();
    const tab = await openLumos(page, found!.phone);
    const reach = tab.getByTestId('lumos-reachability');
    const row = reach.getByRole('row', { name: new RegExp(`^Poller \\(via ${found!.hr.name}\\)`) });
    await expect(row).toBeVisible();
    await expect(row.locator('td')).toHaveText(display(found!.hr.poller));
    await shot(page, 'real-time-polycom');

    // A device that is no Polycom phone shows its own poller.
    const [hrDevice] = await devices(page, 'model:HR*', 1);
    const own = await openLumos(page, String(hrDevice.name));
    await expect(own.getByTestId('lumos-reachability').getByRole('row', { name: /^Poller / })).toContainText(display(hrDevice.poller));
  });

  test('General Information shows the cards by their rules', async ({ page }) => {
    await signIn(page, 'operator', '/lumos');
    const candidates = [
      ...(await devices(page, 'aaCfOpermode:4', 1)),
      ...(await devices(page, 'className:HNS_SatModem AND NOT aaCfOpermode:[3 TO 4]', 1)),
      ...(await devices(page, 'productCategory:Switch', 1)),
    ];
    for (const c of candidates) {
      const name = String(c.name);
      const { data } = await details(page, name);
      const d = data.device;
      await openLumos(page, name);
      await page.getByRole('tab', { name: 'General Information' }).click();
      const info = page.getByTestId('lumos-general-information');
      await expect(info.getByTestId('card-device-status')).toBeVisible();
      await expect(info.getByTestId('card-network-configuration')).toBeVisible();
      await expect(info.getByTestId('card-monitoring')).toBeVisible();
      const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '' || v === 'Currently Unavailable';
      await expect(info.getByTestId('card-han')).toHaveCount(blank(d.han) ? 0 : 1);
      await expect(info.getByTestId('card-vadb')).toHaveCount(blank(d.vadbPrimaryPhoneNumber) ? 0 : 1);
      await expect(info.getByTestId('card-eit')).toHaveCount(Object.keys(data.eit_device_details).length > 0 ? 1 : 0);
      await expect(info.getByTestId('card-active-path')).toHaveCount(d.aaCfOpermode === 3 || d.aaCfOpermode === 4 ? 1 : 0);
      await shot(page, `general-${String(d.productCategory).replace(/\W+/g, '-')}`);
    }
  });

  test('Additional Information: only Archived Events enabled, visibility External by default', async ({ page }) => {
    await signIn(page, 'operator', '/lumos');
    const [device] = await devices(page, 'className:HNS_SatModem', 1);
    await openLumos(page, String(device.name));
    await page.getByRole('tab', { name: 'Additional Information' }).click();
    const tabs = page.getByTestId('device-tabs');
    for (const t of ['Events', 'Network Events', 'Change Log', 'Additional Device Details']) {
      await expect(tabs.getByRole('tab', { name: t, exact: true })).toBeDisabled();
    }
    await expect(tabs.getByRole('tab', { name: 'Archived Events', exact: true })).toBeEnabled();
    await expect(tabs.getByRole('tab', { name: 'Archived Events', exact: true })).toHaveAttribute('aria-selected', 'true');
    const selector = tabs.getByTestId('visibility-selector');
    await expect(selector.getByRole('radio', { name: 'External' })).toBeChecked();
    await expect(selector.getByRole('radio', { name: 'Internal' })).not.toBeChecked();
    await shot(page, 'additional');
  });
});
