import { ACTION_RESULT_SCHEMAS, deviceActionDef, isActionOffered } from '@nms/contract';
import { Value } from 'typebox/value';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTED_CALL_ACTIONS } from '../src/modules/actions/call-service';
import { listAudit } from '../src/modules/audit/repository';
import { ACTION_DEVICES, callerFor, callerNameFor, startActionsHarness, type ActionsHarness } from './actions-harness';
import { routeTestEngines } from './test-databases';

const engines = await routeTestEngines();

/** Valid inputs for the actions that need them, on the fixture devices. */
const INPUTS: Record<string, string> = {
  pingIp: '&ip=172.16.4.20',
  clearDhcpLease: '&target_ip=172.16.4.33',
  resetWattboxOutlet: '&outlet=2',
  resetHughesApeOutlet: '&outlet=4',
  getPepBackbones: '&backbone=3',
};
/** The first fixture device (reachable) the catalog offers each action for. */
const deviceFor = (action: string) =>
  ACTION_DEVICES.find(
    (d) =>
      d.state !== 1 &&
      d.discovered &&
      isActionOffered(action, {
        name: d.name,
        nocid: d.nocid,
        model: d.model,
        productCode: d.product_code as string,
        productCategory: d.product_category,
        className: d.class_name,
        dmnType: d.dmn_type,
        managementIp: d.management_ip,
        poller: d.poller,
        discovered: d.discovered,
      }),
  );

describe.each(engines)('device call actions on %s', (engine) => {
  let h: ActionsHarness;
  // The operator, or the engineer for the secured and resetting actions (the role table, issue 17).
  const get = (url: string) => h.app.inject({ method: 'GET', url: `/api/v1.0${url}`, headers: callerFor(h, url) });
  const lastAudit = async () => (await listAudit(h.database.db, { limit: 1, offset: 0 })).data[0];

  beforeAll(async () => {
    h = await startActionsHarness(engine);
    await h.database.db.insertInto('devices').values(ACTION_DEVICES).execute();
  });
  afterAll(() => h.close());

  it.each([...ROUTED_CALL_ACTIONS])('%s answers its view shape on an eligible device, audited', async (action) => {
    const device = deviceFor(action);
    expect(device, `no fixture device is offered ${action}`).toBeDefined();
    const res = await get(`/action/device/${action}?device_name=${device!.name}${INPUTS[action] ?? ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const { results } = res.json();
    const view = deviceActionDef(action)!.view!;
    const errors = [...Value.Errors(ACTION_RESULT_SCHEMAS[view], results)].map((e) => `${e.instancePath} ${e.message}`);
    expect(errors).toEqual([]);
    expect(await lastAudit()).toMatchObject({ action, deviceNames: [device!.name], userName: callerNameFor(`/action/device/${action}`) });
  });

  it('reports an unreachable satellite modem as offline with lost pings and an error, audited as failure', async () => {
    const { results } = (await get('/action/device/pingOrCurrentStatus?device_name=sat-down')).json();
    expect(results.status.state).toBe('Offline');
    expect(results.ping.packet_loss).toBe(100);
    expect(results.error).toContain('No response from sat-down');
    expect(await lastAudit()).toMatchObject({ action: 'pingOrCurrentStatus', outcome: 'failure' });
  });

  it.each([
    ['/action/device/pingIp?device_name=nope&ip=1.2.3.4', 404, "'nope'"],
    ['/action/device/pingIp?device_name=wb-6&ip=1.2.3.4', 400, 'Ping IP (pingIp) is not offered for wb-6'],
    ['/action/device/pingOrCurrentStatusWattbox?device_name=sat-1', 400, "nocid 'NNOC'"],
    ['/action/device/rebootTheWorld?device_name=sat-1', 400, 'Unknown action'],
    ['/action/device/pingIp?device_name=sat-1', 400, 'ip'],
    ['/action/device/pingIp?device_name=sat-1&ip=300.1.1.1', 400, "ip: '300.1.1.1' is not a valid IPv4 address"],
    ['/action/device/pingIp?device_name=sat-1&ip=0.0.0.0', 400, 'ip:'],
    ['/action/device/clearDhcpLease?device_name=fgt-1&target_ip=abc', 400, 'target_ip'],
    ['/action/device/clearDhcpLease?device_name=fgt-1', 400, 'target_ip'],
    ['/action/device/resetWattboxOutlet?device_name=wb-6&outlet=7', 400, "outlet: '7' is not an outlet of wb-6 (its outlets are 1, 2, 3, 4, 5, 6)"],
    ['/action/device/resetWattboxOutlet?device_name=wb-3&outlet=4', 400, 'outlet'],
    ['/action/device/resetWattboxOutlet?device_name=wb-3', 400, 'outlet'],
    ['/action/device/resetHughesApeOutlet?device_name=ape-1&outlet=5', 400, 'outlet'],
    ['/action/device/getPepBackbones?device_name=aa-1&backbone=8', 400, 'backbone'],
    ['/action/device/getPepBackbones?device_name=aa-1&backbone=x', 400, 'backbone'],
    ['/action/device/getPepBackbones?device_name=aa-1', 400, 'backbone'],
    ['/action/device/interfaceStatus', 400, 'device_name'],
  ])('GET %s → %i naming the problem', async (url, status, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
    expect(res.json().message).toContain(message);
  });

  it('documents every call action, capture and discovery route in openapi under the actions tag', async () => {
    const doc = (await h.app.inject({ method: 'GET', url: '/api/v1.0/openapi.json' })).json();
    const paths = [
      ...ROUTED_CALL_ACTIONS.map((a) => `/action/device/${a}`),
      '/action/device/packet-capture',
      '/action/device/packet-capture-aa',
      '/action/device/packet-capture/download',
      '/action/devices/discover',
      '/action/devices/rediscover',
      '/wattbox/device/all_outlets_config',
    ];
    for (const p of paths) expect(doc.paths[`/api/v1.0${p}`]?.get?.tags, p).toEqual(['actions']);
    const pingIp = doc.paths['/api/v1.0/action/device/pingIp'].get;
    expect(pingIp.parameters.find((x: { name: string }) => x.name === 'ip')).toMatchObject({ required: true });
  });

  it('lists the known actions when the action is unknown', async () => {
    const { message } = (await get('/action/device/nope?device_name=sat-1')).json();
    expect(message).toContain('pingOrCurrentStatusWattbox');
    expect(message).toContain('getPepBackbones');
  });

  it('serves Wattbox outlet config matching the status outlets (6 and 3 outlets)', async () => {
    const six = (await get('/wattbox/device/all_outlets_config?device_name=wb-6')).json();
    expect(six.outlets.map((o: { number: number }) => o.number)).toEqual([1, 2, 3, 4, 5, 6]);
    const status = (await get('/action/device/pingOrCurrentStatusWattbox?device_name=wb-6')).json().results;
    expect(status.outlets.map((o: { name: string }) => o.name)).toEqual(six.outlets.map((o: { name: string }) => o.name));
    expect((await get('/wattbox/device/all_outlets_config?device_name=wb-3')).json().outlets).toHaveLength(3);
    expect((await get('/wattbox/device/all_outlets_config?device_name=ape-1')).statusCode).toBe(400);
    expect((await get('/wattbox/device/all_outlets_config?device_name=nope')).statusCode).toBe(404);
    const ape = (await get('/action/device/pingOrCurrentStatusHughesApe?device_name=ape-1')).json().results;
    expect(ape.outlets.map((o: { outlet_number: number }) => o.outlet_number)).toEqual([1, 2, 3, 4]);
  });

  it('resets an outlet by number and says which load it was', async () => {
    const { results } = (await get('/action/device/resetWattboxOutlet?device_name=wb-6&outlet=2')).json();
    expect(results).toEqual({ status: 'success', message: 'Outlet 2 (Router) of wb-6 power-cycled: off for 10 s, then on' });
    expect(await lastAudit()).toMatchObject({ action: 'resetWattboxOutlet', outcome: 'success', detail: { outlet: 2 } });
  });
});
