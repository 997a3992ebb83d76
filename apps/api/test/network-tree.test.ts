import { ALL_CUSTOMERS_NODE_ID, NETWORK_CHART_TYPES, SEVERITY_LABEL, impactSeverity, type HierarchyNode, type SunburstNode } from '@nms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFleet } from '../src/simulator/fleet/load-fleet';
import { startHarness, type Harness } from './api-harness';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();
const NOW = Date.UTC(2026, 10, 20, 12, 30);
const enc = encodeURIComponent;

const walk = (node: SunburstNode, visit: (n: SunburstNode, depth: number) => void, depth = 0) => {
  visit(node, depth);
  for (const c of (node.children ?? []) as SunburstNode[]) walk(c, visit, depth + 1);
};

describe.each(engines)('network tree, hierarchy and service aggregation on %s', (engine) => {
  let h: Harness;
  const get = (url: string) => h.app.inject({ method: 'GET', url: `/api/v1.0${url}`, headers: h.operator });
  const total = async (path: string, query: string) => {
    const body = (await get(`${path}?limit=0&query=${enc(query)}`)).json();
    expect(body.totalRelation, query).toBe('eq');
    return body.total as number;
  };
  const deviceTotal = (query: string) => total('/es/devices/all', query);
  const charts = new Map<string, SunburstNode>();

  beforeAll(async () => {
    h = await startHarness(engine);
    await loadFleet(h.database, { size: 500, seed: 7, alertsTotal: 1500, now: NOW, worker: false });
    for (const type of NETWORK_CHART_TYPES) {
      const res = await get(`/svn/network/chart?network_type=${enc(type)}`);
      expect(res.statusCode, type).toBe(200);
      charts.set(type, res.json().data);
    }
  });
  afterAll(() => h.close());

  it('draws every network type with the decided roots and levels', () => {
    const shape = (type: string) => {
      const root = charts.get(type)!;
      const depth = (n: SunburstNode): number => Math.max(0, ...((n.children ?? []) as SunburstNode[]).map((c) => 1 + depth(c)));
      return [root.key, depth(root)];
    };
    expect(shape('All Devices')).toEqual(['ALL_DEVICES:All Devices', 1]);
    expect(shape('All Satellites')).toEqual(['ALL_SATELLITES:All Satellites', 2]);
    expect(shape('All Datacenters')).toEqual(['VIRTUAL:All Datacenters', 2]);
    expect(shape('All HRGWs')).toEqual(['VIRTUAL:All HRGWs', 1]);
    expect(shape('All Services')).toEqual(['VIRTUAL:All Services', 3]);
    expect(charts.get('All Services')!.children!.map((c) => (c as SunburstNode).name)).toEqual([
      'All Satellites',
      'All Datacenters',
      'All Geo Providers',
      'All Customers',
    ]);
    expect((charts.get('All Devices')!.children as SunburstNode[]).map((c) => c.name)).toContain('Satellite Modem');
    expect(charts.get('All Datacenters')!.children!.length).toBeGreaterThan(1);
    expect(charts.get('All Customers')!.children!.length).toBeGreaterThan(0);
  });

  it("counts every node's devices as the device list counts its query, impacted = states 1 and 2", async () => {
    let checked = 0;
    for (const [type, root] of charts) {
      const nodes: SunburstNode[] = [];
      walk(root, (n) => nodes.push(n));
      for (const n of nodes) {
        expect(n.device_count, `${type} ${n.key} ${n.query}`).toBe(await deviceTotal(n.query));
        expect(n.impacted_device_count, `${type} ${n.key}`).toBe(await deviceTotal(`(${n.query}) AND state:[1 TO 2]`));
        expect(n.severity).toBeGreaterThanOrEqual(1);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('adds up partitioned roots and grades virtual nodes with the default threshold', () => {
    for (const type of ['All Datacenters', 'All Customers', 'All Geo Providers', 'All HRGWs', 'All Circuits', 'All Locations', 'All Devices']) {
      const root = charts.get(type)!;
      const kids = root.children as SunburstNode[];
      expect(
        kids.reduce((n, c) => n + c.device_count, 0),
        type,
      ).toBe(root.device_count);
      expect(
        kids.reduce((n, c) => n + c.impacted_device_count, 0),
        type,
      ).toBe(root.impacted_device_count);
      if (root.key.startsWith('VIRTUAL:')) expect(root.severity).toBe(impactSeverity(root.impacted_device_count, root.device_count));
    }
  });

  it('takes network_type over svn_network_type, defaults to All Devices, refuses unknown types', async () => {
    const both = (await get(`/svn/network/chart?network_type=${enc('All Customers')}&svn_network_type=${enc('All HRGWs')}`)).json();
    expect(both.data.key).toBe('VIRTUAL:All Customers');
    expect((await get(`/svn/network/chart?svn_network_type=${enc('All HRGWs')}`)).json().data.key).toBe('VIRTUAL:All HRGWs');
    expect((await get('/svn/network/chart')).json().data).toEqual(charts.get('All Devices'));
    const bad = await get('/svn/network/chart?network_type=Everything');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('network_type');
  });

  it('lists the hierarchy: roots, parents before use, device and alert counts matching their queries', async () => {
    const res = await get('/es/services/hierarchies');
    expect(res.statusCode).toBe(200);
    const rows: HierarchyNode[] = res.json().data;
    const ids = new Set(rows.map((r) => r.id));
    expect(rows.filter((r) => r.parentId === '').map((r) => r.id)).toEqual([
      'ALL_DEVICES:All Devices',
      'ALL_SATELLITES:All Satellites',
      'ALL_DATACENTERS',
      'ALL_GEO_PROVIDERS',
      ALL_CUSTOMERS_NODE_ID,
    ]);
    for (const r of rows) if (r.parentId) expect(ids.has(r.parentId), r.id).toBe(true);
    expect(rows.some((r) => r.id.startsWith('BEAM:') && r.parentId.startsWith('SATELLITE:'))).toBe(true);
    expect(rows.some((r) => r.id.startsWith('GATEWAY:') && r.parentId.startsWith('DATACENTER:'))).toBe(true);
    const gtn = rows.find((r) => r.id === 'DATACENTER:GTN')!;
    expect(gtn).toMatchObject({ name: 'GTN', displayName: 'Germantown, MD', deviceQuery: 'memberOf:"DATACENTER:GTN"' });
    let alerting = 0;
    for (const r of rows) {
      expect(r.alerts.map((a) => a.label)).toEqual([1, 2, 3, 4, 5].map((s) => SEVERITY_LABEL[s]));
      expect(r.numberOfAlerts).toBe(r.alerts.reduce((n, a) => n + a.value, 0));
      expect(r.numberOfDevices, r.id).toBe(await deviceTotal(r.deviceQuery));
      expect(r.numberOfAlerts, r.id).toBe(await total('/es/alerts', `(${r.alertQuery}) AND active:true`));
      if (r.numberOfAlerts > 0) alerting++;
    }
    expect(alerting).toBeGreaterThan(5);
    const critical = rows.find((r) => r.alerts[0].value > 0)!;
    expect(critical.alerts[0].value).toBe(await total('/es/alerts', `(${critical.alertQuery}) AND active:true AND severity:1`));
  });

  it('aggregates devices per customer, most first, with per-state counts', async () => {
    const query = 'memberOf:"DATACENTER:GTN"';
    const res = await get(`/es/hasmat/devices/aggregations?aggregation_field=nmd&query=${enc(query)}`);
    expect(res.statusCode).toBe(200);
    const { data, total: sum } = res.json();
    expect(sum).toBe(await deviceTotal(query));
    expect(data.reduce((n: number, r: { device_count: number }) => n + r.device_count, 0)).toBe(sum);
    for (let i = 1; i < data.length; i++) expect(data[i - 1].device_count).toBeGreaterThanOrEqual(data[i].device_count);
    const top = data[0];
    expect(top.device_count).toBe(await deviceTotal(`(${query}) AND nmd:"${top.nmd}"`));
    expect(top.device_count_by_state[0]).toEqual({ label: 'Critical', value: await deviceTotal(`(${query}) AND nmd:"${top.nmd}" AND state:1`) });
    const all = (await get('/es/hasmat/devices/aggregations?aggregation_field=nmd')).json();
    expect(all.total).toBe(500);
  });

  it('answers 400 naming the field for a bad aggregation query or field', async () => {
    for (const [url, field] of [
      ['/es/hasmat/devices/aggregations?aggregation_field=nmd&query=bogus:1', 'query'],
      ['/es/hasmat/devices/aggregations?aggregation_field=nmd&query=state:high', 'query'],
      ['/es/hasmat/devices/aggregations?aggregation_field=nmd&query=(a', 'query'],
      ['/es/hasmat/devices/aggregations?aggregation_field=gwid', 'aggregation_field'],
      ['/es/hasmat/devices/aggregations', 'aggregation_field'],
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toContain(field);
    }
  });
});
