import { execFile } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startActionsHarness, type ActionsHarness } from './actions-harness';
import { NO_MIBS, startSnmpd, type Snmpd } from './peers/snmpd';
import { routeTestEngines } from './test-databases';
import { authHeader, mintToken } from './tokens';

const engines = await routeTestEngines();

/** Debian's snmpwalk of one column: index -> value, the reference the API's answer is checked against. */
function snmpwalk(agent: Snmpd, columnOid: string): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    execFile('snmpwalk', ['-v2c', '-c', agent.community, '-On', '-Oq', `127.0.0.1:${agent.port}`, columnOid], { env: NO_MIBS }, (err, out) => {
      if (err) return reject(err);
      const rows = new Map<string, string>();
      for (const line of out.split('\n')) {
        const m = /^\.?(\S+)\s+(.*)$/.exec(line.trim());
        if (m && m[1]!.startsWith(`${columnOid}.`)) rows.set(m[1]!.slice(columnOid.length + 1), m[2]!.replace(/^"|"$/g, ''));
      }
      resolve(rows);
    });
  });
}

describe.each(engines)('device actions over SNMP on %s', (engine) => {
  let h: ActionsHarness;
  let agent: Snmpd;
  let admin: Record<string, string>;
  const call = async (action: string, device: string) =>
    h.app.inject({ method: 'GET', url: `/api/v1.0/action/device/${action}?device_name=${device}`, headers: h.operator });

  beforeAll(async () => {
    agent = await startSnmpd({ sysName: `actions-${engine}` });
    // Short SNMP timeouts (the poller's settings) keep the stopped-agent case quick.
    h = await startActionsHarness(engine, { POLL_TIMEOUT_MS: '1000', POLL_RETRIES: '0' });
    admin = authHeader(await mintToken(h.app, { sub: 'admin', nickname: 'admin', name: 'Adam Admin', groups: ['nmstools_admin'] }));
    const put = await h.app.inject({
      method: 'PUT',
      url: '/api/v1.0/ingest/snmp-credentials',
      headers: admin,
      payload: [{ name: 'lab', version: '2c', community: agent.community }],
    });
    expect(put.statusCode, put.body).toBe(200);
    const router = {
      className: 'HNS_FortiGate',
      productCategory: 'Router',
      nocid: 'FORTIMGR',
      dmnType: 'FORTIMGR',
      model: 'FGT-60F',
      nmd: 'CUST1',
      discovered: true,
    };
    const ingest = await h.app.inject({
      method: 'POST',
      url: '/api/v1.0/ingest/devices',
      headers: admin,
      payload: [
        { ...router, name: 'snmp-rtr', managementIp: '127.0.0.1', snmpCredential: 'lab', snmpPort: agent.port },
        { ...router, name: 'plain-rtr', managementIp: '127.0.0.1' },
      ],
    });
    expect(ingest.statusCode, ingest.body).toBe(200);
    expect(ingest.json(), ingest.body).toMatchObject({ created: 2, rejected: 0 });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
    await agent?.dispose();
  });

  it("lists the agent's real interfaces (lo at least) with admin and oper status in Interface Status", async () => {
    const res = await call('interfaceStatus', 'snmp-rtr');
    expect(res.statusCode, res.body).toBe(200);
    const { results } = res.json();
    expect(results.error).toBeUndefined();
    const names = await snmpwalk(agent, '1.3.6.1.2.1.31.1.1.1.1');
    const oper = await snmpwalk(agent, '1.3.6.1.2.1.2.2.1.8');
    expect(results.interfaces.map((i: { interface: string }) => i.interface)).toEqual([...names.values()]);
    expect(results.interfaces).toContainEqual(expect.objectContaining({ interface: 'lo', adminStatus: 'up', operStatus: 'up' }));
    const byName = new Map([...names].map(([idx, name]) => [name, oper.get(idx) === '1' ? 'up' : 'down']));
    for (const i of results.interfaces as Array<{ interface: string; operStatus: string }>) expect(i.operStatus).toBe(byName.get(i.interface));
  });

  it('lists the NICs (interfaces with a hardware address) in hardNic, and the ARP cache with vendors', async () => {
    const nic = await call('hardNic', 'snmp-rtr');
    expect(nic.statusCode, nic.body).toBe(200);
    const macs = await snmpwalk(agent, '1.3.6.1.2.1.2.2.1.6');
    const withMac = [...macs.values()].filter((m) => m.trim() !== '').length;
    expect(nic.json().results).toHaveLength(withMac);
    expect(nic.json().results.map((n: { interface: string }) => n.interface)).not.toContain('lo');
    for (const n of nic.json().results) expect(n.mac).toMatch(/^([0-9a-f]{2}:){5}[0-9a-f]{2}$/);

    const arp = await call('arpCache', 'snmp-rtr');
    expect(arp.statusCode, arp.body).toBe(200);
    const { results } = arp.json();
    expect(results.error).toBeUndefined();
    const ips = await snmpwalk(agent, '1.3.6.1.2.1.4.22.1.3');
    expect(results.entries.map((e: { ip: string }) => e.ip).sort()).toEqual([...ips.values()].sort());
    for (const e of results.entries) expect(e.vendor).not.toBe('');
  });

  it("answers the contract's failure when the agent is stopped: the card's error, hardNic 504; never a 500", async () => {
    await agent.stop();
    try {
      const status = await call('interfaceStatus', 'snmp-rtr');
      expect(status.statusCode, status.body).toBe(200);
      expect(status.json().results).toMatchObject({ device_name: 'snmp-rtr', interfaces: [] });
      expect(status.json().results.error).toMatch(/^No response from snmp-rtr \(127\.0\.0\.1:\d+\) over SNMP/);

      const arp = await call('arpCache', 'snmp-rtr');
      expect(arp.statusCode).toBe(200);
      expect(arp.json().results).toMatchObject({ entries: [], error: expect.stringContaining('No response from snmp-rtr') });

      const nic = await call('hardNic', 'snmp-rtr');
      expect(nic.statusCode).toBe(504);
      expect(nic.json().message).toContain('Hard NIC of snmp-rtr failed');
    } finally {
      await agent.start();
    }
    expect((await call('interfaceStatus', 'snmp-rtr')).json().results.error).toBeUndefined();
  });

  it('refuses Interface Status on an imported device without SNMP settings, naming why, instead of a simulated answer', async () => {
    const res = await call('interfaceStatus', 'plain-rtr');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe('Interface Status is not available for plain-rtr: needs SNMP settings');
  });

  it('discovers over SNMP: the agent answering makes the device discovered; no settings leaves the reason', async () => {
    const discover = (device: string) =>
      h.app.inject({ method: 'GET', url: `/api/v1.0/action/devices/rediscover?device_names=${device}&rundisco=true`, headers: h.operator });
    const ok = await discover('snmp-rtr');
    expect(ok.statusCode, ok.body).toBe(200);
    const row = async (name: string) =>
      await h.database.db.selectFrom('devices').select(['discovered', 'discovery_description']).where('name', '=', name).executeTakeFirstOrThrow();
    expect(await row('snmp-rtr')).toEqual({ discovered: true, discovery_description: null });
    await discover('plain-rtr');
    expect((await row('plain-rtr')).discovery_description).toContain('needs SNMP settings');
  });
});
