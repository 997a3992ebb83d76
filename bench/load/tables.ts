import type { CpuSample } from './proc-sampler';
import type { CallFigures } from './recorder';

const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');

/** Markdown table of per-call figures (the "all" row last). */
export function figuresTable(rows: CallFigures[]): string {
  return [
    '| call | calls | errors | calls/s | p50 | p95 | p99 | max |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.call} | ${r.count} | ${r.errors} | ${f1(r.perSecond)} | ${f1(r.p50)} | ${f1(r.p95)} | ${f1(r.p99)} | ${f1(r.max)} |`),
  ].join('\n');
}

/** Markdown table of the CPU/memory samples over time. */
export function samplesTable(samples: Array<CpuSample & { operators: number }>): string {
  return [
    '| time | operators | server cores | server MB | postgres cores | postgres MB (sum of RSS) | machine CPU % | load 1m |',
    '|---|---|---|---|---|---|---|---|',
    ...samples.map(
      (s) =>
        `| ${new Date(s.at).toISOString().slice(11, 19)} | ${s.operators} | ${s.serverCores.toFixed(2)} | ${s.serverRssMb.toFixed(0)} | ${s.postgresCores.toFixed(2)} | ${s.postgresRssMb.toFixed(0)} | ${s.machinePct.toFixed(0)} | ${s.load1.toFixed(2)} |`,
    ),
  ].join('\n');
}
