import { readFileSync } from 'node:fs';

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

/** The machine's 1-minute load average (NaN where /proc is missing): a figure means little without it on a shared host. */
export function loadAvg1(): number {
  try {
    return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  } catch {
    return Number.NaN;
  }
}

export async function timeIt(iterations: number, fn: () => Promise<unknown>) {
  const load1Before = loadAvg1();
  for (let i = 0; i < 3; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), max: samples[samples.length - 1], load1Before, load1After: loadAvg1() };
}

export const ms = (n: number) => n.toFixed(1);

type Loaded = { load1Before: number; load1After: number };
/** The load column of a table: 1-minute load average before the first → after the last timing of a row. */
export const load = (...ts: Loaded[]) => `${ts[0].load1Before.toFixed(2)}→${ts.at(-1)!.load1After.toFixed(2)}`;
