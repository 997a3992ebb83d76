import type { Em7DeviceBrief, UserCountPoint } from './em7-sink';
import { hashSeed } from './prng';

/**
 * VPN tunnel user counts (EM7's fgVpnTunnelUpCount) of a FortiGate: a few always-on site
 * tunnels, plus remote users through the local business day, fewer at weekends; the peak is per
 * device (8..60). A function of (device, time) alone, so any sample, hour or day is regenerated
 * alone, in any order, and the seeded history and the live feed agree.
 */
export const USER_COUNT_STEP = 300;
const HOUR = 3600;
const DAY = 86_400;

export interface UserCountProfile {
  hash: number;
  /** Remote users on a busy weekday. */
  peak: number;
  /** Always-on tunnels (site to hub, NOC). */
  floor: number;
  /** Seconds added to UTC to get the site's local time. */
  offset: number;
}

/** Only FortiGates report the VPN tunnel up count. */
export const hasUserCounts = (d: { className: string | null }): boolean => d.className === 'HNS_FortiGate';

export function userCountProfile(d: Pick<Em7DeviceBrief, 'name' | 'longitude'>): UserCountProfile {
  const hash = hashSeed(0, 'fgVpnTunnelUpCount', d.name);
  return { hash, peak: 8 + (hash % 53), floor: 1 + ((hash >>> 8) % 3), offset: Math.round((d.longitude ?? -90) / 15) * HOUR };
}

/** A well-spread value in [0, 1) per (hash, n). */
function uniform(hash: number, n: number): number {
  let h = (hash ^ Math.imul(n, 0x9e3779b1)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Business-day shape over local hour h: 0 at night, 1 around 13:00. */
const shape = (h: number) => Math.max(0, Math.sin((Math.PI * (h - 7)) / 12)) ** 1.3;

/** The user count of the 5-minute sample starting at `ts` (epoch seconds). */
export function userCountAt(p: UserCountProfile, ts: number): number {
  const local = ts + p.offset;
  const weekday = (Math.floor(local / DAY) + 4) % 7; // 1970-01-01 was a Thursday; 0 = Sunday
  const weekend = weekday === 0 || weekday === 6 ? 0.3 : 1;
  // Slow drift from week to week: a store gets busier or quieter.
  const week = Math.floor(local / (7 * DAY));
  const drift = 0.85 + 0.3 * uniform(p.hash, 1_000_000 + week);
  const n = Math.floor(ts / USER_COUNT_STEP);
  const noise = 1 + 0.25 * (uniform(p.hash, n) + uniform(p.hash, n + 7_777_777) - 1);
  const users = p.floor + p.peak * weekend * drift * shape((((local % DAY) + DAY) % DAY) / HOUR) * noise;
  return Math.max(0, Math.round(users));
}

/** Mean of the samples in [from, to) (epoch seconds, multiples of USER_COUNT_STEP); null when empty. */
export function userCountMean(p: UserCountProfile, from: number, to: number, stride = USER_COUNT_STEP): number | null {
  let sum = 0;
  let n = 0;
  for (let ts = from; ts < to; ts += stride) {
    sum += userCountAt(p, ts);
    n++;
  }
  return n === 0 ? null : Math.round((sum / n) * 10) / 10;
}

const floorTo = (ts: number, step: number) => Math.floor(ts / step) * step;

/**
 * What the poller reports at a 5-minute poll at `ts`: the sample, and the running means of the
 * hour and the day it falls in (EM7's hourly and daily normalised data).
 */
export function userCountPoll(d: Em7DeviceBrief, ts: number): UserCountPoint[] {
  const p = userCountProfile(d);
  const at = floorTo(ts, USER_COUNT_STEP);
  const ids = { stackId: d.stackId, deviceId: d.deviceId };
  const hour = floorTo(at, HOUR);
  const day = floorTo(at, DAY);
  return [
    { ...ids, step: USER_COUNT_STEP, ts: at, value: userCountAt(p, at) },
    { ...ids, step: HOUR, ts: hour, value: userCountMean(p, hour, at + USER_COUNT_STEP)! },
    { ...ids, step: DAY, ts: day, value: userCountMean(p, day, at + USER_COUNT_STEP)! },
  ];
}

/**
 * A device's history up to `nowS`: 5-minute samples for `rawDays`, hourly means for `hourlyDays`,
 * daily means for `dailyDays` (days counted back from today, today included). Means older than
 * the 5-minute history average every 3rd sample (hours) or every 12th (days): the same
 * expectation at a fraction of the cost, which matters for a large fleet's load.
 */
export function userCountHistory(
  d: Em7DeviceBrief,
  nowS: number,
  keep: { rawDays: number; hourlyDays: number; dailyDays: number },
): UserCountPoint[] {
  const p = userCountProfile(d);
  const ids = { stackId: d.stackId, deviceId: d.deviceId };
  const end = floorTo(nowS, USER_COUNT_STEP) + USER_COUNT_STEP;
  const today = floorTo(nowS, DAY);
  const out: UserCountPoint[] = [];
  for (let ts = today - (keep.rawDays - 1) * DAY; ts < end; ts += USER_COUNT_STEP)
    out.push({ ...ids, step: USER_COUNT_STEP, ts, value: userCountAt(p, ts) });
  const rawFrom = today - (keep.rawDays - 1) * DAY;
  for (let ts = today - (keep.hourlyDays - 1) * DAY; ts < end; ts += HOUR) {
    const stride = ts < rawFrom ? 3 * USER_COUNT_STEP : USER_COUNT_STEP;
    out.push({ ...ids, step: HOUR, ts, value: userCountMean(p, ts, Math.min(ts + HOUR, end), stride)! });
  }
  const hourlyFrom = today - (keep.hourlyDays - 1) * DAY;
  for (let ts = today - (keep.dailyDays - 1) * DAY; ts < end; ts += DAY) {
    const stride = ts < hourlyFrom ? 12 * USER_COUNT_STEP : USER_COUNT_STEP;
    out.push({ ...ids, step: DAY, ts, value: userCountMean(p, ts, Math.min(ts + DAY, end), stride)! });
  }
  return out;
}
