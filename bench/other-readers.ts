/**
 * Other users reading lists while a bench writes (issue 31 item 4: a big import must keep the
 * console usable for everyone else). Each reader asks the lists an operator's screens ask, one
 * after another with a short pause, and keeps every answer's time; a read that fails or passes
 * `timeoutMs` counts as a timeout at that time.
 */
import { percentile } from './stats';

/** What the Manage Devices, Events, Dashboard and CMDB screens ask first. */
const LIST_READS = [
  '/api/v1.0/es/devices/all?limit=50&sort=name&order=asc',
  '/api/v1.0/es/alerts?limit=50',
  '/api/v1.0/es/services/hierarchies',
  '/api/v1.0/es/devices/all?limit=50&query=nmd:CUST01&sort=name&order=asc',
];

export interface ReadFigures {
  /** The reads over a second: path and when it started (ms since the readers started). */
  slow: Array<{ path: string; at: number; ms: number }>;
  reads: number;
  failed: number;
  p50: number;
  p95: number;
  max: number;
}

export interface OtherReaders {
  /** Stops the readers and answers the figures of the reads since start (or since the last take). */
  take(): ReadFigures;
  stop(): Promise<void>;
}

export function startOtherReaders(baseUrl: string, headers: Record<string, string>, count: number, pauseMs = 200, timeoutMs = 60_000): OtherReaders {
  let samples: number[] = [];
  let slow: ReadFigures['slow'] = [];
  let failed = 0;
  const started = performance.now();
  let running = true;
  const reader = async (k: number) => {
    for (let i = k; running; i++) {
      const path = LIST_READS[i % LIST_READS.length];
      const t = performance.now();
      try {
        const res = await fetch(`${baseUrl}${path}`, { headers, signal: AbortSignal.timeout(timeoutMs) });
        await res.arrayBuffer();
        if (!res.ok) failed++;
      } catch {
        failed++;
      }
      const ms = performance.now() - t;
      samples.push(ms);
      if (ms > 1_000) slow.push({ path, at: Math.round(t - started), ms: Math.round(ms) });
      await new Promise((r) => setTimeout(r, pauseMs));
    }
  };
  const loops = Array.from({ length: count }, (_, k) => reader(k));
  return {
    take() {
      const sorted = [...samples].sort((a, b) => a - b);
      const figures = {
        slow,
        reads: sorted.length,
        failed,
        p50: percentile(sorted, 50) ?? 0,
        p95: percentile(sorted, 95) ?? 0,
        max: sorted.at(-1) ?? 0,
      };
      samples = [];
      slow = [];
      failed = 0;
      return figures;
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
