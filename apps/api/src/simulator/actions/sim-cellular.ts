import type { CradlepointResult } from '@nms/contract';
import { errorField, type SimContext } from './sim-context';
import { hashSeed, iso, macOf, publicIpOf, round2, sameSubnet, serialOf, stableRng } from '../../modules/actions/seeded';

/** US carriers with their usual enterprise APN and ICCID issuer prefix. */
const CARRIERS = [
  { carrier: 'Verizon', apn: 'vzwinternet', iccid: '891480' },
  { carrier: 'AT&T', apn: 'broadband', iccid: '890141' },
  { carrier: 'T-Mobile', apn: 'fast.t-mobile.com', iccid: '8901260' },
];

/** The SIM stays the same for a device: carrier and ICCID are configuration. */
function simOf(device: { name: string }) {
  const rng = stableRng(device, 'sim');
  const c = rng.pick(CARRIERS);
  return { ...c, iccid: (c.iccid + rng.digits(20)).slice(0, 20) };
}

/** GPS fixes carry six decimals (about 10 cm). */
const gps = (deg: number) => Math.round(deg * 1e6) / 1e6;

/** Bars from RSRP: -80 dBm or better is full signal, -120 dBm none. */
const strengthOf = (rsrp: number) => Math.max(0, Math.min(100, Math.round(((rsrp + 120) / 40) * 100)));

/** cradlepoint (pingEcm): NetCloud (ECM) device details, WAN uplinks and last GPS fix. */
export function cradlepointStatus(ctx: SimContext): CradlepointResult {
  const { device: d, rng, down, now } = ctx;
  const sim = simOf(d);
  const rsrp = rng.int(-118, -78);
  const hasEthernet = stableRng(d, 'wired-wan').chance(0.6);
  const lteStatus = down ? 'disconnected' : hasEthernet && rng.chance(0.8) ? 'standby' : 'connected';
  const lteAddr = `10.${100 + (hashSeed(d.name) % 50)}.${rng.int(0, 255)}.${rng.int(2, 254)}`;
  const lte = {
    interface: 'mdm-' + (hashSeed(`${d.name}|mdm`) % 0xffffff).toString(16),
    type: 'lte' as const,
    gateway: sameSubnet(lteAddr, 1),
    ip: lteAddr,
    ipAssignedBy: 'DHCP (carrier)',
    publicIp: publicIpOf(d, 1),
    DNS: ['198.224.166.135', '198.224.167.135'],
    status: lteStatus as 'connected' | 'disconnected' | 'standby',
    apn: sim.apn,
    iccid: sim.iccid,
    carrier: sim.carrier,
    rssi: rng.int(-95, -55),
    rsrp,
    rsrq: rng.int(-19, -5),
    sinr: round2(rng.float(-3, 24)),
    signalStrength: strengthOf(rsrp),
  };
  const ethernet = {
    interface: 'ethernet-wan',
    type: 'ethernet' as const,
    gateway: publicIpOf(d, 0).replace(/\.\d+$/, '.1'),
    ip: publicIpOf(d, 0),
    ipAssignedBy: 'DHCP',
    publicIp: publicIpOf(d, 0),
    DNS: ['8.8.8.8', '8.8.4.4'],
    status: (down ? 'disconnected' : lteStatus === 'standby' ? 'connected' : 'disconnected') as 'connected' | 'disconnected',
  };
  const lat = Number(d.latitude);
  const lng = Number(d.longitude);
  return {
    device_name: d.name,
    ping: ctx.ping,
    ...errorField(ctx),
    device: {
      name: d.name,
      productName: d.model ?? 'IBR900',
      serialNumber: serialOf(d),
      mac: macOf(stableRng(d, 'mac'), '00:30:44'),
      firmwareVersion: d.firmwareVersion ?? 'unknown',
      state: down ? 'offline' : 'online',
      lastContact: iso(now - (down ? rng.int(900, 86_400) : rng.int(5, 120)) * 1000),
    },
    uplinks: hasEthernet ? [ethernet, lte] : [lte],
    location:
      Number.isFinite(lat) && Number.isFinite(lng) && d.latitude != null
        ? {
            latitude: gps(lat + rng.float(-0.002, 0.002)),
            longitude: gps(lng + rng.float(-0.002, 0.002)),
            accuracy: rng.int(5, 60),
            updatedAt: iso(now - rng.int(60, 3_600) * 1000),
          }
        : null,
  };
}
