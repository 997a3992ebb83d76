import { createSocket } from 'node:dgram';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedHandle } from '../src/feeds/feed-host';
import { startHarness, type Harness } from './api-harness';
import { startSnmpd, type Snmpd } from './peers/snmpd';
import { registerSnmpRouter } from './snmp-device';
import { testEngines } from './test-databases';
import { startTestPoller } from './test-poller';
import { authHeader, serviceAccountToken } from './tokens';

const INTERVAL = 1000;
const DEVICE = 'snmpd-series-rtr';
const GRAPHS = ['latencyGraph', 'packetLossGraph', 'throughputGraph', 'cpuGraph', 'memoryGraph'];

/**
 * Issue 31 item 3: a real snmpd polled by the poller gets real series (interface traffic as rates,
 * CPU, memory and disks from HOST-RESOURCES-MIB and net-snmp's CPU ticks, ping latency), stored
 * and read back through the chart call; its Performance Graphs stop being refused once they exist.
 */
describe.each(await testEngines())('series of a real snmpd on %s', (engine) => {
  let h: Harness;
  let agent: Snmpd;
  let poller: FeedHandle | undefined;

  const get = async (url: string) => {
    const res = await h.app.inject({ method: 'GET', url, headers: h.operator });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** The device's points of `names` over the last 10 minutes, raw (period 0): the answer's series. */
  const chart = async (...names: string[]) => {
    const now = Math.floor(Date.now() / 1000);
    const filter = `device=='${DEVICE}'&name==${names.map((n) => `'${n}'`).join('|')}`;
    const query = new URLSearchParams({
      start_timestamp: String(now - 600),
      end_timestamp: String(now + 60),
      period: '0',
      filter_expression: filter,
    });
    return (await get(`/api/v1.0/apg/db/object-data/with-filter?${query}`)) as {
      data: Array<{ name: string; series_labels: string[]; avg_data: Array<{ value: number }> }>;
    };
  };
  /** Series name -> its values. */
  const points = async (...names: string[]): Promise<Record<string, number[]>> =>
    Object.fromEntries((await chart(...names)).data.map((s) => [s.name, s.avg_data.map((p) => p.value)]));
  const refusedGraphs = async () =>
    ((await get(`/api/v1.0/action/device/support?deviceName=${DEVICE}`)) as { refused: Array<{ action: string }> }).refused
      .map((r) => r.action)
      .filter((a) => GRAPHS.includes(a));
  const until = async <T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 45_000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const v = await read();
      if (ok(v)) return v;
      if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(v)} after ${timeoutMs} ms`);
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  beforeAll(async () => {
    agent = await startSnmpd({ sysName: 'series-router' });
    h = await startHarness(engine);
    await registerSnmpRouter(h.app, authHeader(await serviceAccountToken(h.app)), DEVICE, 'series', agent);
  });
  afterAll(async () => {
    await poller?.stop();
    await agent?.dispose();
    await h?.close();
  });

  it('collects traffic, CPU, memory, disk and latency series and draws them; the graphs are offered once they exist', async () => {
    // Nothing collected yet: the graphs are refused, not drawn from made-up data.
    expect(await refusedGraphs()).toEqual(GRAPHS);
    poller = await startTestPoller(h, `series-${engine}`, INTERVAL, 500, true);

    const names = ['cpu', 'memory', 'storage:/', 'latency', 'packetLoss', 'ifIn:lo'];
    const got = await until(
      'CPU, memory, disk, latency and lo traffic series',
      () => points(...names),
      (p) => names.every((n) => (p[n]?.length ?? 0) > 0),
    );
    for (const n of ['cpu', 'memory', 'storage:/'])
      expect(
        got[n].every((v) => v >= 0 && v <= 100),
        `${n} ${got[n]}`,
      ).toBe(true);
    expect(got.latency.every((v) => v > 0 && v < 1000)).toBe(true);
    expect(got.packetLoss).toContain(0);

    // Traffic through the agent's loopback moves lo's rate: about 40 Mbps sent for three seconds.
    const quietMax = Math.max(...got['ifIn:lo']);
    const sink = createSocket('udp4');
    const sender = createSocket('udp4');
    await new Promise<void>((r) => sink.bind(0, '127.0.0.1', () => r()));
    const payload = Buffer.alloc(50_000);
    const stopAt = Date.now() + 3_000;
    try {
      while (Date.now() < stopAt) {
        for (let i = 0; i < 10; i++) sender.send(payload, sink.address().port, '127.0.0.1');
        await new Promise((r) => setTimeout(r, 100));
      }
      const moved = await until(
        'lo traffic rate above 10 Mbps',
        () => points('ifIn:lo'),
        (p) => Math.max(...(p['ifIn:lo'] ?? [0])) > Math.max(10, quietMax * 2),
        20_000,
      );
      expect(Math.max(...moved['ifIn:lo'])).toBeGreaterThan(10);
    } finally {
      sender.close();
      sink.close();
    }

    // A per-interface series is labelled by its interface; the graphs of what was collected are offered.
    expect((await chart('ifIn:lo')).data[0].series_labels).toEqual(['lo In (Mbps)']);
    const listed = (await get(`/api/v1.0/apg/db/device-series?device_name=${DEVICE}`)) as {
      data: Array<{ name: string; label: string; unit: string }>;
    };
    expect(listed.data).toContainEqual({ name: 'ifIn:lo', label: 'lo In', unit: 'Mbps' });
    expect(listed.data).toContainEqual({ name: 'cpu', label: 'CPU Utilization', unit: '%' });
    await until('graphs offered', refusedGraphs, (r) => r.length === 0);
  });
});
