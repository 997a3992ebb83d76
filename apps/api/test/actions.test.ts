import { MAX_BULK_DEVICES } from '@nms/contract';
import { listAudit } from '../src/modules/audit/repository';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './api-harness';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();

const sat = {
  class_name: 'HNS_SatModem',
  nocid: 'NNOC',
  discovered: true,
  provision_status: 'ACTV',
  poller: 'GTN-AM-01',
  userdef2: 'Diversity',
  nmd: 'CUST1',
};
const devices = [
  { name: 'sat-1', state: 5, ...sat, dmn_type: 'VSAT', management_ip: '10.1.0.1' },
  { name: 'sat-2', state: 2, ...sat, provision_status: 'maint' },
  { name: 'sat-down', state: 1, ...sat },
  {
    name: 'rtr-1',
    state: 5,
    class_name: 'Router',
    nocid: 'FORTIMGR',
    discovered: true,
    provision_status: 'ACTV',
    poller: 'NLV-AM-02',
    userdef2: null,
    nmd: 'CUST2',
  },
  {
    name: 'pam-oi',
    state: 5,
    class_name: 'Wattbox',
    nocid: 'OVRC',
    discovered: true,
    provision_status: 'ACTV',
    poller: 'PAM-ST-OI',
    userdef2: null,
    nmd: 'CUST2',
  },
  {
    name: 'undisc',
    state: 4,
    class_name: 'Router',
    nocid: 'NNOC',
    discovered: false,
    provision_status: 'PEND',
    poller: 'notset',
    userdef2: 'Diversity',
    nmd: 'notset',
  },
];

describe.each(engines)('device actions on %s', (engine) => {
  let h: Harness;
  const get = (url: string, headers: Record<string, string> = h.operator) => h.app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Record<string, string> = h.operator) => h.app.inject({ method: 'POST', url, headers });
  const audit = () => listAudit(h.database.db, { limit: 100, offset: 0 });

  beforeAll(async () => {
    h = await startHarness(engine);
    await h.database.db.insertInto('devices').values(devices).execute();
    // The simulator's kind of device: its actions answer from the simulated driver (issue 31).
    await h.database.db.updateTable('devices').set({ simulated: true }).execute();
  });
  afterAll(() => h.close());

  it('pings a satellite device: shape, satellite RTTs, audit', async () => {
    const res = await get('/api/v1.0/action/device/ping?device_name=sat-1&ping_type=lan&num_pings=10');
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results).toMatchObject({ device_name: 'sat-1', ping_type: 'lan', packets_sent: 10, packets_received: 10, packet_loss: 0 });
    expect(results.pings).toHaveLength(10);
    expect(results.pings[0]['# Ping']).toBe(1);
    for (const p of results.pings) expect(p.RTT >= 550 && p.RTT <= 650).toBe(true);
    expect(results.rtt_min).toBeLessThanOrEqual(results.rtt_avg);
    expect(results.rtt_avg).toBeLessThanOrEqual(results.rtt_max);
    const { data } = await audit();
    expect(data[0]).toMatchObject({ action: 'ping', deviceNames: ['sat-1'], userName: 'operator', outcome: 'success' });
  });

  it('defaults to 5 LAN pings; terrestrial RTTs; unreachable loses all', async () => {
    const rtr = (await get('/api/v1.0/action/device/ping?device_name=rtr-1')).json().results;
    expect(rtr).toMatchObject({ ping_type: 'lan', packets_sent: 5 });
    for (const p of rtr.pings) expect(p.RTT >= 10 && p.RTT <= 60).toBe(true);
    const down = (await get('/api/v1.0/action/device/ping?device_name=sat-down&num_pings=5')).json().results;
    expect(down).toMatchObject({ packets_received: 0, packet_loss: 100, rtt_min: null, rtt_avg: null, rtt_max: null });
    expect(down.pings.every((p: { RTT: unknown }) => p.RTT === null)).toBe(true);
    expect((await audit()).data[0]).toMatchObject({ action: 'ping', deviceNames: ['sat-down'], outcome: 'failure' });
  });

  it('allows management ping only for a management-ping family with an IP', async () => {
    expect((await get('/api/v1.0/action/device/ping?device_name=sat-1&ping_type=mgmt')).statusCode).toBe(200);
    const res = await get('/api/v1.0/action/device/ping?device_name=rtr-1&ping_type=mgmt');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Management ping is not available for rtr-1');
  });

  it.each([
    ['device_name=pam-oi', 'LAN ping is not available for pam-oi'],
    ['device_name=undisc', "poller is 'notset'"],
    ['device_name=sat-1&num_pings=7', 'num_pings'],
    ['device_name=sat-1&num_pings=abc', 'num_pings'],
    ['device_name=sat-1&ping_type=wan', 'ping_type'],
    ['num_pings=5', 'device_name'],
  ])('answers 400 to a ping with %s', async (qs, message) => {
    const res = await get(`/api/v1.0/action/device/ping?${qs}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('answers 404 to a ping of an unknown device', async () => {
    const res = await get('/api/v1.0/action/device/ping?device_name=nope');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain("'nope'");
  });

  it('runs a NOC switch on every device, audited with the outcome', async () => {
    const before = (await audit()).total;
    const res = await post('/api/v1.0/action/devices/switchToHome?device_names=sat-1,%20sat-2,sat-down,sat-1', h.admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.action).toBe('switchToHome');
    expect(body.results.map((r: { device_name: string; status: string }) => [r.device_name, r.status])).toEqual([
      ['sat-1', 'success'],
      ['sat-2', 'success'],
      ['sat-down', 'failure'],
    ]);
    expect(body.results[0].detail.message).toBe('Switched to Home NOC');
    const log = await audit();
    expect(log.total).toBe(before + 1);
    expect(log.data[0]).toMatchObject({
      action: 'switchToHome',
      userName: 'admin',
      deviceNames: ['sat-1', 'sat-2', 'sat-down'],
      outcome: 'partial',
      detail: { failed: ['sat-down'] },
    });
  });

  it('runs multiPing and getStatus', async () => {
    const ping = (await post('/api/v1.0/action/devices/multiPing?device_names=sat-1,rtr-1')).json();
    expect(ping.results.map((r: { status: string }) => r.status)).toEqual(['success', 'success']);
    expect(ping.results[1].detail).toMatchObject({ packets_sent: 5, packet_loss: 0 });
    const status = (await post('/api/v1.0/action/devices/getStatus?device_names=sat-down,pam-oi')).json();
    expect(status.results[0]).toMatchObject({ status: 'success', detail: { state: 1, severity: 'critical', reachable: false } });
    expect((await audit()).data[0]).toMatchObject({ action: 'getStatus', outcome: 'success', userName: 'operator' });
  });

  it('answers 400 naming the devices an action is not available for, and audits the refused attempts', async () => {
    const before = (await audit()).total;
    // A NOC switch needs the Engineer role (issue 17): an engineer gets as far as the availability check.
    const res = await post('/api/v1.0/action/devices/dcSwitch?device_names=sat-1,rtr-1,undisc', h.engineer);
    expect(res.statusCode).toBe(400);
    const { message } = res.json();
    expect(message).toContain('dcSwitch is not available for 2 of 3 devices');
    expect(message).toContain('rtr-1 (nocid is not NNOC');
    expect(message).toContain('undisc (not discovered');
    expect(message).not.toContain('sat-1');
    expect((await post('/api/v1.0/action/devices/multiPing?device_names=pam-oi')).statusCode).toBe(400);
    // Nothing ran, but every refused action is in the audit trail (issue 17): one failure entry each.
    const after = await audit();
    expect(after.total).toBe(before + 2);
    expect(after.data.slice(0, 2).map((e: { outcome: string }) => e.outcome)).toEqual(['failure', 'failure']);
  });

  it.each([
    ['reboot', "Unknown action 'reboot'"],
    ['pamSuspend', 'pamSuspend is scheduled through /action/devices/pam-suspend'],
  ])('answers 400 to action %s', async (action, message) => {
    const res = await post(`/api/v1.0/action/devices/${action}?device_names=sat-1`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('answers 400 to a missing, empty or oversized device list', async () => {
    expect((await post('/api/v1.0/action/devices/getStatus')).statusCode).toBe(400);
    expect((await post('/api/v1.0/action/devices/getStatus?device_names=,%20,')).json().message).toContain('at least one');
    const many = Array.from({ length: MAX_BULK_DEVICES + 1 }, (_, i) => `d${i}`).join(',');
    expect((await post(`/api/v1.0/action/devices/getStatus?device_names=${many}`)).json().message).toContain(`at most ${MAX_BULK_DEVICES}`);
  });

  it('answers 404 naming unknown devices', async () => {
    const res = await post('/api/v1.0/action/devices/getStatus?device_names=sat-1,ghost-1,ghost-2');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Devices not found: ghost-1, ghost-2');
  });

  it('answers 401 without a token', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/api/v1.0/action/device/ping?device_name=sat-1' })).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'POST', url: '/api/v1.0/action/devices/getStatus?device_names=sat-1' })).statusCode).toBe(401);
  });
});
