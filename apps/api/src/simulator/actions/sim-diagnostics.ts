import type { ArpCacheResult, BackbonesResult, ClientSessionsResult, HardNicResult, InterfaceStatusResult } from '@nms/contract';
import { HttpError } from '../../lib/http-error';
import { errorField, type SimContext } from './sim-context';
import { isSatelliteDevice, lanIpOf, macOf, sameSubnet } from '../../modules/actions/seeded';

/** The interfaces a device family reports: [interface, description]. */
function interfacesOf(ctx: SimContext): [string, string][] {
  const d = ctx.device;
  if (isSatelliteDevice(d))
    return [
      ['LAN1', 'Customer LAN'],
      ['LAN2', 'Customer LAN 2'],
      ['SAT0', 'Satellite (Jupiter)'],
      ['MGMT', 'Management'],
    ];
  switch (d.productCategory) {
    case 'Router':
      return [
        ['wan1', 'Primary WAN'],
        ['wan2', 'Backup WAN'],
        ['internal', 'Customer LAN'],
        ['dmz', 'DMZ'],
        ['ssl.root', 'SSL VPN'],
      ];
    case 'Wireline Modem':
      return [
        ['eth0', 'LAN'],
        ['dsl0', 'DSL line'],
        ['br0', 'Bridge'],
      ];
    case 'Wireless Modem':
      return [
        ['eth0', 'LAN'],
        ['wwan0', 'LTE'],
        ['br0', 'Bridge'],
      ];
    case 'Switch':
      return Array.from({ length: 8 }, (_, i) => [`port${i + 1}`, i === 0 ? 'Uplink to router' : `Access port ${i + 1}`] as [string, string]);
    default:
      return [
        ['eth0', 'LAN'],
        ['eth1', 'WAN'],
      ];
  }
}

/** interfaceStatus: admin and oper state per interface; empty with `error` when the call failed. */
export function interfaceStatus(ctx: SimContext): InterfaceStatusResult {
  const { rng, error } = ctx;
  const rows = error
    ? []
    : interfacesOf(ctx).map(([iface, description], i) => {
        const admin = i === 0 || rng.chance(0.9) ? 'up' : 'down';
        return {
          interface: iface,
          description,
          adminStatus: admin as 'up' | 'down',
          operStatus: (admin === 'up' && (i === 0 || rng.chance(0.8)) ? 'up' : 'down') as 'up' | 'down',
        };
      });
  return { device_name: ctx.device.name, interfaces: rows, ...errorField(ctx) };
}

const LAN_CLIENTS: [string, string][] = [
  ['00:04:F2', 'Polycom'],
  ['F0:1F:AF', 'Dell'],
  ['3C:22:FB', 'Apple'],
  ['00:1B:21', 'Intel'],
  ['B8:27:EB', 'Raspberry Pi Foundation'],
  ['00:90:A9', 'Western Digital'],
  ['FC:EC:DA', 'Ubiquiti'],
  ['90:09:D0', 'Synology'],
];

/** arpCache: the LAN neighbours the device knows, gateway first. */
export function arpCache(ctx: SimContext): ArpCacheResult {
  const { rng, device: d, error } = ctx;
  const lan = lanIpOf(d);
  const lanIface = isSatelliteDevice(d) ? 'LAN1' : d.productCategory === 'Router' ? 'internal' : 'vlan1';
  const hosts = rng.sample(200, rng.int(3, 12)).map((h) => h + 20);
  const entries = error
    ? []
    : hosts.map((h) => {
        const [oui, vendor] = rng.pick(LAN_CLIENTS);
        return { interface: lanIface, ip: sameSubnet(lan, h), mac: macOf(rng, oui), vendor };
      });
  return { device_name: d.name, entries, ...errorField(ctx) };
}

/** hardNic: physical NICs read over SSH (no vendor API): only a device that does not answer fails, with 504. */
export function hardNic(ctx: SimContext): HardNicResult {
  const { rng, device: d } = ctx;
  if (ctx.down) throw new HttpError(504, `Hard NIC of ${d.name} failed: ${ctx.error}`);
  const names = d.className === 'HNS_AccelApp' ? ['eth0', 'eth1', 'eth2', 'eth3'] : ['wan1', 'wan2', 'internal1', 'internal2', 'internal3'];
  return names.map((iface, i) => {
    const admin = i < 2 || rng.chance(0.8) ? 'up' : 'down';
    const status = admin === 'up' && (i === 0 || rng.chance(0.75)) ? 'up' : 'down';
    return {
      interface: iface,
      admin,
      status,
      speed: status === 'up' ? rng.pick(['1000', '1000', '100']) : 'n/a',
      duplex: status === 'up' ? 'full' : 'n/a',
      mac: macOf(rng, '00:09:0F'),
    };
  });
}

const OSES = ['Windows 11', 'Windows 10', 'macOS', 'iOS', 'Android', 'Linux', 'ChromeOS'];

/** clientSessions: the device's clients (FortiOS user-device fields). */
export function clientSessions(ctx: SimContext): ClientSessionsResult {
  const { rng, device: d, error, now } = ctx;
  const wireless = d.productCategory === 'WIFI AP' || d.nocid === 'MERAKI';
  const count = error ? 0 : rng.int(2, 25);
  const sessions = Array.from({ length: count }, (_, i) => {
    const [oui, vendor] = rng.pick(LAN_CLIENTS);
    const wifi = wireless && rng.chance(0.8);
    const online = rng.chance(0.85);
    return {
      mac: macOf(rng, oui),
      ipv4_address: sameSubnet(lanIpOf(d), 30 + i),
      hostname: `${vendor.split(' ')[0].toUpperCase()}-${rng.digits(4)}`,
      hardware_vendor: vendor,
      os_name: rng.pick(OSES),
      detected_interface: wifi ? 'wifi' : d.productCategory === 'Router' ? 'internal' : 'lan1',
      ssid: wifi ? rng.pick(['Corp', 'Guest', 'POS']) : null,
      vlan: rng.pick([100, 200, 300]),
      is_online: online,
      last_seen: Math.floor(now / 1000) - (online ? rng.int(0, 60) : rng.int(600, 86_400)),
      tx_bytes: rng.int(10_000, 900_000_000),
      rx_bytes: rng.int(10_000, 2_000_000_000),
    };
  });
  return { device_name: d.name, sessions, ...errorField(ctx) };
}

/** backbones (getPepBackbones): one PEP backbone's accelerated TCP connections. */
export function pepBackbones(ctx: SimContext, backbone: number): BackbonesResult {
  const { rng, device: d, error } = ctx;
  const sat = isSatelliteDevice(d);
  const up = !error && rng.chance(0.92);
  const connections = !up
    ? []
    : Array.from({ length: rng.int(0, 12) }, (_, i) => ({
        id: backbone * 1000 + i + 1,
        state: rng.chance(0.9) ? 'ESTABLISHED' : 'CLOSE_WAIT',
        localPort: rng.int(1024, 65_535),
        remotePort: rng.pick([443, 443, 80, 8443, 5061]),
        txBytes: rng.int(1_000, 50_000_000),
        rxBytes: rng.int(1_000, 500_000_000),
        rttMs: sat ? rng.int(560, 680) : rng.int(15, 80),
      }));
  return {
    device_name: d.name,
    backbone,
    state: up ? 'UP' : 'DOWN',
    peerIp: `10.250.${backbone}.${1 + (d.name.length % 200)}`,
    connections,
    ...errorField(ctx),
  };
}
