import { hashSeed } from '../prng';

const DAY = 86_400_000;
/** Carriers bill a little more than the modem counts (signalling and IP overhead). */
export const CARRIER_OVERHEAD = 1.015;

/** The billing cycle's start: the calendar month (UTC) of `t`. */
export function cycleStart(t: number): number {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

/**
 * A line's mean use in MB a day, stable per line. Most Cradlepoints are cellular backup and
 * move little data; about one in seven carries a site in failover or as its primary.
 */
export function lineRate(line: string): number {
  const u = hashSeed(0x0c9a, 'cradlepoint-rate', line) / 4294967296;
  return u < 0.85 ? 5 + (u / 0.85) * 145 : 400 + ((u - 0.85) / 0.15) * 1200;
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/**
 * MB used by a line from the start of the billing cycle to `t`: grows steadily with time and
 * starts again at zero each month, so every report is consistent with every other of the line.
 */
export function usageAt(line: string, t: number): number {
  return round3((lineRate(line) * (t - cycleStart(t))) / DAY);
}

/** What the carrier bills for the line as of `t`. */
export const carrierUsageAt = (phone: string, t: number): number => round3(usageAt(phone, t) * CARRIER_OVERHEAD);

/** The line an ECM record's usage follows: its phone number, else the router (no number reported). */
export const ecmLine = (r: { phone: string | null; name: string }): string => r.phone ?? r.name;
