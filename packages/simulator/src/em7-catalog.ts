import type { Em7EventRecord } from './em7-sink';
import type { Rng } from './prng';

/**
 * The EM7 event policies the simulator raises, per device family. A policy aligns to the device
 * itself, to one of its interfaces or to one of its IPsec tunnels; most events are notices and
 * minor threshold crossings, a few are critical availability failures.
 */
type Target = 'device' | 'interface' | 'tunnel';
interface Em7Policy {
  policy: string;
  target: Target;
  severity: number;
  source: Em7EventRecord['source'];
  weight: number;
  text(rng: Rng, resource: string): string;
}

const pct = (rng: Rng, lo: number, hi: number) => rng.int(lo, hi);
const p = (
  policy: string,
  target: Target,
  severity: number,
  source: Em7EventRecord['source'],
  weight: number,
  text: Em7Policy['text'],
): Em7Policy => ({ policy, target, severity, source, weight, text });

const COMMON: Em7Policy[] = [
  p('availability', 'device', 1, 'Internal', 1, () => 'Device Failed Availability Check: UDP - SNMP'),
  p('icmp', 'device', 2, 'Internal', 1, () => 'Device not responding to ICMP ping: 3 of 3 packets lost'),
  p('cpu', 'device', 3, 'Dynamic', 4, (r) => {
    const t = pct(r, 80, 90);
    return `CPU has exceeded threshold: (${t}%) currently (${pct(r, t + 1, 99)}%)`;
  }),
  p('memory', 'device', 3, 'Dynamic', 3, (r) => {
    const t = pct(r, 80, 90);
    return `Physical Memory has exceeded threshold: (${t}%) currently (${pct(r, t + 1, 98)}%)`;
  }),
  p('collection', 'device', 4, 'Internal', 2, () => 'Collection problem: Dynamic Application data not collected in the last 3 polls'),
  p(
    'reboot',
    'device',
    5,
    'Trap',
    4,
    (r) => `Device reboot detected (coldStart trap); uptime 00:${String(r.int(1, 59)).padStart(2, '0')}:${String(r.int(0, 59)).padStart(2, '0')}`,
  ),
  p(
    'config',
    'device',
    5,
    'Syslog',
    5,
    (r) => `Configuration changed by ${r.pick(['admin', 'nocops', 'fmg-automation'])} via ${r.pick(['GUI', 'CLI', 'API'])}`,
  ),
  p('link-down', 'interface', 2, 'Trap', 2, (_r, res) => `Interface ${res.split(':')[1]} operational status changed to down (linkDown)`),
  p(
    'util',
    'interface',
    3,
    'Dynamic',
    3,
    (r, res) => `Interface ${res.split(':')[1]} inbound utilization exceeded 85% (currently ${pct(r, 86, 99)}%)`,
  ),
  p('errors', 'interface', 4, 'Dynamic', 2, (r, res) => `Interface ${res.split(':')[1]} input errors: ${r.int(120, 4800)} in the last 5 minutes`),
];

const FORTIGATE: Em7Policy[] = [
  ...COMMON,
  p('ipsec-down', 'tunnel', 1, 'Dynamic', 2, (_r, res) => `IPsec tunnel ${res.split(':')[1]} is down`),
  p('ipsec-p2', 'tunnel', 3, 'Syslog', 3, (_r, res) => `IPsec phase 2 negotiation failed for ${res.split(':')[1]}: no proposal chosen`),
  p(
    'sla',
    'interface',
    3,
    'Dynamic',
    3,
    (r, res) => `SD-WAN health check failed on ${res.split(':')[1]}: latency ${r.int(250, 900)} ms, jitter ${r.int(30, 120)} ms`,
  ),
  p('vpn-users', 'device', 4, 'Dynamic', 2, (r) => `VPN tunnel up count below threshold: ${r.int(0, 2)} tunnels up`),
  p('license', 'device', 4, 'API', 2, (r) => `FortiGuard ${r.pick(['IPS', 'AntiVirus', 'Web Filtering'])} license expires in ${r.int(5, 30)} days`),
  p('fw-notice', 'device', 5, 'Syslog', 4, (r) => `Firmware ${r.pick(['v7.2.8', 'v7.4.4'])} image available on FortiGuard`),
];

const INTERFACES: Record<string, readonly string[]> = {
  HNS_FortiGate: ['wan1', 'wan2', 'internal', 'dmz'],
  HNS_Meraki: ['wan1', 'wan2', 'lan'],
  HNS_VeloCloud: ['GE1', 'GE2', 'GE3'],
  HNS_Switch: ['port1', 'port2', 'port3', 'port8'],
  HNS_SatModem: ['LAN1', 'SAT0'],
};

/** The IPsec tunnels of a FortiGate: to the customer's two hubs and the NOC. */
export const tunnelsOf = (device: { name: string }): string[] => {
  const nmd = device.name.split('-')[0];
  return [`${nmd}-HUB1`, `${nmd}-HUB2`, 'NOC-MGMT'];
};

export const policiesOf = (className: string | null): readonly Em7Policy[] => (className === 'HNS_FortiGate' ? FORTIGATE : COMMON);

/** Draws one event policy for a device and the resource it aligns to. */
export function drawEvent(device: { name: string; className: string | null }, rng: Rng): { policy: Em7Policy; resource: string } {
  const interfaces = INTERFACES[device.className ?? ''] ?? ['eth0', 'eth1'];
  const policy = rng.weighted(policiesOf(device.className).map((x) => [x, x.weight] as const));
  const part = policy.target === 'interface' ? rng.pick(interfaces) : policy.target === 'tunnel' ? rng.pick(tunnelsOf(device)) : null;
  return { policy, resource: part ? `${device.name}:${part}` : device.name };
}

export const USER_NOTES = [
  'Carrier ticket opened, waiting on ETA',
  'Site contacted; store manager power-cycled the router',
  'Known issue: maintenance window tonight',
  'Monitoring; cleared twice this week',
  'Escalated to Tier 2',
];
