import type { AwmsResult, FortilanResult, HughesApeResult, SwitchResult, WattboxResult } from '@nms/contract';
import { errorField, type SimContext } from './sim-context';
import { apeOutlets, wattboxOutlets } from '../../modules/actions/outlets';
import { iso, lanIpOf, macOf, round2, sameSubnet, serialOf, stableRng, uptimeSeconds } from '../../modules/actions/seeded';

/** PoE is reported only by models whose name ends in POE (spec 000 Switch/AP card). */
export const hasPoe = (model: string | null | undefined) => /POE$/i.test(model ?? '');

/** FS-108E-POE → 8, FS-124F-POE → 24, FS-148F → 48 access ports. */
export function fortiSwitchPorts(model: string | null | undefined): number {
  const m = /-\d(\d\d)[A-Z]/i.exec(model ?? '');
  return m ? Number(m[1]) : 8;
}

/** fortilan: a FortiSwitch (ports) or FortiAP (radios) as its FortiGate controller reports it. */
export function fortilanStatus(ctx: SimContext): FortilanResult {
  const { device: d, rng, down, now } = ctx;
  const isAp = d.productCategory === 'WIFI AP';
  const poe = hasPoe(d.model);
  const portCount = isAp ? 1 : fortiSwitchPorts(d.model);
  const ports = Array.from({ length: portCount }, (_, i) => {
    const up = !down && (i === 0 || rng.chance(0.55));
    const watts = round2(rng.float(2.5, 12.9));
    return {
      port: isAp ? 'lan1' : `port${i + 1}`,
      status: (up ? 'up' : 'down') as 'up' | 'down',
      speed: up ? (rng.chance(0.85) ? '1000full' : '100full') : '',
      vlan: i === 0 ? 1 : rng.pick([100, 200, 300]),
      ...(poe ? { poe: !up ? 'Searching' : rng.chance(0.6) ? `Delivering ${watts}W` : 'Disabled' } : {}),
    };
  });
  const radios = !isAp
    ? []
    : ['2.4GHz', '5GHz', ...(/431/.test(d.model ?? '') ? ['5GHz'] : [])].map((band, i) => ({
        radio: `radio${i + 1}`,
        band,
        channel: band === '2.4GHz' ? rng.pick([1, 6, 11]) : rng.pick([36, 44, 52, 100, 149, 157]),
        txPower: rng.int(10, 23),
        clients: down ? 0 : rng.int(0, 28),
        status: (down ? 'down' : 'up') as 'up' | 'down',
      }));
  return {
    device_name: d.name,
    ping: ctx.ping,
    ...errorField(ctx),
    deviceType: isAp ? 'FortiAP' : 'FortiSwitch',
    name: d.name,
    model: d.model ?? '',
    status: down ? 'Disconnected' : 'Connected',
    serial: serialOf(d),
    localIp: lanIpOf(d),
    remoteIp: sameSubnet(lanIpOf(d), 1),
    mac: macOf(stableRng(d, 'mac'), isAp ? '70:4C:A5' : 'E8:1C:BA'),
    connectTime: down ? null : Math.floor(now / 1000) - uptimeSeconds(d, now),
    osVer: d.firmwareVersion ?? 'unknown',
    firmwareStatus: rng.chance(0.8) ? 'up to date' : 'upgrade available',
    cpuUsage: down ? null : rng.int(1, 35),
    memoryUsage: down ? null : rng.int(20, 70),
    pcbTemp: down ? null : rng.int(34, 58),
    ports,
    radios,
  };
}

/** C9200L-24P-4G → 24 access + 4 uplinks; C1000-8P-2G-L → 8 + 2. */
function ciscoPorts(model: string | null | undefined): [number, number] {
  const m = /-(\d+)[A-Z]+-(\d+)G/i.exec(model ?? '');
  return m ? [Number(m[1]), Number(m[2])] : [8, 2];
}
const PORT_OUIS: [string, string][] = [
  ['00:04:F2', 'Polycom'],
  ['00:1B:21', 'Intel'],
  ['F0:1F:AF', 'Dell'],
  ['3C:22:FB', 'Apple'],
  ['00:90:A9', 'Western Digital'],
  ['B8:27:EB', 'Raspberry Pi'],
];

/** switch (pingInterfaces): a Cisco switch over SSH: `show version` and `show interfaces status`. */
export function ciscoSwitchStatus(ctx: SimContext): SwitchResult {
  const { device: d, rng, down, now } = ctx;
  const [access, uplinks] = ciscoPorts(d.model);
  const catalyst = /^C9|^C1/.test(d.model ?? '');
  const ports = Array.from({ length: access + uplinks }, (_, i) => {
    const uplink = i >= access;
    const status = down
      ? 'notconnect'
      : uplink
        ? i === access
          ? 'connected'
          : 'notconnect'
        : rng.chance(0.05)
          ? 'disabled'
          : rng.chance(0.6)
            ? 'connected'
            : 'notconnect';
    const [oui, vendor] = rng.pick(PORT_OUIS);
    const name = catalyst ? (uplink ? `Gi1/1/${i - access + 1}` : `Gi1/0/${i + 1}`) : `gi${i + 1}`;
    return {
      interface: name,
      description: uplink ? (i === access ? 'Uplink to router' : '') : status === 'connected' ? (vendor === 'Polycom' ? 'Phone' : 'User port') : '',
      status: status as 'connected' | 'notconnect' | 'disabled',
      vlan: uplink ? 1 : rng.pick([100, 200, 300]),
      speed: status === 'connected' ? (uplink ? 'a-1000' : rng.pick(['a-1000', 'a-100'])) : 'auto',
      duplex: status === 'connected' ? 'a-full' : 'auto',
      mac: status === 'connected' ? macOf(rng, uplink ? '00:09:0F' : oui) : null,
      vendor: status === 'connected' ? (uplink ? 'Fortinet' : vendor) : null,
    };
  });
  return {
    device_name: d.name,
    ping: ctx.ping,
    ...errorField(ctx),
    details: {
      hostname: d.name,
      model: d.model ?? '',
      serialNumber: serialOf(d),
      iosVersion: d.firmwareVersion ?? 'unknown',
      managementIp: d.managementIp ?? '',
      status: down ? 'down' : 'up',
      uptime: down ? null : uptimeSeconds(d, now),
    },
    ports,
  };
}

/** Outlets mostly on; one may be switched off by the site (stable per device and hour). */
const outletOn = (ctx: SimContext, n: number) => !stableRng(ctx.device, `outlet-off|${Math.floor(ctx.now / 3_600_000)}|${n}`).chance(0.08);

/** hughesApe: Active Power Edge status with its four outlets. */
export function hughesApeStatus(ctx: SimContext): HughesApeResult {
  const { device: d, rng, down } = ctx;
  return {
    device_name: d.name,
    ping: ctx.ping,
    ...errorField(ctx),
    model: d.model ?? 'HS54',
    serialNumber: serialOf(d),
    firmwareVersion: d.firmwareVersion ?? 'unknown',
    status: down ? 'Offline' : 'Online',
    inputVoltage: down ? null : round2(rng.float(117.5, 122.5)),
    outlets: apeOutlets(d).map((o) => ({ ...o, status: down || outletOn(ctx, o.outlet_number) ? 'on' : 'off' })),
  };
}

/** wattbox: OvrC outlet readings, current and voltage in tenths (the card divides by 10). */
export function wattboxStatus(ctx: SimContext): WattboxResult {
  const { device: d, rng, down } = ctx;
  const voltage = down ? 0 : rng.int(1175, 1225);
  return {
    device_name: d.name,
    ping: ctx.ping,
    ...errorField(ctx),
    model: d.model ?? 'WB-800-IPVM-6',
    serialNumber: serialOf(d),
    firmwareVersion: d.firmwareVersion ?? 'unknown',
    status: down ? 'Offline' : 'Online',
    outlets: wattboxOutlets(d).map((o) => {
      const on = !down && outletOn(ctx, o.number);
      return { ...o, status: on ? 'on' : 'off', current: on ? rng.int(3, 25) : 0, voltage };
    }),
  };
}

/** awms: a media player or display as the media-management server reports it. */
export function awmsStatus(ctx: SimContext): AwmsResult {
  const { device: d, rng, down, now } = ctx;
  const isDisplay = d.productCategory === 'Display TV';
  return {
    device_name: d.name,
    ping: ctx.ping,
    ...errorField(ctx),
    player: {
      name: d.name,
      model: d.model ?? '',
      serialNumber: serialOf(d),
      status: down ? 'Offline' : 'Online',
      osVersion: d.firmwareVersion ?? 'unknown',
      appVersion: isDisplay ? 'n/a' : `AWMS Agent ${3 + rng.int(0, 2)}.${rng.int(0, 9)}`,
      lastCheckIn: iso(now - (down ? rng.int(900, 86_400) : rng.int(10, 300)) * 1000),
      currentPlaylist: down || isDisplay ? null : rng.pick(['Lobby Loop', 'Menu Board AM', 'Menu Board PM', 'Promotions Q3']),
      storageFreeMb: down || isDisplay ? null : rng.int(800, 28_000),
      displayPower: down ? 'unknown' : rng.chance(0.9) ? 'on' : 'off',
    },
  };
}
