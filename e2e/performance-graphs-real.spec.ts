import { createSocket } from 'node:dgram';
import { mkdirSync } from 'node:fs';
import type { Locator, Page, Response } from '@playwright/test';
import { deviceMetricFilter } from '@nms/contract';
import { startSnmpd, type Snmpd } from '../apps/api/test/peers/snmpd';
import { expect, signIn, test } from './fixtures';
import { realNetworkEnv, startSecondServer, type SecondServer } from './second-server';

const DEVICE = 'E2E-PERF-RTR';
const SHOTS = process.env.SHOTS_DIR ?? 'e2e/screenshots';

let snmpd: Snmpd;
let server: SecondServer;

interface Series {
  name: string;
  series_labels: string[];
  avg_data: Array<{ value: number; timestamp: number }>;
}

/** The device's stored series names (GET /apg/db/device-series). */
async function seriesNames(): Promise<string[]> {
  const answer = (await server.api('GET', `/apg/db/device-series?device_name=${DEVICE}`)) as { data: Array<{ name: string }> };
  return answer.data.map((s) => s.name);
}

/** The last hour of `name` as the chart reads it (object-data/with-filter, raw minutes). */
async function lastHour(name: string): Promise<Series[]> {
  const now = Math.floor(Date.now() / 1000);
  const query = new URLSearchParams({
    start_timestamp: String(now - 3600),
    end_timestamp: String(now + 60),
    period: '0',
    filter_expression: deviceMetricFilter(DEVICE, name),
  });
  return ((await server.api('GET', `/apg/db/object-data/with-filter?${query}`)) as { data: Series[] }).data;
}

const highest = (series: readonly Series[]) => Math.max(-Infinity, ...series.flatMap((s) => s.avg_data.map((p) => p.value)));

/**
 * UDP datagrams to a socket on 127.0.0.1 at about `mbps` until stopped: traffic the agent counts
 * on lo (in and out). Paced by the bytes due since the start, so a late tick catches up.
 */
async function loopbackTraffic(mbps: number): Promise<() => Promise<void>> {
  const sink = createSocket('udp4');
  sink.on('message', () => {});
  await new Promise<void>((resolve) => sink.bind(0, '127.0.0.1', resolve));
  const { port } = sink.address();
  const source = createSocket('udp4');
  const datagram = Buffer.alloc(8192);
  const started = Date.now();
  let sent = 0;
  const pace = setInterval(() => {
    const due = ((Date.now() - started) / 1000) * ((mbps * 1e6) / 8);
    for (; sent < due; sent += datagram.length) source.send(datagram, port, '127.0.0.1');
  }, 5);
  return async () => {
    clearInterval(pace);
    await Promise.all([new Promise<void>((r) => source.close(() => r())), new Promise<void>((r) => sink.close(() => r()))]);
  };
}

/** Picks `label` in the Performance Graphs dropdown. */
async function chooseGraph(page: Page, panel: Locator, label: string) {
  const box = panel.getByRole('combobox', { name: 'Performance Graphs', exact: true });
  await box.click();
  await page.getByRole('option', { name: label, exact: true }).click();
  await expect(box).toHaveValue(label);
}

/** The chart's legend entry (the popup draws SVG, so legend and axis labels are text in the DOM). */
const legendEntry = (dialog: Locator, text: string) =>
  dialog
    .getByTestId('chart')
    .locator('svg text')
    .filter({ hasText: new RegExp(`^${text.replace(/[()]/g, '\\$&')}$`) });

/** The value axis' highest label (the time axis' labels are times and dates, not plain numbers). */
const highestAxisLabel = async (dialog: Locator) =>
  Math.max(
    -Infinity,
    ...(await dialog.getByTestId('chart').locator('svg text').allTextContents()).filter((t) => /^-?\d+(\.\d+)?$/.test(t)).map(Number),
  );

const isChartRead = (r: Response, name: string) =>
  r.url().includes('/api/v1.0/apg/db/object-data/with-filter') &&
  (new URL(r.url()).searchParams.get('filter_expression') ?? '').includes(`'${name}'`);

test.describe('Performance Graphs of a real device (SIMULATOR=off, the poller on a real snmpd)', () => {
  test.describe.configure({ mode: 'default', timeout: 180_000 });

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    snmpd = await startSnmpd({ sysName: 'e2e-perf-agent' });
    server = await startSecondServer(realNetworkEnv({ POLL_ICMP: 'on' }));
    await server.api('PUT', '/ingest/snmp-credentials', [{ name: 'perf-v2c', version: '2c', community: snmpd.community }]);
    await server.api('POST', '/ingest/devices', [
      { name: DEVICE, managementIp: '127.0.0.1', snmpCredential: 'perf-v2c', snmpPort: snmpd.port, productCategory: 'Router' },
    ]);
  });

  test.afterAll(async () => {
    await server?.stop();
    await snmpd?.dispose();
  });

  test('the polled series draw; Throughput splits by interface and follows the clock while it ends now', async ({ page }) => {
    // Traffic needs two polls (a rate), CPU two readings of the agent's ticks, latency a ping.
    await expect
      .poll(seriesNames, { timeout: 60_000, message: server.output() })
      .toEqual(expect.arrayContaining(['ifIn:lo', 'ifOut:lo', 'cpu', 'memory', 'latency']));

    await page.setViewportSize({ width: 1600, height: 1000 });
    // The browser's clock (ticking from now) lets the test skip the popup's minute between refreshes.
    await page.clock.install();
    await signIn(page, 'operator', `${server.url}/device-details/${DEVICE}`);
    const panel = page.getByTestId('device-actions-panel');
    const graphs = panel.getByTestId('action-section-performance_graphs');
    const execute = graphs.getByRole('button', { name: 'Execute Performance Graphs' });

    await test.step('CPU and Memory Utilization are offered for the polled router', async () => {
      for (const label of ['CPU Utilization', 'Memory Utilization']) {
        await chooseGraph(page, panel, label);
        await expect(graphs.getByTestId('action-unavailable')).toHaveCount(0);
        await expect(execute).toBeEnabled();
      }
    });

    await test.step('Latency draws the pinged round trips, without an interface choice', async () => {
      await chooseGraph(page, panel, 'Latency');
      const read = page.waitForResponse((r) => isChartRead(r, 'latency'));
      await execute.click();
      const answer = (await (await read).json()) as { data: Series[] };
      expect(answer.data[0].avg_data.length).toBeGreaterThan(0);
      const dialog = page.getByRole('dialog', { name: `Latency - ${DEVICE}` });
      await expect(dialog.getByTestId('metric-chart-popup')).toBeVisible();
      await expect(legendEntry(dialog, 'Latency (ms)')).toBeVisible();
      await expect(dialog.getByTestId('metric-interface-select')).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });

    await chooseGraph(page, panel, 'Throughput');
    await execute.click();
    const dialog = page.getByRole('dialog', { name: `Throughput - ${DEVICE}` });
    await expect(dialog.getByTestId('metric-chart-popup')).toBeVisible();

    await test.step('All interfaces first: the device throughput as before', async () => {
      const select = dialog.getByTestId('metric-interface-select');
      await expect(select).toHaveValue('All interfaces');
      await expect(legendEntry(dialog, 'Throughput In (Mbps)')).toBeVisible();
      await expect(legendEntry(dialog, 'Throughput Out (Mbps)')).toBeVisible();
      await select.click();
      const options = await page.getByRole('option').allTextContents();
      expect(options[0]).toBe('All interfaces');
      expect(options).toContain('lo');
      const read = page.waitForResponse((r) => isChartRead(r, 'ifIn:lo'));
      await page.getByRole('option', { name: 'lo', exact: true }).click();
      const q = new URL((await read).url()).searchParams;
      expect(q.get('filter_expression')).toBe(`device=='${DEVICE}'&name=='ifIn:lo'|'ifOut:lo'`);
      await expect(select).toHaveValue('lo');
      await expect(legendEntry(dialog, 'lo In (Mbps)')).toBeVisible();
      await expect(legendEntry(dialog, 'lo Out (Mbps)')).toBeVisible();
    });

    const stopTraffic = await loopbackTraffic(40);
    try {
      await test.step('traffic over lo moves its series', async () => {
        await expect.poll(async () => highest(await lastHour('ifIn:lo')), { timeout: 30_000 }).toBeGreaterThan(10);
      });

      await test.step('a minute later the popup reads the window ending then, and draws the traffic', async () => {
        const shownBefore = await dialog.getByTestId('date-range').innerText();
        const read = page.waitForResponse((r) => isChartRead(r, 'ifIn:lo'));
        await page.clock.fastForward(61_000);
        const answer = (await (await read).json()) as { data: Series[] };
        expect(highest(answer.data)).toBeGreaterThan(10);
        await expect(dialog.getByTestId('date-range')).not.toHaveText(shownBefore);
        await expect.poll(() => highestAxisLabel(dialog)).toBeGreaterThanOrEqual(10);
        await expect(legendEntry(dialog, 'lo In (Mbps)')).toBeVisible();
      });

      await dialog.getByText('1h', { exact: true }).click();
      await expect.poll(() => highestAxisLabel(dialog)).toBeGreaterThanOrEqual(10);
      mkdirSync(SHOTS, { recursive: true });
      await page.screenshot({ path: `${SHOTS}/perf-graphs-real.png` });
    } finally {
      await stopTraffic();
    }

    await test.step('a window in the past is not refreshed', async () => {
      const reads: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/object-data/with-filter')) reads.push(r.url());
      });
      const back = page.waitForResponse((r) => isChartRead(r, 'ifIn:lo'));
      await dialog.getByRole('button', { name: 'Previous range' }).click();
      await back;
      await expect(dialog.getByRole('button', { name: 'Next range' })).toBeEnabled();
      await page.clock.fastForward(61_000);
      // Back to now (a zoom resets the window to end now): the only read since the step back is this one.
      const now = page.waitForResponse((r) => isChartRead(r, 'ifIn:lo'));
      await dialog.getByText('6h', { exact: true }).click();
      await now;
      await expect(dialog.getByRole('button', { name: 'Next range' })).toBeDisabled();
      expect(reads).toHaveLength(2);
    });
  });
});
