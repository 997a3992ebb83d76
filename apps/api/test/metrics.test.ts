import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetricFeed } from '../src/simulator/metrics/metric-feed';
import { DEFAULT_RETENTION } from '../src/modules/metrics/tiers';
import { startHarness, type Harness } from './api-harness';
import { DEVICES, seedSite } from './metrics-fixture';
import { testEngines } from './test-databases';

const engines = await testEngines();
const URL = '/api/v1.0/apg/db/object-data/with-filter';
const NOW = Date.now();
const nowS = Math.floor(NOW / 1000);
const [VSAT, AP, LTE] = DEVICES.map((d) => d.name);
const q = (o: Record<string, string | number>) =>
  `${URL}?${new URLSearchParams(Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]))).toString()}`;

describe.each(engines)('stored metrics on %s', (engine) => {
  let h: Harness;
  const get = (url: string) => h.app.inject({ method: 'GET', url, headers: h.operator });

  beforeAll(async () => {
    h = await startHarness(engine);
    const report = await seedSite(h.database.db, h.database, NOW);
    expect(report.devices).toBe(DEVICES.length);
  });
  afterAll(() => h.close());

  it('answers raw samples of the last day, one every 15 minutes', async () => {
    const res = await get(
      q({ start_timestamp: nowS - 86_400, end_timestamp: nowS + 1, period: 0, filter_expression: `device=='${VSAT}'&name=='latency'` }),
    );
    expect(res.statusCode).toBe(200);
    const [series] = res.json().data;
    expect(series).toMatchObject({
      name: 'latency',
      label: 'Latency',
      metrics: ['latency'],
      series_labels: ['Latency (ms)'],
      filter_expression: `device=='${VSAT}'&name=='latency'`,
    });
    expect(series.avg_data.length).toBeGreaterThanOrEqual(95);
    expect(series.avg_data[0].date_string).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/);
    const gaps = series.avg_data.slice(1).map((p: { timestamp: number }, i: number) => p.timestamp - series.avg_data[i].timestamp);
    expect(new Set(gaps)).toEqual(new Set([900]));
    for (const p of series.avg_data) expect(p.value).toBeGreaterThan(400); // a satellite round trip
  });

  it('averages per hour in SQL: each hourly value is the mean of its four samples', async () => {
    const start = Math.floor(nowS / 3600) * 3600 - 6 * 3600;
    const window = { start_timestamp: start, end_timestamp: start + 6 * 3600, filter_expression: `device=='${AP}'&name=='throughput'` };
    const raw = (await get(q({ ...window, period: 0 }))).json().data;
    const hourly = (await get(q({ ...window, period: 3600 }))).json().data;
    expect(hourly.map((s: { name: string }) => s.name)).toEqual(['throughputIn', 'throughputOut']);
    for (const [i, s] of hourly.entries()) {
      expect(s.avg_data).toHaveLength(6);
      for (const p of s.avg_data) {
        const samples = raw[i].avg_data.filter((r: { timestamp: number }) => r.timestamp >= p.timestamp && r.timestamp < p.timestamp + 3600);
        expect(samples).toHaveLength(4);
        expect(p.value).toBeCloseTo(samples.reduce((a: number, r: { value: number }) => a + r.value, 0) / 4, 2);
      }
    }
  });

  it('answers daily and weekly averages over long ranges, falling back to coarser tiers', async () => {
    const month = (
      await get(
        q({ start_timestamp: nowS - 30 * 86_400, end_timestamp: nowS, period: 86_400, filter_expression: `device=='${LTE}'&name=='signal'|'sinr'` }),
      )
    ).json().data;
    expect(month.map((s: { name: string }) => s.name)).toEqual(['signal', 'sinr']);
    expect(month[0].series_labels).toEqual(['Signal Strength (dBm)']);
    expect(month[0].avg_data.length).toBeGreaterThanOrEqual(30);
    expect(month[0].avg_data.every((p: { timestamp: number }) => p.timestamp % 86_400 === 0)).toBe(true);
    const year = (
      await get(
        q({ start_timestamp: nowS - 365 * 86_400, end_timestamp: nowS, period: 604_800, filter_expression: `device=='${VSAT}'&name=='packetLoss'` }),
      )
    ).json().data[0];
    // 60 days of history: 9 or 10 weeks (Monday buckets).
    expect(year.avg_data.length).toBeGreaterThanOrEqual(9);
    expect(year.avg_data.every((p: { timestamp: number }) => new Date(p.timestamp * 1000).getUTCDay() === 1)).toBe(true);
    // Three days back the samples are gone: hourly reads come from daily averages.
    const old = (
      await get(
        q({
          start_timestamp: nowS - 10 * 86_400,
          end_timestamp: nowS - 5 * 86_400,
          period: 3600,
          filter_expression: `device=='${VSAT}'&name=='latency'`,
        }),
      )
    ).json().data[0];
    expect(old.avg_data.length).toBe(5);
  });

  it('answers empty series for a metric the device does not report', async () => {
    const res = await get(
      q({ start_timestamp: nowS - 3600, end_timestamp: nowS, period: 0, filter_expression: `device=='${VSAT}'&name=='apUsers'` }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].avg_data).toEqual([]);
  });

  it('reads a network group impact history (Total, Impacted, maxperc)', async () => {
    const { id } = await h.database.db
      .insertInto('device_groups')
      .values({ network_type: 'DATACENTER', name: 'GTN', device_query: 'dataCenter:GTN', threshold_percent: 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const base = (Math.floor(nowS / 3600) - 2) * 3600 * 1000;
    await h.database.db
      .insertInto('impact_history')
      .values([0, 1, 2, 3].map((k) => ({ group_id: id, ts: base + k * 60_000, total: 100, impacted: 10 * k, percent: 10 * k, threshold: 10 })))
      .execute();
    const res = await get(
      q({
        start_timestamp: nowS - 4 * 3600,
        end_timestamp: nowS,
        period: 3600,
        filter_expression: "group=='DATACENTER:GTN'&name=='Total'|'Impacted'|'maxperc'",
      }),
    );
    expect(res.statusCode).toBe(200);
    const [total, impacted, maxperc] = res.json().data;
    expect(total.avg_data).toEqual([expect.objectContaining({ value: 100, timestamp: base / 1000 })]);
    expect(impacted.avg_data[0].value).toBe(15);
    expect(maxperc).toMatchObject({ label: 'Impacted Percent', avg_data: [expect.objectContaining({ value: 30 })] });
    expect(
      (await get(q({ start_timestamp: nowS - 3600, end_timestamp: nowS, period: 0, filter_expression: "group=='GTN'&name=='Total'" }))).statusCode,
    ).toBe(200);
    expect(
      (await get(q({ start_timestamp: nowS - 3600, end_timestamp: nowS, period: 0, filter_expression: "group=='NOPE'&name=='Total'" }))).statusCode,
    ).toBe(404);
  });

  it('answers 400 naming the field for bad input, 404 for an unknown device', async () => {
    const ok = { start_timestamp: nowS - 3600, end_timestamp: nowS, period: 0, filter_expression: `device=='${VSAT}'&name=='latency'` };
    const bad = async (o: Record<string, string | number>, field: string) => {
      const res = await get(q({ ...ok, ...o }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
    };
    await bad({ filter_expression: "device=='x'" }, 'filter_expression');
    await bad({ filter_expression: `device=='${VSAT}'&name=='nope'` }, 'filter_expression');
    await bad({ filter_expression: 'latency' }, 'filter_expression');
    await bad({ period: 60 }, 'period');
    await bad({ start_timestamp: 'soon' }, 'start_timestamp');
    await bad({ end_timestamp: nowS - 7200 }, 'end_timestamp');
    await bad({ start_timestamp: 0, end_timestamp: nowS }, 'period');
    const missing = await get(q({ ...ok, filter_expression: "device=='NOPE'&name=='latency'" }));
    expect(missing.statusCode).toBe(404);
    expect((await h.app.inject({ method: 'GET', url: q(ok) })).statusCode).toBe(401);
  });

  it('answers Jupiter terminal statistics of a satellite modem', async () => {
    const res = await get(`/api/v1.0/es/device/ts/jupiter-ent?device_name=${VSAT}&start_time=${nowS - 7200}&end_time=${nowS + 1}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data;
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(rows[0]).toEqual({
      deviceid: VSAT,
      created_at: expect.stringMatching(/Z$/),
      delay: expect.any(Number),
      downlinkEsNo: expect.any(Number),
      uplinkEsNo: expect.any(Number),
      uplinkPowerBackoff: expect.any(Number),
    });
    expect((await get(`/api/v1.0/es/device/ts/jupiter-ent?device_name=${AP}&start_time=${nowS - 7200}&end_time=${nowS}`)).statusCode).toBe(400);
    expect((await get(`/api/v1.0/es/device/ts/jupiter-ent?device_name=NOPE&start_time=${nowS - 7200}&end_time=${nowS}`)).statusCode).toBe(404);
    const noEnd = await get(`/api/v1.0/es/device/ts/jupiter-ent?device_name=${VSAT}&start_time=${nowS - 7200}`);
    expect(noEnd.statusCode).toBe(400);
    expect(noEnd.json().message).toContain('end_time');
  });

  it('renders the access point charts as SVG', async () => {
    for (const graph of ['usage', 'users']) {
      const res = await get(`/api/v1.0/action/device/graph/ap?graph_type=${graph}&noc_id=FORTILAN&ap_id=${AP}&start_time=${nowS - 86_400}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toMatch(/^<svg[^>]*width="620"/);
      expect(res.body).toContain(graph === 'usage' ? 'Download' : 'Users');
    }
    expect((await get(`/api/v1.0/action/device/graph/ap?graph_type=pie&ap_id=${AP}&start_time=${nowS - 7200}`)).json().message).toContain(
      'graph_type',
    );
    expect((await get(`/api/v1.0/action/device/graph/ap?graph_type=usage&ap_id=${VSAT}&start_time=${nowS - 7200}`)).statusCode).toBe(400);
    expect((await get(`/api/v1.0/action/device/graph/ap?graph_type=usage&ap_id=NOPE&start_time=${nowS - 7200}`)).statusCode).toBe(404);
  });

  it('the live feed polls each series once per slot and keeps the daily average current', async () => {
    const db = h.database.db;
    const feed = createMetricFeed(db, { seed: 7, retention: DEFAULT_RETENTION, vacuum: false, startMs: NOW });
    let written = 0;
    for (let t = NOW + 5000; t <= NOW + 900_000; t += 5000) written += await feed.tick(t);
    const series = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM metric_series`.execute(db)).rows[0].n;
    expect(written).toBe(series);
    const slot = Math.floor((nowS + 900) / 900) * 900;
    const day = Math.floor(slot / 86_400) * 86_400;
    const { rows } = await sql<{ raw: number; daily: number }>`
      SELECT (SELECT avg(x) FROM unnest(r.v) x)::float8 AS raw, d.v[${(day % (128 * 86_400)) / 86_400 + 1}::int]::float8 AS daily
        FROM metric_series s JOIN metric_chunks r ON r.series_id = s.id AND r.tier = 0 AND r.t0 = ${day}
        JOIN metric_chunks d ON d.series_id = s.id AND d.tier = 1
       WHERE s.device_name = ${VSAT} AND s.metric = 'latency' AND d.t0 <= ${day} AND d.t0 + 128 * 86400 > ${day}`.execute(db);
    expect(rows[0].daily).toBeCloseTo(rows[0].raw, 1);
  });
});
