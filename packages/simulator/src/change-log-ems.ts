import type { EmsChangeRecord } from './change-log';
import { CHANGE_LOG_DAYS, NOC_USERS } from './change-log-cpe-catalog';
import type { GeneratedDevice } from './fleet-generator';
import { Rng } from './prng';

/** Terminal parameters the EMS changes, with the values each takes. */
const PARAMETERS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['ServicePlan', ['BIZ-25M', 'BIZ-50M', 'BIZ-100M', 'ENT-10M', 'ENT-20M', 'ENT-50M']],
  ['LAN1.IPAddress', ['192.168.0.1', '192.168.100.1', '10.10.1.1', '172.16.20.1']],
  ['LAN1.DHCPServer', ['Enabled', 'Disabled']],
  ['IPGW', ['IPGW-GTN-03', 'IPGW-GTN-07', 'IPGW-NLV-02', 'IPGW-CHY-05']],
  ['TxPowerOffset', ['-1.5', '0.0', '1.0', '2.5']],
  ['SymbolRate', ['30000', '45000', '90000']],
  ['TCPAcceleration', ['On', 'Off']],
  ['QoSProfile', ['Default', 'VoIP-Priority', 'Retail-POS', 'Video-Surveillance']],
  ['SNMPCommunity', ['public-ro', 'hns-ro', 'noc-ro']],
  ['SoftwareVersion', ['6.9.0.42', '6.9.1.18', '7.0.0.12']],
];
const USERS = ['emsadmin', 'ems-provisioning', 'bulk-config-job', ...NOC_USERS.slice(1)];
const ERRORS = [
  'Terminal did not acknowledge within 300 s',
  'Parameter rejected: value out of range',
  'Terminal offline - change queued',
  'Configuration conflict with service plan',
];

/**
 * EMS parameter changes of a satellite terminal (siteid = its SAN, the device name) over the
 * last 90 days, oldest first. A few fail; the old value is what the EMS held before.
 */
export function emsChanges(seed: number, now: number, device: GeneratedDevice): EmsChangeRecord[] {
  if (device.kind.key !== 'vsat') return [];
  const rng = Rng.of(seed, 'ems', device.index);
  if (rng.chance(0.35)) return [];
  const count = 1 + Math.floor(rng.exp(1.5));
  const rows: EmsChangeRecord[] = [];
  for (let k = 0; k < count; k++) {
    const [name, values] = rng.pick(PARAMETERS);
    const [a, b] = rng.sample(values.length, 2);
    const [valueOld, valueNew] = rng.chance(0.5) ? [values[a], values[b]] : [values[b], values[a]];
    rows.push({
      siteid: device.record.name as string,
      timestamp: now - rng.int(60, CHANGE_LOG_DAYS * 86_400) * 1000,
      parameterName: name,
      valueOld,
      valueNew,
      username: rng.pick(USERS),
      error: rng.chance(0.08) ? rng.pick(ERRORS) : null,
    });
  }
  return rows.sort((x, y) => x.timestamp - y.timestamp);
}
