import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertDevices } from '../src/modules/fleet';
import { encodeWriteRequest } from '../src/modules/metrics/ingest/remote-write-codec';
import { snappyCompress } from '../src/modules/metrics/ingest/snappy';
import { DEVICES, WEBHOOK_SECRET, startAlertsHarness, type AlertsHarness } from './ingest-alerts-fixture';
import { startPrometheus, startSnmpExporter, type Peer } from './peers/prometheus';
import { startSnmpd, type Snmpd } from './peers/snmpd';
import { testEngines } from './test-databases';

const DEVICE = 'PROM-RTR';

/**
 * Issue 31 item 3: an existing collector stack feeds device series. A real Prometheus scrapes a
 * real snmp_exporter walking a real snmpd and remote-writes to the console; the series appear on
 * the device whose management IP is the agent's. Scripts send the text format.
 */
describe.each(await testEngines())('metrics ingest on %s', (engine) => {
  let h: AlertsHarness;
  let agent: Snmpd;
  let exporter: Peer | undefined;
  let prometheus: Peer | undefined;

  const post = (url: string, payload: string | Buffer, headers: Record<string, string>) => h.app.inject({ method: 'POST', url, payload, headers });
  const points = async (device: string, ...names: string[]): Promise<Record<string, number[]>> => {
    const now = Math.floor(Date.now() / 1000);
    const filter = `device=='${device}'&name==${names.map((n) => `'${n}'`).join('|')}`;
    const q = new URLSearchParams({ start_timestamp: String(now - 3600), end_timestamp: String(now + 120), period: '0', filter_expression: filter });
    const body = await h.get<{ data: Array<{ name: string; avg_data: Array<{ value: number }> }> }>(`/api/v1.0/apg/db/object-data/with-filter?${q}`);
    return Object.fromEntries(body.data.map((s) => [s.name, s.avg_data.map((p) => p.value)]));
  };

  beforeAll(async () => {
    h = await startAlertsHarness(engine);
    await upsertDevices(h.database.db, [{ name: DEVICE, className: 'HNS_Router', state: 5, discovered: true, managementIp: '127.0.0.1' }]);
  }, 120_000);
  afterAll(async () => {
    await prometheus?.dispose();
    await exporter?.dispose();
    await agent?.dispose();
    await h?.close();
  });

  it('a script sends the text format: gauges land on the named device, strangers are listed, a bad line is a 400 naming it', async () => {
    const at = Date.now() - 120_000;
    let res = await post(
      '/api/v1.0/ingest/metrics',
      `# TYPE cpu gauge\ncpu{device="${DEVICES[0]}"} 42.5 ${at}\nmemory{device="NO-SUCH"} 3\nnode_load1{device="${DEVICES[0]}"} 1\n`,
      {
        ...h.secret,
        'content-type': 'text/plain; version=0.0.4',
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ points: 3, stored: 1, unmapped: 1, unknownDevices: ['NO-SUCH'] });
    expect((await points(DEVICES[0], 'cpu')).cpu).toEqual([42.5]);

    res = await post('/api/v1.0/ingest/metrics', 'cpu{device="x"} 1\ncpu{device="x} 2\n', { ...h.secret, 'content-type': 'text/plain' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("body: line 2: label device's value has no closing quote");
    res = await post('/api/v1.0/ingest/metrics', 'cpu{device="x"} 1\n', { 'content-type': 'text/plain' });
    expect(res.statusCode).toBe(401);
  });

  it('a remote write body that is not snappy is a 400, not a 500', async () => {
    const res = await post('/api/v1.0/ingest/metrics/remote-write', Buffer.from([0xff, 0xff, 0xff, 0xff, 0xff, 0x01]), {
      ...h.secret,
      'content-type': 'application/x-protobuf',
      'content-encoding': 'snappy',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^body: snappy: /);
    const ok = await post(
      '/api/v1.0/ingest/metrics/remote-write',
      Buffer.from(
        snappyCompress(
          encodeWriteRequest([{ labels: { __name__: 'latency', device: DEVICES[1] }, samples: [{ value: 7, timestampMs: Date.now() }] }]),
        ),
      ),
      {
        ...h.secret,
        'content-type': 'application/x-protobuf',
        'content-encoding': 'snappy',
      },
    );
    expect(ok.json()).toMatchObject({ points: 1, stored: 1 });
  });

  it("a real Prometheus scraping a real snmp_exporter remote-writes the agent's traffic and CPU onto its device", async () => {
    agent = await startSnmpd({ sysName: 'prom-agent' });
    exporter = await startSnmpExporter(agent.community);
    const address = await h.app.listen({ port: 0, host: '127.0.0.1' });
    prometheus = await startPrometheus({
      snmpTargets: [`127.0.0.1:${agent.port}`],
      exporter: exporter.url,
      remoteWriteUrl: `${address}/api/v1.0/ingest/metrics/remote-write`,
      bearer: WEBHOOK_SECRET,
    });
    const deadline = Date.now() + 90_000;
    let got: Record<string, number[]> = {};
    // Counters need two scrapes for a rate; hrProcessorLoad comes after snmpd's first minute, so only traffic is waited for.
    while (Date.now() < deadline) {
      got = await points(DEVICE, 'ifIn:lo', 'ifOut:lo', 'throughputIn');
      if ((got['ifIn:lo']?.length ?? 0) > 0 && (got['ifOut:lo']?.length ?? 0) > 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(got['ifIn:lo']?.length, `${prometheus.output().slice(-3000)}\n${exporter.output().slice(-2000)}`).toBeGreaterThan(0);
    expect(got['ifIn:lo'].every((v) => v >= 0)).toBe(true);
    const listed = await h.get<{ data: Array<{ name: string }> }>(`/api/v1.0/apg/db/device-series?device_name=${DEVICE}`);
    expect(listed.data.map((s) => s.name)).toEqual(expect.arrayContaining(['ifIn:lo', 'ifOut:lo']));
  }, 150_000);
});
