/**
 * What the console can really do to a device the simulator did not make (issue 31 item 1): an
 * action either runs for real (ICMP from the console's host, SNMP with the device's settings) or
 * is refused with the reason, never answered with made-up data. Pure: the API refuses by it and
 * answers it per device (GET /action/device/support), the panel disables by it.
 */

import { DEVICE_SERIES } from '../metrics';
import { deviceActionDef } from './device-actions';

/** What a real device offers the console's drivers. */
export interface RealDeviceReach {
  managementIp?: string | null;
  /** The device has SNMP settings (a credential set, or the defaults' community). */
  snmp: boolean;
  vendor?: string | null;
  /** The stored series the console has collected for the device (the poller's, a remote write's). */
  series?: readonly string[];
  /** A launch-UI proxy is configured (LAUNCH_UI_URL); without one the built-in page is the simulator's stand-in. */
  launchUiProxy?: boolean;
}

/** Run from the console's host with the system ping and traceroute, against the management IP. */
const ICMP_ACTIONS = new Set(['ping', 'traceroute', 'multiPing']);
/** Read over SNMP: ifTable/ifXTable, EtherLike-MIB, ipNetToMediaTable, the system group. */
const SNMP_ACTIONS = new Set(['interfaceStatus', 'arpCache', 'hardNic', 'discover', 'rediscover']);
/** The console's own pages about the device: its data, not the device's answer. */
const CONSOLE_ACTIONS = new Set(['allDatabaseDetails']);

const hasAddress = (ip: string | null | undefined) => !!ip && ip.trim() !== '' && ip.trim() !== '0.0.0.0';

export const NEEDS_MANAGEMENT_IP = 'needs a management IP';
export const NEEDS_SNMP_SETTINGS = 'needs SNMP settings';
export const noDriverFor = (vendor: string | null | undefined) => `no driver for this vendor (${vendor?.trim() || 'vendor unknown'})`;

export const NO_PERFORMANCE_DATA = 'no performance data is collected for this device';
export const NEEDS_LAUNCH_UI_PROXY = 'needs a launch-UI proxy (LAUNCH_UI_URL): the built-in page serves simulated devices only';

/** Whether the device has any stored series a Performance Graphs action draws. */
function hasSeriesFor(action: string, series: readonly string[] | undefined): boolean {
  const stored = DEVICE_SERIES[deviceActionDef(action)?.metric ?? '']?.stored ?? [];
  return stored.some((m) => series?.includes(m));
}

/**
 * Why `action` cannot run on the real device, or null when it can. Performance graphs draw only
 * series collected from the device (the poller's, a remote write's), never simulated ones; reports
 * come from a vendor's system, so without a driver for it they are refused.
 */
export function realActionRefusal(action: string, kind: string | undefined, device: RealDeviceReach): string | null {
  if (CONSOLE_ACTIONS.has(action)) return null;
  if (action === 'launchUi') return device.launchUiProxy ? null : NEEDS_LAUNCH_UI_PROXY;
  if (kind === 'metric') return hasSeriesFor(action, device.series) ? null : NO_PERFORMANCE_DATA;
  if (ICMP_ACTIONS.has(action)) return hasAddress(device.managementIp) ? null : NEEDS_MANAGEMENT_IP;
  if (SNMP_ACTIONS.has(action)) {
    if (!hasAddress(device.managementIp)) return NEEDS_MANAGEMENT_IP;
    return device.snmp ? null : NEEDS_SNMP_SETTINGS;
  }
  return noDriverFor(device.vendor);
}

/** Who answers a device's actions: the simulator (a device it made) or the device itself. */
export const ACTION_ANSWERERS = ['simulator', 'device'] as const;
export type ActionAnswerer = (typeof ACTION_ANSWERERS)[number];

/** The panel's line saying where an answer comes from. */
export const ANSWER_SOURCE_TEXT: Record<ActionAnswerer, string> = {
  simulator: 'Simulated device: answers come from the simulator, not from a network.',
  device: 'Real device: ping and traceroute run from the console host, the SNMP actions ask the device itself.',
};
