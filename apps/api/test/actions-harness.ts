import { BULK_ACTION_ACCESS, OPERATION_ACCESS } from '@nms/contract';
import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createTestDatabase, type TestDatabase } from './test-databases';
import { authHeader, mintToken } from './tokens';

export interface ActionsHarness {
  app: FastifyInstance;
  database: TestDatabase;
  dataDir: string;
  operator: Record<string, string>;
  /** An engineer (also an operator): the secured and multi actions need the Engineer role (issue 17). */
  engineer: Record<string, string>;
  close(): Promise<void>;
}

/**
 * Whether a call needs the Engineer role: its row in the role table, for `/action/device/<action>`
 * and `/action/devices/<action>` (the multi actions) alike.
 */
export function needsEngineer(url: string): boolean {
  const m = /\/action\/(device|devices)\/([^/?]+)/.exec(url);
  if (!m) return false;
  const access = m[1] === 'device' ? OPERATION_ACCESS[`GET /action/device/${m[2]}`] : BULK_ACTION_ACCESS[m[2]];
  return access === 'secured-actions';
}

/** The caller a test of this URL signs in as: the operator, or the engineer where the operator may not. */
export const callerFor = (h: Pick<ActionsHarness, 'operator' | 'engineer'>, url: string) => (needsEngineer(url) ? h.engineer : h.operator);
/** The user name the audit and the NMS team notice give that caller. */
export const callerNameFor = (url: string) => (needsEngineer(url) ? 'engineer' : 'operator');

/**
 * Like startHarness, with the action settings of the environment given and a throwaway DATA_DIR.
 * Seeded vendor failures are off so outcomes are certain; devices in state 1 still fail.
 */
export async function startActionsHarness(engine: 'pglite' | 'postgres', env: Record<string, string> = {}): Promise<ActionsHarness> {
  const dataDir = await mkdtemp(join(tmpdir(), 'nms-actions-'));
  const database = await createTestDatabase(engine);
  const app = await buildApp({
    config: loadConfig({ SIMULATOR: 'off', PORT: '8080', DATA_DIR: dataDir, ACTION_SIM_FAILURES: 'off', ...env }),
    database,
  });
  await app.ready();
  const operator = authHeader(
    await mintToken(app, { sub: 'operator', nickname: 'operator', name: 'Olivia Operator', groups: ['nmstools_operator'] }),
  );
  const engineer = authHeader(
    await mintToken(app, { sub: 'engineer', nickname: 'engineer', name: 'Erin Engineer', groups: ['nmstools_engineer', 'nmstools_operator'] }),
  );
  return {
    app,
    database,
    dataDir,
    operator,
    engineer,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

// The simulator's devices (devices.simulated): their actions answer from the simulated driver.
const base = { discovered: true, provision_status: 'ACTV', poller: 'GTN-AM-01', userdef2: null, nmd: 'CUST1', state: 5, simulated: true };
const kind = (
  name: string,
  className: string,
  productCategory: string,
  nocid: string,
  dmnType: string,
  model: string,
  over: Record<string, unknown> = {},
) => ({
  ...base,
  name,
  class_name: className,
  product_category: productCategory,
  nocid,
  dmn_type: dmnType,
  model,
  product_code: model,
  management_ip: '10.16.0.' + (name.length + 10),
  lan_ip: '172.16.4.1',
  firmware_version: 'v1.2.3',
  diu_serial_num: `SN-${name}`,
  gwid: 'GW12',
  beamid: '7',
  latitude: 38.9,
  longitude: -77.0,
  ...over,
});

/** One device per result view, shaped like the simulator's rows. */
export const ACTION_DEVICES = [
  kind('sat-1', 'HNS_SatModem', 'Satellite Modem', 'NNOC', 'VSAT', 'HT2000'),
  kind('sat-down', 'HNS_SatModem', 'Satellite Modem', 'NNOC', 'VSAT', 'HT2000', { state: 1 }),
  kind('fgt-1', 'HNS_FortiGate', 'Router', 'FORTIMGR', 'FORTIMGR', 'FGT-60F'),
  kind('fgtha-1', 'HNS_FortiGate', 'Router', 'FORTIMGR', 'FORTIMGRCLUST', 'FGT-100F'),
  kind('mx-1', 'HNS_Meraki', 'Router', 'MERAKI', 'MERAKI', 'MX67'),
  kind('vce-1', 'HNS_VeloCloud', 'Router', 'VELOCLOUD', 'VELOCLOUD', 'Edge 610'),
  kind('cp-1', 'HNS_Cradlepoint', 'Router', 'ECM', 'ECM', 'IBR900'),
  kind('fsw-poe', 'HNS_Switch', 'Switch', 'FORTILAN', 'FORTILAN', 'FS-124F-POE'),
  kind('fsw-plain', 'HNS_Switch', 'Switch', 'FORTILAN', 'FORTILAN', 'FS-148F'),
  kind('fap-1', 'HNS_AccessPoint', 'WIFI AP', 'FORTILAN', 'FORTILAN', 'FAP-431F'),
  kind('csw-1', 'HNS_Switch', 'Switch', 'TangoW', 'TANGOW', 'C9200L-24P-4G'),
  kind('wb-6', 'HNS_PowerController', 'Power Outlet Controller', 'OVRC', 'OVRC', 'WB-800-IPVM-6'),
  kind('wb-3', 'HNS_PowerController', 'Power Outlet Controller', 'OVRC', 'OVRC', 'WB-250-IP-3'),
  kind('ape-1', 'HNS_PowerController', 'Power Outlet Controller', 'APE', 'APE', 'HS54'),
  kind('mp-1', 'HNS_MediaPlayer', 'Multimedia Player', 'HDSM', 'DSM', 'XT1144'),
  kind('aa-1', 'HNS_AccelApp', 'Acceleration Appliance', 'NNOC', 'VSAT', 'HX-AA200'),
  kind('ph-1', 'HNS_VoipPhone', 'VOIP Phone', 'NNOC', 'VOIP', 'Polycom VVX 411', { product_code: 'Polycom-VVX411' }),
  kind('undisc-1', 'HNS_FortiGate', 'Router', 'FORTIMGR', 'FORTIMGR', 'FGT-40F', {
    discovered: false,
    discovery_description: 'SNMP timeout',
    discovered_first_at: 0,
  }),
  kind('local-1', 'HNS_FortiGate', 'Router', 'FORTIMGR', 'FORTIMGR', 'FGT-40F', { management_ip: '127.0.0.1' }),
];
