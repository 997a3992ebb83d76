import { isHughesApe, isWattbox } from '@nms/contract';
import type { ActionDevice } from './repository';
import { stableRng } from './seeded';

/** Hughes Active Power Edge (HS54) has four switched outlets. */
export const APE_OUTLETS = 4;

/** WB-800-IPVM-6 → 6, WB-250-IP-3 → 3: the model name ends with its outlet count. */
export function wattboxOutletCount(model: string | null | undefined): number {
  const m = /-(\d+)$/.exec(model ?? '');
  const n = m ? Number(m[1]) : 6;
  return n >= 1 && n <= 16 ? n : 6;
}

/** What installers plug in at a site, first outlets first (modem and router are always there). */
const LOADS = ['Satellite Modem', 'Router', 'Switch', 'Wi-Fi AP', 'Media Player', 'Display', 'Phone System', 'NVR', 'Spare'];

/** Names stay the same for a device: they are its configuration, not a reading. */
function outletNames(device: { name: string }, count: number): string[] {
  const rng = stableRng(device, 'outlets');
  const rest = LOADS.slice(2);
  const names = ['Satellite Modem', 'Router'];
  while (names.length < count) {
    const pick = rest.splice(rng.int(0, rest.length - 1), 1)[0];
    names.push(pick ?? `Outlet ${names.length + 1}`);
  }
  return names.slice(0, count);
}

export const wattboxOutlets = (device: ActionDevice): { number: number; name: string }[] =>
  outletNames(device, wattboxOutletCount(device.model)).map((name, i) => ({ number: i + 1, name }));

export const apeOutlets = (device: ActionDevice): { outlet_number: number; name: string }[] =>
  outletNames(device, APE_OUTLETS).map((name, i) => ({ outlet_number: i + 1, name }));

/** The outlet numbers a reset may name for this device; none for other devices. */
export function outletNumbers(device: ActionDevice): number[] {
  if (isWattbox(device)) return wattboxOutlets(device).map((o) => o.number);
  if (isHughesApe(device)) return apeOutlets(device).map((o) => o.outlet_number);
  return [];
}
