/**
 * Per-second rate of a counter between two polls; null when either reading is missing or the
 * counter went down (a wrap of a 32-bit counter or an agent restart: the true delta is unknown,
 * and a guess would draw a spike that never happened).
 */
export function counterRate(before: string | null, after: string | null, seconds: number): number | null {
  if (before === null || after === null || !(seconds > 0)) return null;
  const delta = BigInt(after) - BigInt(before);
  if (delta < 0n) return null;
  return Number(delta) / seconds;
}

/** Bytes per second as Mbps, to the bit per second (what the charts draw). */
export const mbpsOf = (bytesPerSecond: number): number => Math.round(((bytesPerSecond * 8) / 1e6) * 1e6) / 1e6;
