import {
  EM7_EVENTS_LIMIT,
  serviceDevicesQuery,
  type Em7Event,
  type HasmatSearchAnswer,
  type OtherDevicesAnswer,
  type PerformancePoint,
} from '@nms/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFleet } from '../src/simulator/fleet/load-fleet';
import { startActionsHarness, type ActionsHarness } from './actions-harness';
import { routeTestEngines } from './test-databases';

const NOW = Date.now();
const enc = encodeURIComponent;
const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe.each(await routeTestEngines())('device search API on %s', (engine) => {
  let h: ActionsHarness;
  let fgt: { name: string; stack: number; device: number };
  const get = (url: string) => h.app.inject({ method: 'GET', url: `/api/v1.0${url}`, headers: h.operator });

  beforeAll(async () => {
    h = await startActionsHarness(engine);
    await loadFleet(h.database, { size: 600, seed: 5, alertsTotal: 600, now: NOW, worker: false });
    const { rows } = await sql<{ name: string; stack: number; device: number }>`
      SELECT name, em7_stack_id AS stack, em7_device_id AS device FROM devices WHERE class_name = 'HNS_FortiGate' ORDER BY name LIMIT 1`.execute(
      h.database.db,
    );
    fgt = rows[0];
  }, 180_000);
  afterAll(() => h?.close());

  it('searches names case-insensitively, prefix matches first, with the service of each', async () => {
    const prefix = fgt.name.slice(0, 6).toLowerCase();
    const res = await get(`/es/hasmat/devices/search?field=name&query=${prefix}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<HasmatSearchAnswer>();
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(50);
    expect(body.device_names).toEqual(body.data.map((d) => d.name));
    expect(body.data.every((d) => d.name.toLowerCase().startsWith(prefix) && /^SVC-/.test(d.service_id ?? ''))).toBe(true);

    const mixed = (await get(`/es/hasmat/devices/search?field=name&query=${enc('-0000')}`)).json<HasmatSearchAnswer>();
    expect(mixed.data.length).toBe(50);
    expect(mixed.data.every((d) => d.name.includes('-0000'))).toBe(true);
    const exact = (await get(`/es/hasmat/devices/search?field=name&query=${enc(fgt.name.slice(-8))}`)).json<HasmatSearchAnswer>();
    expect(exact.device_names).toContain(fgt.name);
  });

  it('puts prefix matches before names that only contain the text', async () => {
    const text = 'fgt';
    const body = (await get(`/es/hasmat/devices/search?field=name&query=${text}`)).json<HasmatSearchAnswer>();
    const firstContains = body.data.findIndex((d) => !d.name.toLowerCase().startsWith(text));
    if (firstContains >= 0) expect(body.data.slice(firstContains).every((d) => !d.name.toLowerCase().startsWith(text))).toBe(true);
  });

  it('refuses a query under 3 characters and a field other than name (400 naming it)', async () => {
    for (const [url, field] of [
      ['/es/hasmat/devices/search?field=name&query=ab', 'query'],
      ['/es/hasmat/devices/search?field=nmd&query=abc', 'field'],
      ['/es/hasmat/devices/search?field=name&query=%20%20ab%20', 'query'],
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toContain(field);
    }
  });

  it('answers 400, never 500, for text the database cannot hold or numbers past its range', async () => {
    for (const [url, field] of [
      ['/es/hasmat/devices/search?field=name&query=%00ab', 'query'],
      ['/es/hasmat/devices/other-devices?service_id=%00&service_type=y', 'service_id'],
      ['/action/device/getSysArp?device_name=a%00', 'device_name'],
      [
        `/em7/device/1/performance_data/fgVpnTunnelUpCount/data?stack_id=1&start_timestamp=100000000000000000000&end_timestamp=100000000000000000000`,
        'start_timestamp',
      ],
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain(field);
    }
    // The last code point has no successor: the prefix bound moves back a character.
    expect((await get(`/es/hasmat/devices/search?field=name&query=abc${enc('\u{10FFFF}')}`)).statusCode).toBe(200);
  });

  it('lists every device of a service; the Services grid aggregation counts the same devices', async () => {
    const [hit] = (await get(`/es/hasmat/devices/search?field=name&query=${enc(fgt.name)}`)).json<HasmatSearchAnswer>().data;
    const res = await get(`/es/hasmat/devices/other-devices?service_id=${enc(hit.service_id!)}&service_type=${enc(hit.service_type!)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json<OtherDevicesAnswer>();
    const { rows } = await sql<{ name: string }>`SELECT name FROM devices WHERE service_id = ${hit.service_id}`.execute(h.database.db);
    expect(body.total).toBe(rows.length);
    expect(body.data.map((d) => d.name)).toEqual(rows.map((r) => r.name).sort(byteOrder));
    expect(body.data.find((d) => d.name === fgt.name)?.device_id).toBe(`${fgt.stack}_${fgt.device}`);
    expect(body.data.every((d) => d.org_name.length > 0 && d.type.length > 0)).toBe(true);

    const agg = await get(`/es/hasmat/devices/aggregations?aggregation_field=nmd&query=${enc(serviceDevicesQuery(hit.service_id!))}`);
    expect(agg.statusCode).toBe(200);
    expect(agg.json().total).toBe(body.total);
    expect(agg.json().data).toHaveLength(1);

    const none = (await get(`/es/hasmat/devices/other-devices?service_id=${enc(hit.service_id!)}&service_type=Nope`)).json<OtherDevicesAnswer>();
    expect(none).toEqual({ data: [], total: 0 });
  });

  it('answers the active EM7 events of a device, sorted and paged; a bad sort is a 400', async () => {
    const base = `/em7/events?device_id=${fgt.device}&stack_id=${fgt.stack}`;
    const all = (await get(base)).json<{ data: Em7Event[]; total: number }>();
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.data.length).toBe(Math.min(all.total, EM7_EVENTS_LIMIT));
    const names = all.data.map((e) => e.aligned_resource_name);
    expect(names).toEqual([...names].sort(byteOrder));
    expect(all.data.every((e) => e.aligned_resource_name.startsWith(fgt.name) && e.elapsed_time >= 0 && e.date_last <= Date.now())).toBe(true);

    const bySeverity = (await get(`${base}&sort=severity&order=desc`)).json<{ data: Em7Event[] }>().data.map((e) => e.severity);
    expect(bySeverity).toEqual([...bySeverity].sort((a, b) => b - a));
    const page = (await get(`${base}&offset=1&limit=1`)).json<{ data: Em7Event[]; total: number }>();
    expect(page.total).toBe(all.total);
    // elapsed_time is counted to the second of each answer: the two calls may straddle one.
    const unclocked = (e: Em7Event) => ({ ...e, elapsed_time: undefined });
    expect(page.data.map(unclocked)).toEqual([all.data[1]].map(unclocked));

    const bad = await get(`${base}&sort=bogus`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/sort.*bogus/);
    expect((await get(`/em7/events?device_id=1&stack_id=9`)).statusCode).toBe(404);
    expect((await get(`/em7/events?device_id=x&stack_id=1`)).json().message).toContain('device_id');
  });

  it('answers VPN user counts inside the window, oldest first, at most about 500 points', async () => {
    const end = Math.floor(NOW / 1000);
    const url = (hours: number, e = end) =>
      `/em7/device/${fgt.device}/performance_data/fgVpnTunnelUpCount/data?stack_id=${fgt.stack}&start_timestamp=${e - hours * 3600}&end_timestamp=${e}`;
    for (const hours of [1, 24, 120, 720, 2160, 8760]) {
      const res = await get(url(hours));
      expect(res.statusCode, String(hours)).toBe(200);
      const data = res.json<{ data: PerformancePoint[] }>().data;
      expect(data.length, String(hours)).toBeGreaterThan(hours === 1 ? 5 : 20);
      expect(data.length, String(hours)).toBeLessThanOrEqual(501);
      const times = data.map((p) => Date.parse(`${p.date_string.replace(' ', 'T')}Z`) / 1000);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(times[0]).toBeGreaterThanOrEqual(end - hours * 3600);
      expect(times.at(-1)).toBeLessThanOrEqual(end);
      expect(data.every((p) => p.value >= 0 && p.value <= 100)).toBe(true);
    }
    expect((await get(url(24, end - 400 * 86_400))).json().data).toEqual([]);
  });

  it('refuses a reversed or over-long window (400 naming it); 404 for an unknown device', async () => {
    const base = `/em7/device/${fgt.device}/performance_data/fgVpnTunnelUpCount/data?stack_id=${fgt.stack}`;
    const reversed = await get(`${base}&start_timestamp=2000&end_timestamp=1000`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain('end_timestamp');
    const long = await get(`${base}&start_timestamp=0&end_timestamp=${2 * 366 * 86_400}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('end_timestamp');
    expect((await get(`${base}&start_timestamp=-5&end_timestamp=10`)).json().message).toContain('start_timestamp');
    expect((await get(`/em7/device/1/performance_data/fgVpnTunnelUpCount/data?stack_id=9&start_timestamp=0&end_timestamp=10`)).statusCode).toBe(404);
  });
});
