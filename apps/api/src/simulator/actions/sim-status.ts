import type { EdgeHaResult, FortimanagerResult, HaRole, MerakiResult, SatelliteResult, VelocloudResult } from '@nms/contract';
import type { ActionDevice } from '../../modules/actions/repository';
import { errorField, type SimContext } from './sim-context';
import { hashSeed, iso, lanIpOf, macOf, publicIpOf, round2, serialOf, stableRng, uptimeSeconds } from '../../modules/actions/seeded';

const GIB = 1024 ** 3;
/** Installed memory by FortiGate model (datasheets, rounded). */
const FGT_MEMORY: Record<string, number> = { 'FGT-40F': 2, 'FGT-60F': 2, 'FGT-61F': 2, 'FGT-80F': 4, 'FGT-100F': 8, 'FGT-200F': 8 };

/** satellite: HTS status and link statistics of a Jupiter modem. */
export function satelliteStatus(ctx: SimContext): SatelliteResult {
  const { device: d, rng, down, now } = ctx;
  const up = uptimeSeconds(d, now);
  return {
    device_name: d.name,
    ping: ctx.ping,
    ...errorField(ctx),
    status: {
      san: d.name,
      model: d.model ?? 'HT2000',
      serialNumber: serialOf(d),
      softwareVersion: d.firmwareVersion ?? 'unknown',
      state: down ? 'Offline' : 'Online',
      gatewayId: d.gwid ?? 'unknown',
      beamId: d.beamid ?? 'unknown',
      managementIp: d.managementIp ?? '',
      lanIp: lanIpOf(d),
      uptime: down ? null : up,
    },
    stats: {
      downlinkEsNo: down ? null : round2(rng.float(7.5, 13.5)),
      uplinkEsNo: down ? null : round2(rng.float(4, 9)),
      uplinkPowerBackoff: down ? null : round2(rng.float(0.5, 6)),
      delay: down ? null : round2(rng.float(270, 300)),
      rxPackets: Math.floor(up * rng.float(8, 40)),
      txPackets: Math.floor(up * rng.float(4, 20)),
      rxBytes: Math.floor(up * rng.float(9_000, 60_000)),
      txBytes: Math.floor(up * rng.float(2_000, 12_000)),
    },
  };
}

/** fortimanager: a standalone FortiGate as FortiManager sees it (memory in bytes). */
export function fortimanagerStatus(ctx: SimContext): FortimanagerResult {
  const { device: d, rng, down, now } = ctx;
  const total = (FGT_MEMORY[d.model ?? ''] ?? 4) * GIB;
  return {
    device_name: d.name,
    ping: ctx.ping,
    ...errorField(ctx),
    status: {
      hostname: d.name,
      serialNumber: serialOf(d),
      model: d.model ?? 'FortiGate',
      firmwareVersion: d.firmwareVersion ?? 'unknown',
      connStatus: down ? 'down' : 'up',
      confStatus: down ? 'unknown' : rng.chance(0.9) ? 'insync' : 'outofsync',
      haMode: 'standalone',
      cpu: down ? null : rng.int(2, 65),
      memory: down ? null : Math.floor(total * rng.float(0.35, 0.82)),
      memoryTotal: total,
      sessions: down ? null : rng.int(40, 4_000),
      uptime: down ? null : uptimeSeconds(d, now),
      lastCheckin: iso(down ? now - rng.int(600, 86_400) * 1000 : now - rng.int(5, 120) * 1000),
    },
  };
}

/** The HA role of the primary unit: stable per device; roughly 60 % Active, 30 % Standby, 10 % Unknown. */
export function haRoleOf(device: { name: string }): HaRole {
  return stableRng(device, 'ha-role').weighted<HaRole>([
    ['Active', 6],
    ['Standby', 3],
    ['Unknown', 1],
  ]);
}
const partnerRole = (r: HaRole): HaRole => (r === 'Active' ? 'Standby' : r === 'Standby' ? 'Active' : 'Unknown');

/** edgeHa: an HA pair of FortiGates (FORTIMGRCLUST); the backup unit is '<name>-B'. */
export function edgeHaStatus(ctx: SimContext): EdgeHaResult {
  const { device: d, rng, down, now } = ctx;
  const role = haRoleOf(d);
  const serial = serialOf(d);
  const haSerial = serial.slice(0, -4) + String(hashSeed(`${d.name}|ha`) % 10_000).padStart(4, '0');
  const seen = (ago: number) => iso(now - ago * 1000);
  const wans = [
    { interface: 'wan1', displayName: 'Broadband', ipAddress: publicIpOf(d, 0) },
    { interface: 'wan2', displayName: 'LTE Backup', ipAddress: publicIpOf(d, 1) },
  ];
  return {
    device_name: d.name,
    ping: ctx.ping,
    ...errorField(ctx),
    name: d.name,
    hns_primeSanRole: role,
    serialNumber: serial,
    modelNumber: d.model ?? 'FortiGate',
    hns_primeSanState: down ? 'down' : 'up',
    lastContact: seen(down ? rng.int(900, 86_400) : rng.int(5, 90)),
    hns_backupSan: `${d.name}-B`,
    hns_backupSanRole: partnerRole(role),
    hns_backupSanState: down || role === 'Unknown' ? 'down' : 'up',
    haSerialNumber: haSerial,
    haLastContact: seen(rng.int(5, 300)),
    systemUpSince: down ? null : iso(now - uptimeSeconds(d, now) * 1000),
    hns_hasHA: true,
    links: wans.map((w, i) => {
      const linkUp = !down && (i === 0 || rng.chance(0.85));
      return {
        ...w,
        state: linkUp ? 'up' : 'down',
        serviceState: linkUp ? 'In Service' : 'Out of Service',
        vpnState: linkUp ? 'up' : 'down',
        lastActive: seen(linkUp ? rng.int(1, 30) : rng.int(600, 7_200)),
      };
    }),
  };
}

/** meraki: Dashboard device status and uplinks (MX routers and MR access points). */
export function merakiStatus(ctx: SimContext): MerakiResult {
  const { device: d, rng, down, now } = ctx;
  const status = down ? 'offline' : rng.chance(0.1) ? 'alerting' : 'online';
  const lan = lanIpOf(d);
  return {
    device_name: d.name,
    ping: ctx.ping,
    ...errorField(ctx),
    device: {
      name: d.name,
      serial: serialOf(d),
      model: d.model ?? 'MX',
      mac: macOf(stableRng(d, 'mac'), 'E0:55:3D'),
      networkId: `L_${String(hashSeed(d.nmd ?? d.name)).padStart(12, '6')}`,
      status,
      lanIp: lan,
      publicIp: publicIpOf(d),
      firmware: d.firmwareVersion ?? 'unknown',
      lastReportedAt: iso(now - (down ? rng.int(900, 86_400) : rng.int(5, 120)) * 1000),
    },
    uplinks: ['wan1', 'wan2'].map((iface, i) => ({
      interface: iface,
      status: down ? 'not connected' : i === 0 ? 'active' : rng.chance(0.7) ? 'ready' : 'not connected',
      ip: i === 0 ? publicIpOf(d, 0) : `192.168.${10 + i}.${rng.int(2, 250)}`,
      gateway: i === 0 ? publicIpOf(d, 0).replace(/\.\d+$/, '.1') : `192.168.${10 + i}.1`,
      publicIp: publicIpOf(d, i),
      dns: ['8.8.8.8', '1.1.1.1'],
    })),
  };
}

/** velocloud: edge state from the orchestrator and its WAN links. */
export function velocloudStatus(ctx: SimContext): VelocloudResult {
  const { device: d, rng, down, now } = ctx;
  const links = ['GE3', 'GE4', 'CELL1'].slice(0, rng.int(2, 3)).map((iface, i) => {
    const state = down ? 'DISCONNECTED' : i === 0 || rng.chance(0.85) ? (rng.chance(0.9) ? 'STABLE' : 'UNSTABLE') : 'DISCONNECTED';
    const up = state !== 'DISCONNECTED';
    return {
      interface: iface,
      displayName: iface === 'CELL1' ? 'LTE' : `${d.name} ${iface === 'GE3' ? 'Broadband' : 'Backup Broadband'}`,
      ipAddress: publicIpOf(d as ActionDevice, i),
      state: state as VelocloudResult['links'][number]['state'],
      vpnState: (up ? 'STABLE' : 'DEAD') as 'STABLE' | 'DEAD',
      latencyMs: up ? rng.int(8, 70) : null,
      lossPct: up ? round2(rng.float(0, state === 'UNSTABLE' ? 6 : 0.5)) : null,
    };
  });
  const degraded = links.some((l) => l.state !== 'STABLE');
  return {
    device_name: d.name,
    ping: ctx.ping,
    ...errorField(ctx),
    edge: {
      name: d.name,
      edgeState: down ? 'OFFLINE' : degraded ? 'DEGRADED' : 'CONNECTED',
      serialNumber: serialOf(d),
      modelNumber: d.model ?? 'Edge',
      softwareVersion: d.firmwareVersion ?? 'unknown',
      activationState: 'ACTIVATED',
      lastContact: iso(now - (down ? rng.int(900, 86_400) : rng.int(5, 60)) * 1000),
      systemUpSince: down ? null : iso(now - uptimeSeconds(d, now) * 1000),
    },
    links,
  };
}
