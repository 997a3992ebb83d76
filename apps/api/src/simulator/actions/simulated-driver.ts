import { SEVERITY, SEVERITY_NAMES, type DeviceActionResult } from '@nms/contract';
import { badRequest } from '../../lib/http-error';
import type { CallInput, CallOutcome, DeviceActionDriver, RunnableBulkAction } from '../../modules/actions/driver';
import type { ActionDevice } from '../../modules/actions/repository';
import { simContext, type SimContext } from './sim-context';
import { commandResult, pingIpFrom, tracerouteText } from './sim-commands';
import { arpCache, clientSessions, hardNic, interfaceStatus, pepBackbones } from './sim-diagnostics';
import { awmsStatus, ciscoSwitchStatus, fortilanStatus, hughesApeStatus, wattboxStatus } from './sim-premises';
import { cradlepointStatus } from './sim-cellular';
import { edgeHaStatus, fortimanagerStatus, merakiStatus, satelliteStatus, velocloudStatus } from './sim-status';
import { isSatelliteDevice, isUnreachable, rngFor } from '../../modules/actions/seeded';
import { simulatedPing } from './simulated-ping';

export { simulatedPing } from './simulated-ping';

const NOC_TARGETS: Record<string, string> = {
  switchToHome: 'Home NOC',
  switchToBackup: 'Backup NOC',
  switchToGtn: 'Germantown NOC',
  switchToNlv: 'NLV NOC',
  dcSwitch: 'other data centre',
};

/** The outcome of a bulk action on one device, from its row alone. */
export function simulatedRun(action: RunnableBulkAction, device: ActionDevice, now: number): DeviceActionResult {
  const result = (ok: boolean, detail: Record<string, unknown>): DeviceActionResult => ({
    device_name: device.name,
    status: ok ? 'success' : 'failure',
    detail,
  });
  if (action === 'multiPing') {
    const ping = simulatedPing(device, { pingType: 'lan', count: 5 }, now);
    const { packets_sent, packets_received, packet_loss, rtt_min, rtt_avg, rtt_max } = ping;
    return result(packets_received > 0, { packets_sent, packets_received, packet_loss, rtt_min, rtt_avg, rtt_max });
  }
  if (action === 'getStatus') {
    const severity = SEVERITY_NAMES.find((k) => SEVERITY[k] === device.state) ?? 'unknown';
    return result(true, {
      state: device.state,
      severity,
      reachable: !isUnreachable(device),
      poller: device.poller,
      provisionStatus: device.provisionStatus,
      managementIp: device.managementIp,
    });
  }
  const target = NOC_TARGETS[action];
  if (isUnreachable(device)) return result(false, { message: `Device does not answer; not switched to ${target}` });
  return result(true, { message: `Switched to ${target}`, target, previousPoller: device.poller });
}

type StatusFn = (ctx: SimContext) => { error?: string };
const STATUS_CALLS: Record<string, StatusFn> = {
  pingOrCurrentStatus: satelliteStatus,
  pingOrCurrentStatusFortiManager: fortimanagerStatus,
  pingOrCurrentStatusEdgeHa: edgeHaStatus,
  pingOrCurrentStatusMeraki: merakiStatus,
  pingOrCurrentStatusVeloCloud: velocloudStatus,
  pingOrCurrentStatusFortilan: fortilanStatus,
  pingOrCurrentStatusHughesApe: hughesApeStatus,
  pingOrCurrentStatusWattbox: wattboxStatus,
  pingOrCurrentStatusAwms: awmsStatus,
  pingEcm: cradlepointStatus,
  pingInterfaces: ciscoSwitchStatus,
  interfaceStatus,
  arpCache,
  clientSessions,
};

/** Any `call` action but ping, from the device row: deterministic per device, action and minute. */
export function simulatedCall(action: string, device: ActionDevice, input: CallInput, now: number, failures = true): CallOutcome {
  const ctx = simContext(device, action, now, failures);
  const status = STATUS_CALLS[action];
  if (status) {
    const results = status(ctx);
    return { results, ok: !results.error, summary: results.error ?? 'answered' };
  }
  switch (action) {
    case 'pingIp': {
      const results = pingIpFrom(ctx, input.ip!);
      return { results, ok: results.packets_received > 0, summary: `${results.packets_received}/${results.packets_sent} replies from ${input.ip}` };
    }
    case 'traceroute': {
      const results = tracerouteText(ctx);
      return { results, ok: !ctx.down, summary: ctx.down ? 'target did not answer' : 'target reached' };
    }
    case 'hardNic':
      return { results: hardNic(ctx), ok: true, summary: 'answered' };
    case 'getPepBackbones': {
      const results = pepBackbones(ctx, input.backbone!);
      return { results, ok: !results.error, summary: results.error ?? `backbone ${input.backbone} ${results.state}` };
    }
    default: {
      if (action === 'ping') throw badRequest('ping has its own route: /action/device/ping');
      const results = commandResult(action, ctx, input);
      return { results, ok: results.status === 'success', summary: results.message };
    }
  }
}

/** Share of discovery runs on a reachable device that fail (seeded per device and minute). */
export const DISCOVERY_FAILURE_RATE = 0.1;
const DISCOVERY_ERRORS = [
  'SNMP timeout: no response to sysObjectID',
  'SNMP authentication failure (community rejected)',
  'Device type not certified for discovery',
  'Duplicate management IP in topology',
];

export function simulatedDiscovery(device: ActionDevice, now: number, failures = true): { ok: boolean; error: string | null } {
  if (isUnreachable(device)) return { ok: false, error: `No response from ${device.managementIp ?? device.name}: ICMP and SNMP timed out` };
  const rng = rngFor(device, 'discover', now);
  return failures && rng.chance(DISCOVERY_FAILURE_RATE) ? { ok: false, error: rng.pick(DISCOVERY_ERRORS) } : { ok: true, error: null };
}

/** How long a vendor call takes: satellite 300-700 ms, terrestrial 20-150 ms (seeded). */
export function simulatedLatencyMs(device: ActionDevice, action: string, now: number): number {
  const rng = rngFor(device, `${action}|latency`, now);
  return isSatelliteDevice(device) ? rng.int(300, 700) : rng.int(20, 150);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface SimulatedDriverOptions {
  clock?: () => number;
  /** Wait like a device would on single-device calls; tests of the shapes turn it off. */
  latency?: boolean;
  /** Seeded vendor-API and discovery failures of reachable devices (devices in state 1 always fail). */
  failures?: boolean;
}

/** Answers from the device rows, deterministically: for the demo, the simulator and tests. */
export function simulatedDriver(opts: SimulatedDriverOptions | (() => number) = {}): DeviceActionDriver {
  const { clock = Date.now, latency = true, failures = true } = typeof opts === 'function' ? { clock: opts } : opts;
  const wait = async (device: ActionDevice, action: string) => {
    if (latency) await sleep(simulatedLatencyMs(device, action, clock()));
  };
  return {
    name: 'simulated',
    ping: async (device, request) => simulatedPing(device, request, clock()),
    // Bulk actions answer at once: a thousand devices must not queue behind simulated latency.
    run: async (action, device) => simulatedRun(action, device, clock()),
    call: async (action, device, input) => {
      await wait(device, action);
      return simulatedCall(action, device, input, clock(), failures);
    },
    discover: async (device) => simulatedDiscovery(device, clock(), failures),
  };
}
