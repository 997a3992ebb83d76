import type { DiagnosticAction, DiagnosticAnswer, IpsecRow, LinkMonitorRow, NicRow, SwitchData } from '@nms/contract';
import { tunnelsOf } from '@nms/simulator';
import { HttpError } from '../../lib/http-error';
import type { ActionDevice } from '../../modules/actions/repository';
import { arpCache, hardNic } from './sim-diagnostics';
import { simContext, type SimContext } from './sim-context';
import { publicIpOf, serialOf } from '../../modules/actions/seeded';
// Not device-search's door: device-search uses actions, whose driver-registry imports this file: a cycle.
// eslint-disable-next-line import-x/no-restricted-paths
import { notSupported, runsDiagnostics } from '../../modules/device-search/diagnostics';

/**
 * The FortiOS diagnostic commands of Device Search (get sys arp, diag hardware nic, diag sys
 * link-monitor, get ipsec tunnel list, diag switch-controller dump), simulated from the device
 * row with the actions module's seeded building blocks: the same device, command and minute
 * answer the same. Only a FortiGate runs them; any other device answers a note, which hides the
 * panel. A device that does not answer is a 504, a failing management API a 502.
 */

/** A raw status now and then (what FortiOS prints mid-transition), else the healthy/failed pair. */
function status(ctx: SimContext, healthy: string, failed: string, okChance: number, raw: readonly string[]): string {
  if (ctx.rng.chance(0.05)) return ctx.rng.pick(raw);
  return ctx.rng.chance(okChance) ? healthy : failed;
}

function nicRows(ctx: SimContext): NicRow[] {
  return hardNic(ctx).map((n) => ({ interface: n.interface, admin: n.admin, status: ctx.rng.chance(0.04) ? 'unknown' : n.status }));
}

function linkMonitorRows(ctx: SimContext): LinkMonitorRow[] {
  const monitors = ['wan1-health', 'wan2-health', ...tunnelsOf(ctx.device).map((t) => `${t}-ping`)];
  return monitors.map((name, i) => ({ name, status: status(ctx, 'alive', 'dead', i === 0 ? 0.95 : 0.85, ['init', 'probing']) }));
}

function ipsecRows(ctx: SimContext): IpsecRow[] {
  return tunnelsOf(ctx.device).map((name, i) => ({
    name,
    status: status(ctx, 'up', 'down', 0.88, ['connecting', 'negotiating']),
    ip: publicIpOf(ctx.device, 10 + i),
  }));
}

const SWITCH_VLANS = ['100', '200', '300'];

/** The clients a FortiGate's switch controller sees on its first FortiSwitch (fsw_1). */
function switchData(ctx: SimContext, firstSwitch: ActionDevice | undefined): SwitchData {
  if (!firstSwitch) return { fsw_1_data: [], fsw_1_serial: '' };
  const rows = arpCache(ctx).entries.map((e) => ({
    interface: `port${ctx.rng.int(2, 8)}`,
    mac: e.mac,
    vendor: e.vendor,
    vlan: ctx.rng.pick(SWITCH_VLANS),
  }));
  return { fsw_1_data: rows, fsw_1_serial: serialOf(firstSwitch) };
}

/**
 * One diagnostic on one device. `switches` are the FortiSwitches whose parent site is the device
 * (only read for diagSwitchControllerDumpClient), name ascending.
 */
export function simulatedDiagnostic(
  action: DiagnosticAction,
  device: ActionDevice,
  now: number,
  failures: boolean,
  switches: ActionDevice[] = [],
): DiagnosticAnswer<unknown> {
  if (!runsDiagnostics(device)) return { results: { note: notSupported(device) } };
  const ctx = simContext(device, action, now, failures);
  if (ctx.down) throw new HttpError(504, `${action} on ${device.name} failed: ${ctx.error}`);
  if (ctx.error) throw new HttpError(502, `${action} on ${device.name} failed: ${ctx.error}`);
  switch (action) {
    case 'getSysArp':
      return { results: { data: arpCache(ctx).entries } };
    case 'diagHardwareNicInfo':
      return { results: { data: nicRows(ctx) } };
    case 'diagSysLinkMonitor':
      return { results: { data: linkMonitorRows(ctx) } };
    case 'getIpsecTunnelList':
      return { results: { data: ipsecRows(ctx) } };
    case 'diagSwitchControllerDumpClient':
      return { results: { data: switchData(ctx, switches[0]) } };
  }
}
