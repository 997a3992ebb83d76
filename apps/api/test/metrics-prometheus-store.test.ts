import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertDevices } from '../src/modules/fleet';
import { startAlertsHarness, type AlertsHarness } from './ingest-alerts-fixture';
import { startPrometheusReceiver, type Peer } from './peers/prometheus';

const DEVICE = 'PROM-STORE-RTR';

/**
 * Issue 31 item 3, the store for fleets past one database: with METRIC_STORE=prometheus the
 * console writes device series to a real Prometheus (remote write), they are readable there by
 * PromQL, and the console's charts, series list and action panel read them back from it.
 */
describe('Prometheus as the metric store', () => {
  let prometheus: Peer;
  let h: AlertsHarness;

  beforeAll(async () => {
    prometheus = await startPrometheusReceiver();
    // The store is Prometheus whatever the database: one engine is enough.
    h = await startAlertsHarness('pglite', { METRIC_STORE: 'prometheus', PROMETHEUS_URL: prometheus.url });
    await upsertDevices(h.database.db, [
      { name: DEVICE, className: 'HNS_Router', productCategory: 'Router', state: 5, discovered: true, managementIp: '127.0.0.1' },
    ]);
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await prometheus?.dispose();
  });

  it('writes through the console to Prometheus, readable by PromQL there and drawn by the console from it', async () => {
    const now = Date.now();
    // One sample in each of the last three minutes: a period-0 chart has a point per minute.
    const minute = Math.floor(now / 60_000) * 60_000;
    const lines = [3, 2, 1].map((ago, i) => `cpu{device="${DEVICE}"} ${10 * (i + 1)} ${minute - ago * 60_000 + 5_000}`);
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/v1.0/ingest/metrics',
      headers: { ...h.secret, 'content-type': 'text/plain' },
      payload: `${lines.join('\n')}\nmemory{device="${DEVICE}"} 55.5 ${now - 30_000}\n`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ points: 4, stored: 4 });

    // PromQL at Prometheus itself.
    const q = new URLSearchParams({ query: `nms_device_metric{device="${DEVICE}",metric="memory"}`, time: String((now - 20_000) / 1000) });
    const promql = (await (await fetch(`${prometheus.url}/api/v1/query?${q}`)).json()) as { data: { result: Array<{ value: [number, string] }> } };
    expect(promql.data.result.map((r) => Number(r.value[1]))).toEqual([55.5]);

    // The console draws it from Prometheus.
    const nowS = Math.floor(now / 1000);
    const filter = `device=='${DEVICE}'&name=='cpu'|'memory'`;
    const chart = await h.get<{ data: Array<{ name: string; avg_data: Array<{ value: number }> }> }>(
      `/api/v1.0/apg/db/object-data/with-filter?${new URLSearchParams({ start_timestamp: String(nowS - 600), end_timestamp: String(nowS + 60), period: '0', filter_expression: filter })}`,
    );
    const byName = Object.fromEntries(chart.data.map((s) => [s.name, s.avg_data.map((p) => p.value)]));
    expect(byName.cpu).toEqual([10, 20, 30]);
    expect(byName.memory).toEqual([55.5]);
    const listed = await h.get<{ data: Array<{ name: string }> }>(`/api/v1.0/apg/db/device-series?device_name=${DEVICE}`);
    expect(listed.data.map((s) => s.name)).toEqual(['cpu', 'memory']);
    const support = await h.get<{ refused: Array<{ action: string }> }>(`/api/v1.0/action/device/support?deviceName=${DEVICE}`);
    expect(support.refused.map((r) => r.action)).not.toContain('cpuGraph');
    expect(support.refused.map((r) => r.action)).toContain('latencyGraph');
  });

  it('a Prometheus that is down is an error of the chart, not a 500 with no message', async () => {
    const down = await startAlertsHarness('pglite', { METRIC_STORE: 'prometheus', PROMETHEUS_URL: 'http://127.0.0.1:9' });
    try {
      await upsertDevices(down.database.db, [{ name: DEVICE, className: 'HNS_Router', state: 5, discovered: true }]);
      const res = await down.app.inject({
        method: 'GET',
        url: `/api/v1.0/apg/db/device-series?device_name=${DEVICE}`,
        headers: down.operator,
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toMatch(/^The metric store at http:\/\/127\.0\.0\.1:9 did not answer/);
    } finally {
      await down.close();
    }
  });
});
