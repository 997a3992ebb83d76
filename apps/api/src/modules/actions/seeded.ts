import { Rng } from '@nms/simulator';
import type { ActionDevice } from './repository';

/** Results stay the same within one bucket, so a repeated action in the same minute agrees. */
export const TIME_BUCKET_MS = 60_000;
export const SATELLITE_CLASS = 'HNS_SatModem';
/** The state of a device that does not answer (spec 001: critical / down). */
export const UNREACHABLE_STATE = 1;

/** FNV-1a of a string: the seed of a device's numbers. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

const bucket = (now: number) => Math.floor(now / TIME_BUCKET_MS);

/** The generator of one action on one device in one minute: name + action + minute bucket. */
export const rngFor = (device: { name: string }, action: string, now: number) => new Rng(hashSeed(`${device.name}|${action}|${bucket(now)}`));

/** A generator that ignores the clock: what stays true of a device (its outlets, its HA role). */
export const stableRng = (device: { name: string }, what: string) => new Rng(hashSeed(`${device.name}|${what}`));

export const isSatelliteDevice = (d: ActionDevice) => d.className === SATELLITE_CLASS;
export const isUnreachable = (d: ActionDevice) => d.state === UNREACHABLE_STATE;

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** A MAC from a vendor OUI and the generator: 'AA:BB:CC:dd:ee:ff'. */
export function macOf(rng: Rng, oui: string): string {
  const hex = () => rng.int(0, 255).toString(16).padStart(2, '0').toUpperCase();
  return `${oui}:${hex()}:${hex()}:${hex()}`;
}

/** Host `host` in the /24 of `ip` ('172.16.4.1', 23 → '172.16.4.23'); a private fallback otherwise. */
export function sameSubnet(ip: string | null | undefined, host: number): string {
  const m = /^(\d+\.\d+\.\d+)\.\d+$/.exec(ip ?? '');
  return `${m ? m[1] : '192.168.1'}.${host}`;
}

/** The device's LAN address, or its management one when the LAN side is DHCP or unknown. */
export const lanIpOf = (d: ActionDevice) => (/^\d+\.\d+\.\d+\.\d+$/.test(d.lanIp ?? '') ? d.lanIp! : (d.managementIp ?? '0.0.0.0'));

export const iso = (ms: number) => new Date(ms).toISOString();

/** The serial the inventory holds, or a stable one made from the name. */
export const serialOf = (d: ActionDevice) => d.diuSerialNum || `SN${String(hashSeed(d.name)).padStart(10, '0')}`;

/** A public address for an uplink, stable per device (documentation ranges, never routable). */
export function publicIpOf(d: ActionDevice, n = 0): string {
  const h = hashSeed(`${d.name}|wan|${n}`);
  const nets = ['198.51.100', '203.0.113', '192.0.2'];
  return `${nets[h % 3]}.${1 + ((h >>> 8) % 254)}`;
}

/** Seconds the device has been up: stable for a device, grows with the clock. */
export function uptimeSeconds(d: ActionDevice, now: number): number {
  const bootedDaysAgo = 1 + (hashSeed(`${d.name}|boot`) % 120);
  const bootAt = Math.floor(now / 86_400_000) * 86_400_000 - bootedDaysAgo * 86_400_000;
  return Math.floor((now - bootAt) / 1000);
}
