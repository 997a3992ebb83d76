import { DEVICE_FIELDS, availableDeviceActions, type DeviceDetailsData } from '@nms/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFleet } from '../src/simulator/fleet/load-fleet';
import { startHarness, type Harness } from './api-harness';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();
const NOW = Date.UTC(2025, 0, 15, 12, 30);
const HOUR = 3_600_000;

describe.each(engines)('device/device-details on %s', (engine) => {
  let h: Harness;
  const get = (url: string) => h.app.inject({ method: 'GET', url, headers: h.operator });
  const details = async (name: string): Promise<DeviceDetailsData> => {
    const res = await get(`/api/v1.0/device/device-details?device_id=${encodeURIComponent(name)}`);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const rows = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(h.database.db)).rows;
  /** A device whose location holds other devices and which belongs to several groups. */
  let crowded: { name: string; customer_location_id: string };

  beforeAll(async () => {
    h = await startHarness(engine);
    await loadFleet(h.database, { size: 600, seed: 5, alertsTotal: 600, now: NOW, worker: false });
    [crowded] = await rows(sql<{ name: string; customer_location_id: string }>`
      SELECT name, customer_location_id FROM devices d
       WHERE (SELECT count(*) FROM devices n WHERE n.customer_location_id = d.customer_location_id) >= 3
       ORDER BY name LIMIT 1`);
  });
  afterAll(() => h.close());

  it('answers the device row exactly as es/devices/all does', async () => {
    const data = await details(crowded.name);
    const listed = (await get(`/api/v1.0/es/devices/all?query=${encodeURIComponent(`name:"${crowded.name}"`)}`)).json().data[0];
    expect(data.device).toEqual(listed);
    expect(Object.keys(data.device)).toHaveLength(DEVICE_FIELDS.length);
    expect(data.available_actions).toEqual(availableDeviceActions(listed));
  });

  it('answers the location and the other devices at it, without the device itself, by name', async () => {
    const data = await details(crowded.name);
    const [loc] = await rows(sql<Record<string, unknown>>`SELECT * FROM locations WHERE customer_location_id = ${crowded.customer_location_id}`);
    expect(data.location).toEqual({
      customerLocationId: loc.customer_location_id,
      address: loc.address,
      city: loc.city,
      stateUSA: loc.state_usa,
      zip: loc.zip,
      latitude: loc.latitude,
      longitude: loc.longitude,
      plsiteid: loc.plsiteid,
    });
    const others = await rows(sql<Record<string, unknown>>`
      SELECT name, model, product_code AS "productCode", product_category AS "productCategory", state, poller FROM devices
       WHERE customer_location_id = ${crowded.customer_location_id} AND name <> ${crowded.name} ORDER BY name`);
    expect(others.length).toBeGreaterThanOrEqual(2);
    expect(data.neighbor_devices.data).toEqual(others);
    expect(data.neighbor_devices.data.map((n) => n.name)).not.toContain(crowded.name);
  });

  it('answers the groups with their impact text and the last 24 hourly history points', async () => {
    const data = await details(crowded.name);
    const groups = await rows(sql<{
      id: number;
      network_type: string;
      name: string;
      low_level_group: string | null;
      total_count: number;
      impacted_count: number;
    }>`
      SELECT g.* FROM device_groups g JOIN device_group_members m ON m.group_id = g.id
       WHERE m.device_name = ${crowded.name} ORDER BY g.network_type, g.name`);
    expect(groups.length).toBeGreaterThanOrEqual(3);
    expect(data.device_groups.map((g) => g.group)).toEqual(groups.map((g) => `${g.network_type}:${g.name}`));
    for (const [i, g] of groups.entries()) {
      const entry = data.device_groups[i];
      const percent = g.total_count > 0 ? Math.round((10_000 * g.impacted_count) / g.total_count) / 100 : 0;
      expect(entry).toMatchObject({ network_type: g.network_type, name: g.name, low_level_group: g.low_level_group });
      expect(entry.impacted_text).toBe(`${g.impacted_count} of ${g.total_count} (${percent}%)`);
      // Hourly buckets of the last day of history (the load writes 168 hourly points and one now).
      const hourly = await rows(sql<{ percent: number; total: number; threshold: number }>`
        SELECT max(percent) AS percent, round(avg(total))::int AS total, avg(threshold) AS threshold FROM impact_history
         WHERE group_id = ${g.id} AND ts >= ${Math.floor(NOW / HOUR) * HOUR - 23 * HOUR} GROUP BY ts / ${sql.lit(HOUR)} ORDER BY ts / ${sql.lit(HOUR)}`);
      expect(hourly).toHaveLength(24);
      expect(entry.impacted_data).toEqual(hourly.map((p) => p.percent));
      expect(entry.total_data).toEqual(hourly.map((p) => p.total));
      expect(entry.threshold_data).toEqual(hourly.map((p) => p.threshold));
    }
  });

  it('projects the source sections as the oracle and smarts calls do', async () => {
    const [sat] = await rows(
      sql<{ name: string }>`SELECT name FROM devices WHERE class_name = 'HNS_SatModem' AND aa_cf_opermode IS NOT NULL ORDER BY name LIMIT 1`,
    );
    const [other] = await rows(
      sql<{
        name: string;
      }>`SELECT name FROM devices WHERE class_name <> 'HNS_SatModem' AND aa_cf_opermode IS NULL AND provision_status <> 'PEND' ORDER BY name LIMIT 1`,
    );
    for (const name of [sat?.name ?? crowded.name, other.name]) {
      const data = await details(name);
      const source = async (s: string) => (await get(`/api/v1.0/oracle/device/${s}?device_name=${encodeURIComponent(name)}`)).json().data;
      expect(data.eit_device_details).toEqual(await source('eit_device'));
      expect(data.dmn_device_details).toEqual(await source('dmn_device'));
      expect(data.hts_device_details).toEqual(await source('hts_device'));
      expect(data.active_devices).toEqual(await source('active_device'));
      expect(data.additional_details).toEqual((await get(`/api/v1.0/smarts/device/additional-details?name=${encodeURIComponent(name)}`)).json().data);
    }
    expect(Object.keys((await details(other.name)).hts_device_details)).toHaveLength(0);
    expect(Object.keys((await details(other.name)).eit_device_details).length).toBeGreaterThan(10);
    // EIT registers assets at installation: a device not yet installed has no EIT record.
    const [pending] = await rows(sql<{ name: string }>`SELECT name FROM devices WHERE provision_status = 'PEND' ORDER BY name LIMIT 1`);
    expect((await details(pending.name)).eit_device_details).toEqual({});
  });

  it('lists the active network events of the device groups, and only those', async () => {
    const [group] = await rows(sql<{ id: number; key: string }>`
      SELECT g.id, g.network_type || ':' || g.name AS key FROM device_groups g JOIN device_group_members m ON m.group_id = g.id
       WHERE m.device_name = ${crowded.name} AND g.network_type = 'GATEWAY'`);
    await sql`DELETE FROM network_events WHERE group_id = ${group.id}`.execute(h.database.db);
    await sql`INSERT INTO network_events (group_id, name, impact, case_id, start_time, end_time, active) VALUES
      (${group.id}, ${group.key}, 42.5, 'CAS-12345678', ${NOW - HOUR}, NULL, true),
      (${group.id}, ${group.key}, 30, 'CAS-00000001', ${NOW - 50 * HOUR}, ${NOW - 40 * HOUR}, false)`.execute(h.database.db);
    const expected = await rows(sql<Record<string, unknown>>`
      SELECT e.name, e.impact, e.case_id AS "caseId", e.start_time AS "startTime" FROM network_events e
        JOIN device_group_members m ON m.group_id = e.group_id
       WHERE m.device_name = ${crowded.name} AND e.active ORDER BY e.start_time DESC, e.id`);
    const data = await details(crowded.name);
    expect(data.network_events).toEqual(expected);
    expect(data.network_events).toContainEqual({ name: group.key, impact: 42.5, caseId: 'CAS-12345678', startTime: NOW - HOUR });
    expect(data.network_events.map((e) => e.caseId)).not.toContain('CAS-00000001');
  });

  it('answers empty sections for a device without location, groups or history', async () => {
    await h.database.db
      .insertInto('devices')
      .values({ name: 'LONELY-00001-R1', state: 5, product_category: 'Router', class_name: 'HNS_Router' })
      .execute();
    const data = await details('LONELY-00001-R1');
    expect(data).toMatchObject({
      location: null,
      neighbor_devices: { data: [] },
      device_groups: [],
      network_events: [],
      hts_device_details: {},
      active_devices: {},
    });
    expect(data.device).toMatchObject({ name: 'LONELY-00001-R1', state: 5, productCategory: 'Router', customerLocationId: null });
  });

  it('answers 404 naming device_id for an unknown device and 400 when it is missing', async () => {
    const unknown = await get('/api/v1.0/device/device-details?device_id=NOPE-404');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ statusCode: 404, error: 'Not Found', message: expect.stringContaining('device_id') });
    expect(unknown.json().message).toContain('NOPE-404');
    const missing = await get('/api/v1.0/device/device-details');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('device_id');
    expect((await h.app.inject({ method: 'GET', url: `/api/v1.0/device/device-details?device_id=${crowded.name}` })).statusCode).toBe(401);
  });
});

describe.each(engines)('es/devices/search on %s', (engine) => {
  let h: Harness;
  const search = (qs: string) => h.app.inject({ method: 'GET', url: `/api/v1.0/es/devices/search?${qs}`, headers: h.operator });
  const names = async (qs: string) => {
    const res = await search(qs);
    expect(res.statusCode).toBe(200);
    return (res.json().data as Array<{ name: string }>).map((d) => d.name);
  };

  beforeAll(async () => {
    h = await startHarness(engine);
    const devices = ['xx-zzqa-1', 'ZZQA-200', 'aa-zzqa-2', 'zzqa-100', 'zzq', 'other-1', 'ZZQ_B', 'zzqzz%1', 'm-zZq-3'];
    await h.database.db
      .insertInto('devices')
      .values(devices.map((name, i) => ({ name, state: (i % 5) + 1, product_category: 'Router', class_name: 'HNS_Router' })))
      .execute();
    await sql`ANALYZE devices`.execute(h.database.db);
  });
  afterAll(() => h.close());

  it('finds names containing the text, case-insensitive, prefix matches first, then by name', async () => {
    expect(await names('field=name&query=zzq&all_fields=false')).toEqual([
      'zzq',
      'ZZQ_B',
      'zzqa-100',
      'ZZQA-200',
      'zzqzz%1',
      'aa-zzqa-2',
      'm-zZq-3',
      'xx-zzqa-1',
    ]);
    expect(await names('query=ZQA')).toEqual(['aa-zzqa-2', 'xx-zzqa-1', 'zzqa-100', 'ZZQA-200']);
    expect(await names('query=nothing-like-this')).toEqual([]);
  });

  it('takes the text literally: LIKE wildcards match only themselves', async () => {
    expect(await names('query=zz%25')).toEqual(['zzqzz%1']);
    expect(await names('query=Q_B')).toEqual(['ZZQ_B']);
    expect(await names('query=___')).toEqual([]);
    expect(await names('query=A-ZZ')).toEqual(['aa-zzqa-2']);
  });

  it('answers at most the limit (20 by default), prefix matches kept first', async () => {
    expect(await names('query=zzq&limit=3')).toEqual(['zzq', 'ZZQ_B', 'zzqa-100']);
    expect(await names('query=zzq&limit=6')).toEqual(['zzq', 'ZZQ_B', 'zzqa-100', 'ZZQA-200', 'zzqzz%1', 'aa-zzqa-2']);
    await h.database.db
      .insertInto('devices')
      .values(Array.from({ length: 30 }, (_, i) => ({ name: `bulk-${String(i).padStart(2, '0')}` })))
      .execute();
    const bulk = await names('query=bulk');
    expect(bulk).toHaveLength(20);
    expect(bulk[0]).toBe('bulk-00');
  });

  it('answers name, productCategory and state, or every field with all_fields=true', async () => {
    const short = (await search('query=zzqa-1')).json().data;
    expect(short).toEqual([
      { name: 'zzqa-100', productCategory: 'Router', state: 4 },
      { name: 'xx-zzqa-1', productCategory: 'Router', state: 1 },
    ]);
    const full = (await search('query=zzqa-1&all_fields=true')).json().data;
    expect(full).toHaveLength(2);
    expect(Object.keys(full[0])).toHaveLength(DEVICE_FIELDS.length);
    expect(full[0]).toMatchObject({ name: 'zzqa-100', elementName: 'zzqa-100', className: 'HNS_Router', state: 4 });
  });

  it('answers 400 naming the parameter for a short text, another field or a bad limit', async () => {
    for (const qs of ['query=zz', 'query=%20zz%20', 'field=name', '']) {
      const res = await search(qs);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('query');
    }
    const field = await search('field=model&query=zzq');
    expect(field.statusCode).toBe(400);
    expect(field.json().message).toContain('field');
    const limit = await search('query=zzq&limit=0');
    expect(limit.statusCode).toBe(400);
    expect(limit.json().message).toContain('limit');
  });
});
