import { IB_EXTATTRS, IB_MAX_ROWS, IB_NETWORK_VIEWS, type IbHostAnswer, type IbRangeAnswer, type IbSubnetAnswer } from '@nms/contract';
import { seedFleet } from '@nms/simulator';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RepositoryFleetSink } from '../src/simulator/fleet/repository-sink';
import { loadFleet } from '../src/simulator/fleet/load-fleet';
import { seedIpam } from '../src/simulator/ipam/ipam-seed';
import { startHarness, type Harness } from './api-harness';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();
const NOW = Date.UTC(2025, 5, 1, 12);
type Device = { name: string; management_ip: string; lan_ip: string | null; provision_status: string };

describe.each(engines)('Infoblox search on %s', (engine) => {
  let h: Harness;
  const get = async <T>(path: string, query: Record<string, string>) => {
    const res = await h.app.inject({ method: 'GET', url: `/api/v1.0/ibsearch/${path}`, query, headers: h.operator });
    return { status: res.statusCode, body: res.json() as T & { message?: string } };
  };
  const hosts = async (type: string, q: string) => (await get<IbHostAnswer>(type, { search_query: q })).body;
  const one = async <T>(text: string) => (await sql<T>`${sql.raw(text)}`.execute(h.database.db)).rows;
  const count = async (text: string) => (await one<{ n: number }>(`SELECT count(*)::int AS n FROM ${text}`))[0].n;
  let device: Device;

  beforeAll(async () => {
    h = await startHarness(engine);
    await loadFleet(h.database, { size: 1500, seed: 11, now: NOW, worker: false });
    [device] = await one<Device>(`SELECT name, management_ip, lan_ip, provision_status FROM devices
      WHERE lan_ip ~ '^[0-9.]+$' AND product_category = 'Router' ORDER BY name LIMIT 1`);
  });
  afterAll(() => h.close());

  it('keeps a host record per device address, consistent with the inventory', async () => {
    expect(await count(`ipam_hosts WHERE view = '${IB_NETWORK_VIEWS.management}'`)).toBe(await count(`devices WHERE management_ip ~ '^[0-9.]+$'`));
    expect(await count(`ipam_hosts WHERE view = '${IB_NETWORK_VIEWS.customer}'`)).toBe(await count(`devices WHERE lan_ip ~ '^[0-9.]+$'`));
    const { data, total } = await hosts('hostname', `^${device.name}\\.`);
    expect(total).toBe(2);
    const mgmt = data.find((r) => r.view === IB_NETWORK_VIEWS.management);
    const lan = data.find((r) => r.view === IB_NETWORK_VIEWS.customer);
    expect(mgmt?.name).toBe(`${device.name.toLowerCase()}.hughes.net`);
    expect(mgmt?.ipv4addrs).toEqual([{ ipv4addr: device.management_ip }]);
    expect(mgmt?.ipv6addrs).toHaveLength(1); // routers have IPv6 management addresses
    expect(lan?.ipv4addrs).toEqual([{ ipv4addr: device.lan_ip }]);
    for (const r of data) {
      expect(r.extattrs[IB_EXTATTRS.owner]?.value ?? null).toBe(r.owner);
      expect(r.extattrs[IB_EXTATTRS.ownerGroup]?.value ?? null).toBe(r.ownerGroup);
      expect(r.extattrs[IB_EXTATTRS.lastModified]?.value ?? null).toBe(r.lastModified);
    }
  });

  it('searches host names, comments and owners as case-insensitive regexes', async () => {
    const prefix = device.name.slice(0, device.name.lastIndexOf('-'));
    const pattern = `^${prefix}-[A-Z]+[0-9]+\\.(lan\\.)?hughes\\.net$`;
    const byName = await hosts('hostname', pattern);
    expect(byName.total).toBeGreaterThan(1);
    for (const r of byName.data) expect(r.name).toMatch(new RegExp(pattern, 'i'));
    const byComment = await hosts('comment', 'ROUTER');
    expect(byComment.total).toBe(await count(`ipam_hosts WHERE comment ~* 'router'`));
    for (const r of byComment.data) expect(r.comment).toMatch(/router/i);
    const byOwner = await hosts('owner', '^jsmith$|^IP Planning$');
    expect(byOwner.total).toBe(await count(`ipam_hosts WHERE owner = 'jsmith' OR owner_group = 'IP Planning'`));
    for (const r of byOwner.data) expect(r.owner === 'jsmith' || r.ownerGroup === 'IP Planning').toBe(true);
    const names = byOwner.data.map((r) => `${r.name}|${r.view}`);
    expect(names).toEqual([...names].sort());
  });

  it('finds hosts by a full address, an IPv4 or IPv6 prefix and a CIDR', async () => {
    const exact = await hosts('ipaddr', device.management_ip);
    expect(exact.data.map((r) => r.name)).toEqual([`${device.name.toLowerCase()}.hughes.net`]);
    const octets = device.management_ip.split('.').slice(0, 3).join('.') + '.';
    const prefixed = await hosts('ipaddr', octets);
    expect(prefixed.total).toBe(await count(`ipam_host_addresses WHERE ip LIKE '${octets}%'`));
    for (const r of prefixed.data) expect(r.ipv4addrs.some((a) => a.ipv4addr.startsWith(octets))).toBe(true);
    const cidr = await hosts('ipaddr', `${octets}0/24`);
    expect(cidr.total).toBe(prefixed.total);
    const v6 = exact.data[0].ipv6addrs[0].ipv6addr;
    const groups = v6.split(':').slice(0, 3).join(':');
    const byV6 = await hosts('ipaddr', groups);
    expect(byV6.data.some((r) => r.ipv6addrs.some((a) => a.ipv6addr === v6))).toBe(true);
    for (const r of byV6.data) expect(r.ipv6addrs.some((a) => a.ipv6addr.startsWith(groups))).toBe(true);
  });

  it('finds subnets by prefix, CIDR, a held address and regex', async () => {
    const lanNet = device.lan_ip!.split('.').slice(0, 3).join('.') + '.0/24';
    const byCidr = (await get<IbSubnetAnswer>('subnet', { search_query: lanNet })).body;
    expect(byCidr.data).toHaveLength(1);
    expect(byCidr.data[0]).toMatchObject({ network: lanNet, network_view: IB_NETWORK_VIEWS.customer });
    const byIp = (await get<IbSubnetAnswer>('subnet', { search_query: device.management_ip })).body;
    expect(byIp.data.map((n) => n.network)).toEqual([device.management_ip.replace(/\.\d+$/, '.0/24')]);
    const byPrefix = (await get<IbSubnetAnswer>('subnet', { search_query: '10.16.' })).body;
    expect(byPrefix.total).toBe(await count(`ipam_networks WHERE network_text LIKE '10.16.%'`));
    const byRegex = (await get<IbSubnetAnswer>('subnet', { search_query: '^fd10:' })).body;
    expect(byRegex.total).toBe(await count(`ipam_networks WHERE family(network) = 6`));
    expect(byRegex.total).toBeGreaterThan(0);
  });

  it("lists a network's addresses by status, every host address in ALL", async () => {
    const net = device.lan_ip!.replace(/\.\d+$/, '.0/24');
    const range = async (status: string, view: string = IB_NETWORK_VIEWS.customer) =>
      (await get<IbRangeAnswer>('iprange', { search_query: net, network_view: view, status_filter: status })).body;
    const all = await range('ALL');
    expect(all.total).toBe(254);
    expect(all.data.map((r) => r.ip_address)).toEqual(Array.from({ length: 254 }, (_, i) => net.replace('0/24', String(i + 1))));
    const parts = await Promise.all(['USED', 'UNUSED', 'CONFLICT', 'PENDING'].map((s) => range(s)));
    expect(parts.reduce((sum, p) => sum + p.total, 0)).toBe(254);
    const [used, unused] = parts;
    expect(used.data.every((r) => r.status === 'USED' && r.names.length === 1)).toBe(true);
    expect(used.data.map((r) => r.ip_address)).toContain(device.lan_ip);
    expect(unused.data.every((r) => r.status === 'UNUSED' && r.names.length === 0 && r.network === net)).toBe(true);
    expect(unused.total).toBeGreaterThan(200);
    expect((await range('ALL', 'customer')).total).toBe(254); // the view is case-insensitive
    expect((await range('ALL', 'Hughes-Mgmt')).total).toBe(0);
  });

  it('answers as many rows as it counts for point-to-point networks (/31 and /32)', async () => {
    await one(`INSERT INTO ipam_networks (id, network, network_view, network_text) VALUES
      (9000001, '192.0.2.0/31', 'Point-to-Point', '192.0.2.0/31'), (9000002, '192.0.2.9/32', 'Point-to-Point', '192.0.2.9/32')`);
    const p2p = async (net: string) =>
      (await get<IbRangeAnswer>('iprange', { search_query: net, network_view: 'Point-to-Point', status_filter: 'ALL' })).body;
    const pair = await p2p('192.0.2.0/31');
    expect(pair.data.map((r) => r.ip_address)).toEqual(['192.0.2.0', '192.0.2.1']);
    expect(pair.total).toBe(2);
    const single = await p2p('192.0.2.9/32');
    expect(single.data.map((r) => r.ip_address)).toEqual(['192.0.2.9']);
    expect(single.total).toBe(1);
    await one(`DELETE FROM ipam_networks WHERE id IN (9000001, 9000002)`);
  });

  it('marks addresses of devices not installed PENDING and keeps a few discovered CONFLICTs', async () => {
    const pend = await one<{ management_ip: string }>(
      `SELECT management_ip FROM devices WHERE provision_status = 'PEND' AND management_ip ~ '^[0-9.]+$' LIMIT 1`,
    );
    if (pend.length) {
      const rows = (await get<IbRangeAnswer>('iprange', { search_query: pend[0].management_ip, status_filter: 'PENDING' })).body.data;
      expect(rows.map((r) => r.ip_address)).toContain(pend[0].management_ip);
    }
    const conflicts = (await get<IbRangeAnswer>('iprange', { search_query: '.', status_filter: 'CONFLICT' })).body;
    expect(conflicts.total).toBeGreaterThan(0);
    expect(conflicts.data.every((r) => r.status === 'CONFLICT')).toBe(true);
  });

  it('bounds an answer to the first rows and counts every match', async () => {
    const every = await hosts('hostname', '.');
    expect(every.data).toHaveLength(IB_MAX_ROWS);
    expect(every.total).toBe(await count('ipam_hosts'));
    const range = (await get<IbRangeAnswer>('iprange', { search_query: '^10\\.' })).body;
    expect(range.data).toHaveLength(IB_MAX_ROWS);
    expect(range.total).toBe(254 * (await count(`ipam_networks WHERE network_text ~ '^10\\.'`)));
  });

  it('answers 400 naming search_query or the field for anything a user can type wrong', async () => {
    for (const [path, query, field] of [
      ['hostname', { search_query: '(' }, 'search_query'],
      ['comment', { search_query: '[a-' }, 'search_query'],
      ['ipaddr', { search_query: '*10' }, 'search_query'],
      ['subnet', { search_query: 'a{2,1}' }, 'search_query'],
      ['iprange', { search_query: '(' }, 'search_query'],
      ['owner', {}, 'search_query'],
      ['hostname', { search_query: '   ' }, 'search_query'],
      ['hostname', { search_query: 'a\u0000b' }, 'search_query'],
      ['hostname', { search_query: 'x'.repeat(201) }, 'search_query'],
      ['iprange', { search_query: '10.', status_filter: 'Used IPs' }, 'status_filter'],
      ['subnet', { search_query: '10.', sort: 'name' }, 'additional'],
    ] as const) {
      const res = await get(path, query as Record<string, string>);
      expect(res.status, `${path} ${JSON.stringify(query)}`).toBe(400);
      expect(res.body.message).toContain(field);
    }
    for (const q of ['fe80::1%eth0', '10.16.3.0/99', '99999999999999999999', '10.16.3.0/24/8']) {
      expect((await get('ipaddr', { search_query: q })).status).toBe(200);
      expect((await get('iprange', { search_query: q })).status).toBe(200);
    }
  });

  it('is read-only and documented', async () => {
    const post = await h.app.inject({ method: 'POST', url: '/api/v1.0/ibsearch/hostname', headers: h.operator, payload: {} });
    expect(post.statusCode).toBe(404);
    const spec = (await h.app.inject({ method: 'GET', url: '/api/v1.0/openapi.json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; description?: string }>>;
    };
    const paths = Object.keys(spec.paths).filter((p) => p.includes('/ibsearch/'));
    expect(paths).toHaveLength(6);
    for (const p of paths) {
      expect(Object.keys(spec.paths[p])).toEqual(['get']);
      expect(spec.paths[p].get.tags).toEqual(['Infoblox']);
      expect(spec.paths[p].get.description).toBeTruthy();
    }
  });

  it('seeds once: a second run adds nothing', async () => {
    const before = await count('ipam_addresses');
    expect(await seedIpam(h.database.db, { now: NOW })).toEqual({ hosts: 0, networks: 0, addresses: 0 });
    expect(await count('ipam_addresses')).toBe(before);
  });
});

describe.each(engines)('IPAM of a fleet written through the sink on %s', (engine) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(engine);
    await h.database.db.transaction().execute((tx) => seedFleet(new RepositoryFleetSink(tx), { size: 150, seed: 5, now: NOW }));
  });
  afterAll(() => h.close());

  it('has a host record for every management address and statuses for every held address', async () => {
    const n = async (q: string) => (await sql<{ n: number }>`${sql.raw(`SELECT count(*)::int AS n FROM ${q}`)}`.execute(h.database.db)).rows[0].n;
    expect(await n(`ipam_hosts WHERE view = 'Hughes-Mgmt'`)).toBe(150);
    expect(
      await n(`ipam_host_addresses a WHERE NOT EXISTS (SELECT 1 FROM ipam_addresses x WHERE x.network_id = a.network_id AND x.address = a.address)`),
    ).toBe(0);
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/v1.0/ibsearch/hostname',
      query: { search_query: 'hughes\\.net$' },
      headers: h.operator,
    });
    expect(res.json()).toMatchObject({ total: await n('ipam_hosts') });
  });
});
