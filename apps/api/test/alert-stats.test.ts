import { ALERT_WINDOWS, TOP_ALERTS_SIZE, formatAlertCountDate, type AlertCountBucket } from '@nms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFleet } from '../src/simulator/fleet/load-fleet';
import { startHarness, type Harness } from './api-harness';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();
/** An "as of" time off the hour, so the first bucket of each window starts before the window. */
const NOW = Date.UTC(2026, 10, 22, 5, 25, 32);
const HOUR = 3_600_000;
const enc = encodeURIComponent;

describe.each(engines)('alert counts and top alerts on %s', (engine) => {
  let h: Harness;
  const get = (url: string) => h.app.inject({ method: 'GET', url: `/api/v1.0${url}`, headers: h.operator });
  const alertTotal = async (query: string) => {
    const body = (await get(`/es/alerts?limit=0&query=${enc(query)}`)).json();
    expect(body.totalRelation).toBe('eq');
    return body.total as number;
  };
  const countUrl = (start: number, end: number, interval: string, query?: string) =>
    `/es/alert-count?start_date=${formatAlertCountDate(start)}&end_date=${formatAlertCountDate(end)}&interval=${interval}${query ? `&query=${enc(query)}` : ''}`;
  /** The same window as a createdAt range, as the events grids would ask it. */
  const inWindow = (start: number, end: number) => `createdAt:[${start} TO ${end}}`;

  beforeAll(async () => {
    h = await startHarness(engine);
    await loadFleet(h.database, { size: 400, seed: 3, alertsTotal: 3000, now: NOW, worker: false });
  });
  afterAll(() => h.close());

  it('counts each Event Stats window with every bucket, calendar-aligned in UTC', async () => {
    const end = Math.floor(NOW / 1000) * 1000;
    for (const w of ALERT_WINDOWS) {
      const start = end - w.hours * HOUR;
      const res = await get(countUrl(start, end, w.interval));
      expect(res.statusCode, w.label).toBe(200);
      const body = res.json();
      const buckets: AlertCountBucket[] = body[`alert_counts_by_${w.interval}`].buckets;
      expect(Object.keys(body).sort()).toEqual(['alert_count', `alert_counts_by_${w.interval}`].sort());
      expect(body.alert_count, w.label).toBe(await alertTotal(inWindow(start, end)));
      expect(buckets.reduce((n, b) => n + b.doc_count, 0)).toBe(body.alert_count);
      const expected = { '24 hours': 25, '7 days': 8, '30 days': 31, '1 year': 13 }[w.label];
      expect(buckets, w.label).toHaveLength(expected);
      // The middle buckets lie wholly in the window: each equals the alerts created in it.
      const mid = Math.floor(buckets.length / 2);
      const from = Date.parse(buckets[mid].key_as_string);
      const to = Date.parse(buckets[mid + 1].key_as_string);
      expect(buckets[mid].doc_count, w.label).toBe(await alertTotal(inWindow(from, to)));
    }
  });

  it('keys buckets as Elasticsearch writes them: hours, days and calendar months', async () => {
    const hours = (await get(countUrl(NOW - 3 * HOUR, NOW, '1h'))).json().alert_counts_by_1h.buckets;
    expect(hours.map((b: AlertCountBucket) => b.key_as_string)).toEqual([
      '2026-11-22T02:00:00.000Z',
      '2026-11-22T03:00:00.000Z',
      '2026-11-22T04:00:00.000Z',
      '2026-11-22T05:00:00.000Z',
    ]);
    const months = (await get(countUrl(Date.UTC(2026, 0, 31, 10), Date.UTC(2026, 2, 1), '1M'))).json().alert_counts_by_1M.buckets;
    expect(months.map((b: AlertCountBucket) => b.key_as_string)).toEqual(['2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z']);
  });

  it('spreads the archived history over the year, most of it in the last 30 days', async () => {
    const year = (await get(countUrl(NOW - 365 * 24 * HOUR, NOW, '1M'))).json();
    const month = (await get(countUrl(NOW - 30 * 24 * HOUR, NOW, '1d'))).json();
    expect(year.alert_count).toBe(3000);
    expect(month.alert_count / year.alert_count).toBeGreaterThan(0.7);
    expect(year.alert_counts_by_1M.buckets.filter((b: AlertCountBucket) => b.doc_count > 0).length).toBeGreaterThanOrEqual(10);
  });

  it('counts an alert created after the last poll (the open hour is always re-read)', async () => {
    const end = Math.ceil(Date.now() / 1000) * 1000 + 60_000;
    const before = (await get(countUrl(end - 24 * HOUR, end, '1h'))).json().alert_count;
    await h.database.db
      .insertInto('alerts')
      .values({ name: 'late/Down', severity: 1, active: true, element_name: 'late', created_at: Date.now() - 1000 })
      .execute();
    const after = (await get(countUrl(end - 24 * HOUR + 1000, end + 1000, '1h'))).json().alert_count;
    expect(after).toBe(before + 1);
    expect(after).toBe(await alertTotal(inWindow(end - 24 * HOUR + 1000, end + 1000)));
  });

  it('ANDs the Lucene query over the alert fields', async () => {
    const start = NOW - 7 * 24 * HOUR;
    const body = (await get(countUrl(start, NOW, '1d', 'severity:1 AND active:false'))).json();
    expect(body.alert_count).toBe(await alertTotal(`${inWindow(start, NOW)} AND severity:1 AND active:false`));
    expect(body.alert_count).toBeGreaterThan(0);
  });

  it('answers 400 naming the field for bad dates, a reversed window, too many buckets or a bad query', async () => {
    const ok = formatAlertCountDate(NOW);
    for (const [url, field] of [
      [`/es/alert-count?start_date=2026-02-31T00:00:00Z&end_date=${ok}&interval=1d`, 'start_date'],
      [`/es/alert-count?start_date=2026-11-01T00:00:00Z&end_date=2026-13-01T00:00:00Z&interval=1d`, 'end_date'],
      [`/es/alert-count?start_date=yesterday&end_date=${ok}&interval=1d`, 'start_date'],
      [`/es/alert-count?start_date=${ok}&end_date=2026-11-01T00:00:00Z&interval=1d`, 'end_date'],
      [`/es/alert-count?start_date=2024-01-01T00:00:00Z&end_date=${ok}&interval=1h`, 'interval'],
      [`/es/alert-count?start_date=2026-11-01T00:00:00Z&end_date=${ok}&interval=1w`, 'interval'],
      [`/es/alert-count?start_date=2026-11-01T00:00:00Z&end_date=${ok}&interval=1d&query=nope:1`, 'query'],
      [`/es/alert-count?end_date=${ok}&interval=1d`, 'start_date'],
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain(field);
    }
  });

  it('ranks the noisiest devices and customers among active alerts, with severities', async () => {
    for (const field of ['elementName', 'nmd']) {
      const res = await get(`/es/alerts/top?field=${field}`);
      expect(res.statusCode).toBe(200);
      const { data, total } = res.json();
      expect(total).toBe(await alertTotal("NOT nmd:'' AND active:true"));
      expect(data.length).toBeLessThanOrEqual(TOP_ALERTS_SIZE);
      expect(data.length).toBeGreaterThan(0);
      for (let i = 1; i < data.length; i++) expect(data[i - 1].doc_count).toBeGreaterThanOrEqual(data[i].doc_count);
      for (const row of data.slice(0, 3)) {
        expect(row.critical + row.major + row.minor + row.unknown + row.normal).toBe(row.doc_count);
        expect(row.doc_count).toBe(await alertTotal(`${field}:"${row.key}" AND NOT nmd:'' AND active:true`));
        expect(row.critical).toBe(await alertTotal(`${field}:"${row.key}" AND NOT nmd:'' AND active:true AND severity:1`));
      }
    }
    const two = (await get(`/es/alerts/top?field=nmd&size=2&query=${enc('severity:[1 TO 2]')}`)).json();
    expect(two.data).toHaveLength(2);
    expect(two.total).toBe(await alertTotal('severity:[1 TO 2] AND active:true'));
    expect(two.data[0].minor).toBe(0);
    for (const [url, field] of [
      ['/es/alerts/top?field=severity', 'field'],
      ['/es/alerts/top?field=nmd&size=0', 'size'],
      ['/es/alerts/top?field=nmd&query=(x', 'query'],
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain(field);
    }
  });
});
