import { availableDeviceActions, deviceActionDef, realActionRefusal } from '@nms/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTION_DEVICES, startActionsHarness, type ActionsHarness } from './actions-harness';
import { routeTestEngines } from './test-databases';
import { authHeader, mintToken } from './tokens';

/*
 * Issue 31 item 1: a device the simulator did not make never gets a simulated answer. Its ping,
 * multi-ping and traceroute run for real from this host (ICMP to 127.0.0.1); every action no
 * real driver can do is refused with 409 and its reason; the simulator's devices keep theirs.
 */
describe.each(await routeTestEngines())('actions on a real device on %s', (engine) => {
  let h: ActionsHarness;
  const get = (url: string) => h.app.inject({ method: 'GET', url: `/api/v1.0${url}`, headers: h.operator });
  const router = {
    className: 'HNS_FortiGate',
    productCategory: 'Router',
    nocid: 'FORTIMGR',
    dmnType: 'FORTIMGR',
    model: 'FGT-60F',
    vendor: 'Fortinet',
    nmd: 'CUST1',
    discovered: true,
    provisionStatus: 'ACTV',
    poller: 'GTN-AM-01',
  };

  beforeAll(async () => {
    h = await startActionsHarness(engine);
    const admin = authHeader(await mintToken(h.app, { sub: 'admin', nickname: 'admin', name: 'Adam Admin', groups: ['nmstools_admin'] }));
    const ingest = await h.app.inject({
      method: 'POST',
      url: '/api/v1.0/ingest/devices',
      headers: admin,
      payload: [
        { ...router, name: 'real-rtr', managementIp: '127.0.0.1' },
        { ...router, name: 'real-noip', managementIp: '' },
      ],
    });
    expect(ingest.statusCode, ingest.body).toBe(200);
    await h.database.db.insertInto('devices').values(ACTION_DEVICES).execute();
  }, 120_000);
  afterAll(() => h?.close());

  it('is marked real on import, and the simulator-shaped rows are marked simulated', async () => {
    const rows = await h.database.db
      .selectFrom('devices')
      .select(['name', 'simulated'])
      .where('name', 'in', ['real-rtr', 'fgt-1'])
      .orderBy('name')
      .execute();
    expect(rows).toEqual([
      { name: 'fgt-1', simulated: true },
      { name: 'real-rtr', simulated: false },
    ]);
  });

  it('pings for real from this host: loopback answers in well under a millisecond', async () => {
    const res = await get('/action/device/ping?device_name=real-rtr&ping_type=lan&num_pings=5');
    expect(res.statusCode, res.body).toBe(200);
    const { results } = res.json();
    expect(results).toMatchObject({ device_name: 'real-rtr', packets_sent: 5, packets_received: 5, packet_loss: 0 });
    expect(results.rtt_max).toBeLessThan(5);
  });

  it('refuses a ping without a management IP, naming why', async () => {
    const res = await get('/action/device/ping?device_name=real-noip&ping_type=lan&num_pings=5');
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().message).toBe('Ping is not available for real-noip: needs a management IP');
  });

  it('refuses every vendor call the catalog offers the router with "no driver for this vendor", never a made-up result', async () => {
    const offered = Object.values(availableDeviceActions({ name: 'real-rtr', ...router, managementIp: '127.0.0.1' }))
      .flat()
      .map((i) => deviceActionDef(i.action)!)
      .filter(
        (d) => d.kind === 'call' && !d.secured && realActionRefusal(d.action, d.kind, { managementIp: '127.0.0.1', vendor: 'Fortinet', snmp: false }),
      );
    expect(offered.length).toBeGreaterThan(0);
    for (const def of offered) {
      const inputs = (def.inputs ?? []).map((i) => `&${i.name}=${i.kind === 'ip' ? '127.0.0.2' : '1'}`).join('');
      const res = await get(`/action/device/${def.action}?device_name=real-rtr${inputs}`);
      expect(res.statusCode, `${def.action}: ${res.body}`).toBe(409);
      expect(res.json().message).toMatch(/ is not available for real-rtr: (no driver for this vendor \(Fortinet\)|needs SNMP settings)$/);
    }
  });

  it('runs a multi-ping for real', async () => {
    const ping = await h.app.inject({ method: 'POST', url: '/api/v1.0/action/devices/multiPing?device_names=real-rtr', headers: h.engineer });
    expect(ping.statusCode, ping.body).toBe(200);
    expect(ping.json().results[0]).toMatchObject({ device_name: 'real-rtr', status: 'success', detail: { packets_received: 5 } });
  });

  it("keeps the simulator's devices on the simulated driver", async () => {
    const res = await get('/action/device/pingOrCurrentStatusFortiManager?device_name=fgt-1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.status).toMatchObject({ hostname: 'fgt-1' });
  });

  it('lists before any run which offered actions a real device refuses, with the same reason a run gets', async () => {
    const res = await get('/action/device/support?deviceName=real-rtr');
    expect(res.statusCode, res.body).toBe(200);
    const support = res.json() as { answeredBy: string; refused: Array<{ action: string; reason: string }> };
    expect(support.answeredBy).toBe('device');
    const reasons = new Map(support.refused.map((r) => [r.action, r.reason]));
    expect(reasons.get('interfaceStatus')).toBe('needs SNMP settings');
    expect(reasons.has('ping')).toBe(false);
    expect(reasons.has('traceroute')).toBe(false);
    expect(reasons.get('pingOrCurrentStatusFortiManager')).toBe('no driver for this vendor (Fortinet)');
    // Every refusal listed is what running it answers.
    const run = await get('/action/device/interfaceStatus?device_name=real-rtr');
    expect(run.json().message).toContain(reasons.get('interfaceStatus'));
    expect((await get('/action/device/support?deviceName=real-noip')).json().refused).toContainEqual({
      action: 'ping',
      reason: 'needs a management IP',
    });
    expect((await get('/action/device/support?deviceName=fgt-1')).json()).toEqual({ deviceName: 'fgt-1', answeredBy: 'simulator', refused: [] });
    expect((await get('/action/device/support?deviceName=nobody')).statusCode).toBe(404);
  });

  it('refuses a packet capture and the built-in Launch UI on a real device instead of inventing them', async () => {
    const reasons = new Map(
      ((await get('/action/device/support?deviceName=real-rtr')).json() as { refused: Array<{ action: string; reason: string }> }).refused.map(
        (r) => [r.action, r.reason],
      ),
    );
    expect(reasons.get('launchUi')).toBe('needs a launch-UI proxy (LAUNCH_UI_URL): the built-in page serves simulated devices only');
    const link = await get('/launch-ui/link?device_name=real-rtr');
    expect(link.statusCode).toBe(409);
    expect(link.json().message).toBe(`Launch UI is not available for real-rtr: ${reasons.get('launchUi')}`);
    const capture = await get('/action/device/packet-capture?device_name=real-rtr');
    expect(capture.statusCode).toBe(409);
    expect(capture.json().message).toBe('Packet Capture is not available for real-rtr: no driver for this vendor (Fortinet)');
    // The simulator's devices keep both.
    expect((await get('/launch-ui/link?device_name=fgt-1')).statusCode).toBe(200);
  });
});
