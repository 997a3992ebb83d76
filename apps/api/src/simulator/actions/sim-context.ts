import type { PingResult } from '@nms/contract';
import type { Rng } from '@nms/simulator';
import type { ActionDevice } from '../../modules/actions/repository';
import { isUnreachable, rngFor } from '../../modules/actions/seeded';
import { simulatedPing } from './simulated-ping';

/** Share of calls to a reachable device that still fail at the vendor API (seeded per minute). */
export const VENDOR_FAILURE_RATE = 0.03;

/** Which management system answers each status call: it names the failures. */
const API_OF: Record<string, string> = {
  pingOrCurrentStatus: 'HTS NMS',
  pingOrCurrentStatusFortiManager: 'FortiManager',
  pingOrCurrentStatusEdgeHa: 'FortiManager',
  pingOrCurrentStatusMeraki: 'Meraki Dashboard',
  pingOrCurrentStatusVeloCloud: 'VeloCloud Orchestrator',
  pingOrCurrentStatusFortilan: 'FortiGate switch controller',
  pingOrCurrentStatusHughesApe: 'APE cloud',
  pingOrCurrentStatusWattbox: 'OvrC',
  pingOrCurrentStatusAwms: 'AWMS',
  pingEcm: 'NetCloud Manager (ECM)',
  pingInterfaces: 'TangoW SSH',
};
const VENDOR_ERRORS = ['503 Service Unavailable', 'request timed out after 30 s', '429 Too Many Requests', 'session expired; re-login failed'];

/** Everything one simulated call needs: its generator, whether the device answers, its ping. */
export interface SimContext {
  device: ActionDevice;
  action: string;
  now: number;
  rng: Rng;
  /** state 1: the device does not answer at all */
  down: boolean;
  /** why the call failed (device down or vendor API error); null when it worked */
  error: string | null;
  ping: PingResult;
}

export function simContext(device: ActionDevice, action: string, now: number, failures = true): SimContext {
  const rng = rngFor(device, action, now);
  const down = isUnreachable(device);
  const failRng = rngFor(device, `${action}|fail`, now);
  const api = API_OF[action] ?? 'Device management';
  const error = down
    ? `No response from ${device.name} (${device.managementIp ?? 'no management IP'}): request timed out`
    : failures && failRng.chance(VENDOR_FAILURE_RATE)
      ? `${api} API error: ${failRng.pick(VENDOR_ERRORS)}`
      : null;
  return { device, action, now, rng, down, error, ping: simulatedPing(device, { pingType: 'lan', count: 5 }, now) };
}

/** The `error` field of a result: present only on failure. */
export const errorField = (ctx: SimContext) => (ctx.error ? { error: ctx.error } : {});
