import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import type { Locator, Page, Response } from '@playwright/test';
import {
  ACTION_SECTIONS,
  ANSWER_SOURCE_TEXT,
  DEVICE_ACTIONS,
  realActionRefusal,
  type ActionCatalogDevice,
  type ActionSupport,
  type ArpCacheResult,
  type AvailableActions,
  type DeviceActionDef,
  type DiscoveryAnswer,
  type HardNicResult,
  type InterfaceStatusResult,
  type PingResult,
} from '@nms/contract';
import { startSnmpd, type Snmpd } from '../apps/api/test/peers/snmpd';
import { expect, idToken, signIn, test } from './fixtures';
import { realNetworkEnv, startSecondServer, type SecondServer } from './second-server';

/**
 * Issue 31 "Done when", first line: with SIMULATOR=off and real snmpd agents (v2c and v3
 * authPriv), every action the catalog offers on a real device either shows a real result or is
 * disabled with its reason. The test walks every section and every action of the panel and
 * checks each answer against this host (its interfaces, MACs, ARP table, loopback round trips),
 * so an answer of the simulated driver (wan1/internal interfaces, invented MACs and vendors,
 * 10-60 ms round trips, 10.250.x.x hops, a day of history) fails it.
 */

const SHOTS = process.env.SHOTS_DIR ?? 'e2e/screenshots';
/** The simulator's own word for what it makes (the embedded launch-UI stand-in says so): never in a real device's answer. */
const SIMULATED = /simulat/i;
/** The series the router's Performance Graphs read: all collected, so no graph is refused for want of data. */
const POLLED = ['latency', 'packetLoss', 'throughputIn', 'throughputOut', 'cpu', 'memory'];
/** The simulated ping's terrestrial round trips are 10-60 ms; the loopback answers in well under that. */
const SIMULATED_RTT_FLOOR_MS = 10;

let v2c: Snmpd;
let v3: Snmpd;
let server: SecondServer;
let ingestedAt: number;

interface WalkedDevice {
  name: string;
  credential: string;
}
const V2C: WalkedDevice = { name: 'E2E-WALK-V2C', credential: 'walk-v2c' };
const V3: WalkedDevice = { name: 'E2E-WALK-V3', credential: 'walk-v3' };

// ---------------------------------------------------------------------------------------------
// This host, as its agents report it (they run here: same interfaces, same ARP table).

interface HostInterface {
  name: string;
  mac: string;
  adminUp: boolean;
  operstate: string;
}

const sysNet = (iface: string, file: string) => readFileSync(`/sys/class/net/${iface}/${file}`, 'utf8').trim();

function hostInterfaces(): HostInterface[] {
  return readdirSync('/sys/class/net')
    .sort()
    .map((name) => ({
      name,
      mac: sysNet(name, 'address').toLowerCase(),
      adminUp: (parseInt(sysNet(name, 'flags'), 16) & 1) === 1,
      operstate: sysNet(name, 'operstate'),
    }));
}

interface HostArp {
  ip: string;
  mac: string;
  iface: string;
}

/** The kernel's complete ARP entries (flag 0x2), which the agent's ipNetToMediaTable reads. */
function hostArp(): HostArp[] {
  return readFileSync('/proc/net/arp', 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    .filter((f) => f.length >= 6 && (parseInt(f[2], 16) & 2) === 2)
    .map((f) => ({ ip: f[0], mac: f[3].toLowerCase(), iface: f[5] }));
}

const arpKey = (e: { ip: string; mac: string; iface: string }) => `${e.iface} ${e.ip} ${e.mac}`;
/** An ARP Cache card row's key, as arpKey. */
const entryKey = (e: ArpCacheResult['entries'][number]) => arpKey({ ...e, iface: e.interface });

// ---------------------------------------------------------------------------------------------
// The console's answers.

async function seriesNames(device: string): Promise<string[]> {
  const answer = (await server.api('GET', `/apg/db/device-series?device_name=${encodeURIComponent(device)}`)) as { data: Array<{ name: string }> };
  return answer.data.map((s) => s.name);
}

/** The device as the panel builds it from Device Details (actions-card.tsx), and the API's available_actions. */
async function catalogDevice(device: string): Promise<{ device: ActionCatalogDevice; available: AvailableActions }> {
  const answer = (await server.api('GET', `/device/device-details?device_id=${encodeURIComponent(device)}`)) as {
    data: { device: Record<string, unknown>; available_actions: AvailableActions };
  };
  return { device: { ...answer.data.device, name: device } as ActionCatalogDevice, available: answer.data.available_actions };
}

const offeredFor = (device: ActionCatalogDevice) => DEVICE_ACTIONS.filter((a) => a.applies(device));

async function support(device: string): Promise<ActionSupport> {
  return (await server.api('GET', `/action/device/support?deviceName=${encodeURIComponent(device)}`)) as ActionSupport;
}

/** GET an API path as the signed-in operator, whatever it answers. */
async function operatorGet(page: Page, path: string): Promise<{ status: number; text: string }> {
  const res = await page.request.get(`${server.url}/api/v1.0${path}`, { headers: { authorization: `Bearer ${await idToken(page)}` } });
  return { status: res.status(), text: await res.text() };
}

// ---------------------------------------------------------------------------------------------
// The panel.

const execute = (section: Locator, title: string) => section.getByRole('button', { name: `Execute ${title}`, exact: true });

/** Opens the section's dropdown, checks it lists exactly `labels` (in order), and picks `label`. */
async function choose(page: Page, box: Locator, labels: string[], label: string) {
  await box.click();
  await expect(page.getByRole('option')).toHaveText(labels);
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(box).toHaveValue(label);
}

/** The value cell of a label/value table's row labelled `label`. */
const valueOf = (table: Locator, label: string) =>
  table
    .locator('tr')
    .filter({ has: table.page().locator('th', { hasText: new RegExp(`^${label}$`) }) })
    .locator('td');

async function closePopup(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

const isCall = (r: Response, path: string, device: string) =>
  r.request().method() === 'GET' &&
  r.url().includes(`/api/v1.0/${path}?`) &&
  (new URL(r.url()).searchParams.get('device_name') ?? new URL(r.url()).searchParams.get('device_names')) === device;

/** Clicks Execute and answers the API's answer to `path` for the device (it must be a 200). */
async function executeAndRead<T>(page: Page, button: Locator, path: string, device: string): Promise<T> {
  const answered = page.waitForResponse((r) => isCall(r, path, device));
  await button.click();
  const res = await answered;
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

interface MetricSeries {
  series_labels: string[];
  avg_data: Array<{ value: number; timestamp: number }>;
}

/** What a real answer of each metric looks like on this host (the simulated series would not). */
function checkMetricValues(metric: string, values: number[]) {
  expect(values.every(Number.isFinite), `${metric}: ${values.join(', ')}`).toBe(true);
  if (metric === 'latency') expect(Math.min(...values), `loopback latency ${values.join(', ')} ms`).toBeLessThan(SIMULATED_RTT_FLOOR_MS);
  if (metric === 'packetLoss') expect(Math.min(...values), `loopback packet loss ${values.join(', ')} %`).toBe(0);
  if (['cpu', 'memory', 'packetLoss'].includes(metric))
    expect(
      values.filter((v) => v < 0 || v > 100),
      `${metric} outside 0-100 %`,
    ).toEqual([]);
  if (metric === 'throughput')
    expect(
      values.filter((v) => v < 0),
      'negative throughput',
    ).toEqual([]);
}

/**
 * Runs one offered action that is not refused and checks its answer is this host's, not an
 * invented one. `section` is the action's section, `button` its Execute.
 */
async function runAndCheck(page: Page, name: string, def: DeviceActionDef, button: Locator) {
  const title = `${def.label} - ${name}`;
  const dialog = page.getByRole('dialog', { name: title, exact: true });

  switch (def.action) {
    case 'ping': {
      const { results: ping } = await executeAndRead<{ results: PingResult }>(page, button, 'action/device/ping', name);
      expect(ping).toMatchObject({ device_name: name, ping_type: 'lan', packets_sent: 5, packets_received: 5, packet_loss: 0 });
      // Real replies from 127.0.0.1 (the management IP): far below the simulated 10-60 ms.
      expect(ping.rtt_min!, JSON.stringify(ping)).toBeLessThan(SIMULATED_RTT_FLOOR_MS);
      const pings = dialog.getByTestId('pings-table');
      await expect(pings.locator('tbody tr')).toHaveCount(5);
      await expect(pings).not.toContainText('Request timed out');
      await expect(valueOf(dialog, 'Packets Received')).toHaveText('5');
      break;
    }
    case 'traceroute': {
      const { results: text } = await executeAndRead<{ results: string }>(page, button, `action/device/${def.action}`, name);
      // The console host's own route to 127.0.0.1: one hop, itself. The simulated one crosses 10.250.x.x, 172.31.x.x...
      const addresses = new Set(text.match(/\b\d{1,3}(\.\d{1,3}){3}\b/g) ?? []);
      expect([...addresses], text).toEqual(['127.0.0.1']);
      await expect(dialog.getByTestId('text-view')).toContainText('127.0.0.1');
      break;
    }
    case 'interfaceStatus': {
      const { results } = await executeAndRead<{ results: InterfaceStatusResult }>(page, button, `action/device/${def.action}`, name);
      expect(results.error, results.error).toBeUndefined();
      const host = hostInterfaces();
      // Exactly this host's interfaces (lo, eth0...), not the simulated router's wan1/wan2/internal/dmz.
      expect(results.interfaces.map((i) => i.interface).sort()).toEqual(host.map((h) => h.name));
      for (const h of host) {
        const row = results.interfaces.find((i) => i.interface === h.name)!;
        expect(row.adminStatus, `${h.name} admin`).toBe(h.adminUp ? 'up' : 'down');
        if (h.operstate === 'up' || h.operstate === 'down') expect(row.operStatus, `${h.name} oper`).toBe(h.operstate);
      }
      const rows = dialog.getByTestId('interface-status-table').locator('tbody tr');
      await expect(rows).toHaveCount(results.interfaces.length);
      await expect(rows.locator('td:first-child')).toHaveText(results.interfaces.map((i) => i.interface));
      await expect(rows.filter({ has: page.getByRole('cell', { name: 'lo', exact: true }) })).toHaveCount(1);
      break;
    }
    case 'arpCache': {
      const before = hostArp();
      const { results } = await executeAndRead<{ results: ArpCacheResult }>(page, button, `action/device/${def.action}`, name);
      const after = hostArp();
      expect(results.error, results.error).toBeUndefined();
      // Every entry is one of the kernel's (same interface, address and MAC), none invented on 127.0.0.x.
      const kernel = new Set([...before, ...after].map(arpKey));
      for (const e of results.entries) expect(kernel, `ARP entry ${entryKey(e)} is not in /proc/net/arp`).toContain(entryKey(e));
      const shown = new Set(results.entries.map(entryKey));
      for (const e of before.filter((b) => after.some((a) => arpKey(a) === arpKey(b))))
        expect(shown, 'a stable kernel ARP entry').toContain(arpKey(e));
      const table = dialog.getByTestId('arp-table');
      await expect(table.getByRole('columnheader', { name: 'MAC Address' })).toBeVisible();
      if (results.entries.length === 0) await expect(table).toContainText('No records');
      else await expect(table.locator('tbody tr')).toHaveCount(Math.min(results.entries.length, 10));
      for (const e of results.entries.slice(0, 10)) await expect(table).toContainText(e.mac);
      break;
    }
    case 'hardNic': {
      const { results } = await executeAndRead<{ results: HardNicResult }>(page, button, `action/device/${def.action}`, name);
      // The NICs with a hardware address, with this host's MACs (not wan1/internal1 on 00:09:0F:...).
      const nics = hostInterfaces().filter((h) => h.mac !== '00:00:00:00:00:00');
      expect(results.map((r) => r.interface).sort()).toEqual(nics.map((n) => n.name));
      for (const n of nics) expect(results.find((r) => r.interface === n.name)!.mac, n.name).toBe(n.mac);
      const table = dialog.getByTestId('hard-nic-table');
      await expect(table.locator('tbody tr')).toHaveCount(results.length);
      for (const n of nics) await expect(table).toContainText(n.mac);
      break;
    }
    case 'discover':
    case 'rediscover': {
      const startedAt = Date.now();
      const answer = await executeAndRead<DiscoveryAnswer>(page, button, `action/devices/${def.action}`, name);
      // The agent answered sysObjectID: the row is discovered now.
      expect(answer.results).toHaveLength(1);
      expect(answer.results[0]).toMatchObject({
        device_name: name,
        status: 'success',
        message: `${name} ${def.action === 'discover' ? 'discovered' : 'rediscovered'}`,
        discovered: true,
      });
      expect(Date.parse(answer.results[0].discoveredLastAt!)).toBeGreaterThanOrEqual(startedAt - 1000);
      // The tree opens two levels: the device's result is one more click (as the operator reads it).
      const tree = dialog.getByTestId('json-tree');
      await tree.getByRole('button', { name: /^0: / }).click();
      await expect(tree).toContainText(`message: "${answer.results[0].message}"`);
      await expect(tree).toContainText('discovered: true');
      break;
    }
    case 'allDatabaseDetails': {
      await button.click();
      const dmn = dialog.getByTestId('fields-DMN');
      for (const tab of ['DMN', 'EIT', 'HTS', 'SMARTS']) await expect(dialog.getByRole('tab', { name: tab })).toBeVisible();
      // The console's own record of the device, as it was imported.
      await expect(valueOf(dmn, 'DEVICE_NAME')).toHaveText(name);
      await expect(valueOf(dmn, 'MANAGEMENT_IP')).toHaveText('127.0.0.1');
      break;
    }
    case 'launchUi': {
      const [tab] = await Promise.all([page.context().waitForEvent('page'), button.click()]);
      await tab.waitForLoadState('domcontentloaded');
      const body = await tab.locator('body').innerText();
      expect(new URL(tab.url()).searchParams.get('deviceid')).toBe(name);
      expect(body).toContain(name);
      expect(body, `Launch UI of the real device ${name} opened a simulated page`).not.toMatch(SIMULATED);
      await tab.close();
      return; // a new tab, no popup
    }
    default: {
      if (def.kind !== 'metric') throw new Error(`the walk has no check for ${def.action} (${def.kind}): add one`);
      const metric = def.metric!;
      const read = page.waitForResponse(
        (r) =>
          r.url().includes('/api/v1.0/apg/db/object-data/with-filter') &&
          (new URL(r.url()).searchParams.get('filter_expression') ?? '') === `device=='${name}'&name=='${metric}'`,
      );
      await button.click();
      const res = await read;
      expect(res.status()).toBe(200);
      const { data } = (await res.json()) as { data: MetricSeries[] };
      expect(data.length, `${metric}: no series`).toBeGreaterThan(0);
      // Collected since the device was imported: a simulated series would carry a day of history.
      const firstMinute = Math.floor(ingestedAt / 60_000) * 60 - 60;
      for (const s of data) {
        expect(s.avg_data.length, `${s.series_labels[0]}: no points`).toBeGreaterThan(0);
        for (const p of s.avg_data) expect(p.timestamp, `${s.series_labels[0]} point before the device existed`).toBeGreaterThanOrEqual(firstMinute);
        checkMetricValues(
          metric,
          s.avg_data.map((p) => p.value),
        );
      }
      await expect(dialog.getByTestId('metric-chart-popup')).toBeVisible();
      const legend = dialog.getByTestId('chart').locator('svg text');
      for (const s of data) await expect(legend.filter({ hasText: new RegExp(`^${s.series_labels[0].replace(/[()]/g, '\\$&')}$`) })).toBeVisible();
    }
  }
  await expect(dialog).toBeVisible();
  await closePopup(dialog);
}

/** A refused action: the panel says why and will not run it; the API refuses it too (or, for a report, serves nothing simulated). */
async function checkRefused(page: Page, name: string, def: DeviceActionDef, section: Locator, button: Locator, reason: string) {
  await expect(section.getByTestId('action-unavailable')).toHaveText(`Not available for this device: ${reason}`);
  await expect(button).toBeDisabled();
  if (def.kind === 'call') {
    const inputs = new URLSearchParams({ device_name: name });
    for (const input of def.inputs ?? []) inputs.set(input.name, input.kind === 'ip' ? '127.0.0.1' : '1');
    const answer = await operatorGet(page, `/action/device/${def.action}?${inputs}`);
    expect(answer.status, answer.text).toBe(409);
    expect(answer.text).toContain(reason);
  } else if (def.action === 'packetCapture') {
    const answer = await operatorGet(page, `/action/device/packet-capture?device_name=${encodeURIComponent(name)}`);
    expect(answer.status, `the API captured packets on the real device ${name} the panel refuses: ${answer.text}`).toBe(409);
  } else if (def.kind === 'report') {
    const link = await operatorGet(page, `/reports/link?report=${def.report}&device_name=${encodeURIComponent(name)}`);
    if (link.status === 200) {
      const html = await (await page.request.get((JSON.parse(link.text) as { url: string }).url)).text();
      expect(html, `the ${def.report} report of ${name}`).not.toMatch(SIMULATED);
    }
  }
}

/**
 * Walks every section and every action the catalog offers on `walked`, as an operator on its
 * Device Details page. Discovery changes what is offered (Discover becomes Rediscover): a
 * section is walked until it has no offered action left that was not walked.
 */
async function walkDevice(page: Page, walked: WalkedDevice): Promise<string[]> {
  const { name } = walked;
  const log: string[] = [];

  await test.step(`${name}: the poller collected its series`, async () => {
    await expect.poll(() => seriesNames(name), { timeout: 60_000, message: server.output() }).toEqual(expect.arrayContaining(POLLED));
  });

  const answer = await support(name);
  await test.step(`${name}: the catalog, the API's available actions and its support answer agree`, async () => {
    const { device, available } = await catalogDevice(name);
    const offered = offeredFor(device);
    expect(
      Object.values(available)
        .flat()
        .map((i) => i.action)
        .sort(),
    ).toEqual(offered.map((a) => a.action).sort());
    expect(answer.answeredBy).toBe('device');
    const series = await seriesNames(name);
    const expected = offered.flatMap((d) => {
      const reason = realActionRefusal(d.action, d.kind, { managementIp: device.managementIp, vendor: device.vendor, snmp: true, series });
      return reason ? [{ action: d.action, reason }] : [];
    });
    expect(answer.refused).toEqual(expected);
  });

  const responses: Array<Promise<string | undefined>> = [];
  const ACTION_ANSWER =
    /\/api\/v1\.0\/(action\/device\/(?!support)|action\/devices\/|apg\/db\/object-data|oracle\/device\/|smarts\/device\/)|\/launch-ui\?|\/reports\//;
  page.context().on('response', (r) => {
    if (!ACTION_ANSWER.test(r.url())) return;
    responses.push(
      r.text().then(
        (t) => (SIMULATED.test(t) ? `${r.url()}: …${t.slice(Math.max(0, t.search(SIMULATED) - 80), t.search(SIMULATED) + 80)}…` : undefined),
        () => undefined,
      ),
    );
  });

  await page.setViewportSize({ width: 1600, height: 1000 });
  await signIn(page, 'operator', `${server.url}/device-details/${name}`);
  const panel = page.getByTestId('device-actions-panel');
  await test.step(`${name}: the panel says the device itself answers`, async () => {
    const line = panel.getByTestId('actions-answered-by');
    await expect(line).toHaveText(ANSWER_SOURCE_TEXT.device);
    await expect(line).toHaveAttribute('data-answered-by', 'device');
  });

  for (const s of ACTION_SECTIONS) {
    const section = panel.getByTestId(`action-section-${s.key}`);
    const box = section.getByRole('combobox', { name: s.title, exact: true });
    const button = execute(section, s.title);
    const done = new Set<string>();
    for (;;) {
      const offered = offeredFor((await catalogDevice(name)).device).filter((a) => a.section === s.key);
      if (offered.length === 0) {
        await test.step(`${name}: ${s.title} offers nothing`, async () => {
          await expect(box).toBeDisabled();
          await expect(box).toHaveAttribute('placeholder', 'No actions available');
          await expect(button).toBeDisabled();
        });
        log.push(`${s.title}: none offered`);
        break;
      }
      const def = offered.find((a) => !done.has(a.action));
      if (!def) break;
      done.add(def.action);
      // Read again for each action: discovery may have offered one the first answer did not cover.
      const reason = (await support(name)).refused.find((r) => r.action === def.action)?.reason;
      await test.step(`${name}: ${s.title} → ${def.label} (${def.action})${reason ? ': refused' : ''}`, async () => {
        await choose(
          page,
          box,
          offered.map((a) => a.label),
          def.label,
        );
        if (reason) {
          await checkRefused(page, name, def, section, button, reason);
        } else {
          await expect(section.getByTestId('action-unavailable')).toHaveCount(0);
          await expect(button).toBeEnabled();
          await runAndCheck(page, name, def, button);
          // The next action waits for this one to have finished (one section runs at a time; it spins meanwhile).
          await expect(panel.locator('button[data-loading]')).toHaveCount(0);
          await expect(execute(panel.getByTestId('action-section-csr_tools'), 'CSR Tools')).toBeEnabled();
        }
      });
      log.push(`${s.title} → ${def.label} (${def.action}): ${reason ? `refused: ${reason}` : 'ran'}`);
    }
  }

  await test.step(`${name}: no action answer says it was simulated`, async () => {
    const flagged = (await Promise.all(responses)).filter((x): x is string => x !== undefined);
    expect(flagged).toEqual([]);
  });
  return log;
}

test.describe('Every action of a real device runs for real or is refused with its reason (SIMULATOR=off, real snmpd v2c and v3)', () => {
  test.describe.configure({ mode: 'default', timeout: 180_000 });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    [v2c, v3] = await Promise.all([
      startSnmpd({ sysName: 'e2e-walk-v2c' }),
      // A community nobody is given: the v3 device is read with its user and keys only.
      startSnmpd({
        sysName: 'e2e-walk-v3',
        community: `unused-${Date.now()}`,
        extraConf: ['createUser walkv3 SHA walkauth123 AES walkpriv123', 'rouser walkv3 priv'],
      }),
    ]);
    server = await startSecondServer(realNetworkEnv({ POLL_ICMP: 'on' }));
    await server.api('PUT', '/ingest/snmp-credentials', [
      { name: V2C.credential, version: '2c', community: v2c.community },
      {
        name: V3.credential,
        version: '3',
        user: 'walkv3',
        level: 'authPriv',
        authProtocol: 'sha',
        authKey: 'walkauth123',
        privProtocol: 'aes',
        privKey: 'walkpriv123',
      },
    ]);
    ingestedAt = Date.now();
    // A poller name makes LAN Ping and Traceroute offered (the catalog's isLanPingAllowed), so they are walked too.
    await server.api(
      'POST',
      '/ingest/devices',
      [
        { ...V2C, port: v2c.port },
        { ...V3, port: v3.port },
      ].map((d) => ({
        name: d.name,
        managementIp: '127.0.0.1',
        snmpCredential: d.credential,
        snmpPort: d.port,
        productCategory: 'Router',
        poller: 'e2e-console',
      })),
    );
  });

  test.afterAll(async () => {
    await server?.stop();
    await Promise.all([v2c?.dispose(), v3?.dispose()]);
  });

  test('the v2c agent’s router: every section, every action', async ({ page }) => {
    const log = await walkDevice(page, V2C);
    test.info().annotations.push({ type: 'walk', description: log.join('\n') });
    await test.step('screenshot: the panel with refused actions and their reasons', async () => {
      const panel = page.getByTestId('device-actions-panel');
      // Two more refused picks beside Usage Reports' (Bytes Over Time) and CSR Tools' (Launch UI), the last walked there.
      for (const [key, title, label] of [
        ['trouble_shooting_actions', 'Troubleshooting', 'Ping IP'],
        ['advanced_actions', 'Advanced Actions', 'Packet Capture'],
      ]) {
        const box = panel.getByTestId(`action-section-${key}`).getByRole('combobox', { name: title, exact: true });
        await box.click();
        await page.getByRole('option', { name: label, exact: true }).click();
        await expect(box).toHaveValue(label);
      }
      await expect(panel.getByTestId('action-unavailable')).toHaveText([
        'Not available for this device: no driver for this vendor (vendor unknown)',
        'Not available for this device: no driver for this vendor (vendor unknown)',
        'Not available for this device: no driver for this vendor (vendor unknown)',
        // CSR Tools' last pick, Launch UI: no proxy is configured, and the built-in page is the simulator's.
        'Not available for this device: needs a launch-UI proxy (LAUNCH_UI_URL): the built-in page serves simulated devices only',
      ]);
      await panel.getByTestId('action-section-usage_reports').scrollIntoViewIfNeeded();
      await page.mouse.move(10, 990); // no tooltip over the panel
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/real-actions-walk.png` });
    });
  });

  test('the v3 (authPriv) agent’s router: every section, every action', async ({ page }) => {
    const log = await walkDevice(page, V3);
    test.info().annotations.push({ type: 'walk', description: log.join('\n') });
  });
});
