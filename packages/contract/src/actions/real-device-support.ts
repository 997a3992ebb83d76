/**
 * What the console can really do to a device the simulator did not make (issue 31 item 1): an
 * action either runs for real (ICMP from the console's host, SNMP with the device's settings) or
 * is refused with the reason, never answered with made-up data. Pure: the API refuses by it and
 * answers it per device (GET /action/device/support), the panel disables by it.
 */

/** What a real device offers the console's drivers. */
export interface RealDeviceReach {
  managementIp?: string | null;
  /** The device has SNMP settings (a credential set, or the defaults' community). */
  snmp: boolean;
  vendor?: string | null;
}

/** Run from the console's host with the system ping and traceroute, against the management IP. */
const ICMP_ACTIONS = new Set(['ping', 'traceroute', 'multiPing']);
/** Read over SNMP: ifTable/ifXTable, EtherLike-MIB, ipNetToMediaTable, the system group. */
const SNMP_ACTIONS = new Set(['interfaceStatus', 'arpCache', 'hardNic', 'discover', 'rediscover']);
/** The console's own pages about the device: its data, not the device's answer. */
const CONSOLE_ACTIONS = new Set(['allDatabaseDetails', 'launchUi']);

const hasAddress = (ip: string | null | undefined) => !!ip && ip.trim() !== '' && ip.trim() !== '0.0.0.0';

export const NEEDS_MANAGEMENT_IP = 'needs a management IP';
export const NEEDS_SNMP_SETTINGS = 'needs SNMP settings';
export const noDriverFor = (vendor: string | null | undefined) => `no driver for this vendor (${vendor?.trim() || 'vendor unknown'})`;

export const NO_PERFORMANCE_DATA = 'no performance data is collected for this device';

/**
 * Why `action` cannot run on the real device, or null when it can. Performance graphs draw only
 * series collected from the device, and reports come from a vendor's system: until those exist
 * for real devices they are refused rather than drawn from simulated data.
 */
export function realActionRefusal(action: string, kind: string | undefined, device: RealDeviceReach): string | null {
  if (CONSOLE_ACTIONS.has(action)) return null;
  if (kind === 'metric') return NO_PERFORMANCE_DATA;
  if (ICMP_ACTIONS.has(action)) return hasAddress(device.managementIp) ? null : NEEDS_MANAGEMENT_IP;
  if (SNMP_ACTIONS.has(action)) {
    if (!hasAddress(device.managementIp)) return NEEDS_MANAGEMENT_IP;
    return device.snmp ? null : NEEDS_SNMP_SETTINGS;
  }
  return noDriverFor(device.vendor);
}
