/**
 * Live stream (issue 20): N connected stream clients with a browser tab's views, and device state
 * writes at given rates through SQL (one device a statement up to 100 a second on one connection;
 * past that batches on two connections). Measures, per phase: p50/p95/p99 from a write's commit
 * to each client receiving the `changes` event that covers it (the first with id >= the write's
 * last change id); events sent against changes written (what coalescing merged, what became
 * {many}); the server's CPU and RSS with and without the clients.
 *   npx tsx bench/live-bench.ts [--engine postgres] [--devices 10000] [--clients 200] [--rates 100,5000] [--seconds 30] [--tag NAME]
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openLiveStream, type OpenStream } from '../apps/api/test/live-stream-client';
import { startServerProcess } from '../apps/api/test/server-process';
import { checkTag, resultsPath } from './bench-args';
import { openBenchDatabase } from './bench-database';
import { ProcSampler, type CpuSample } from './load/proc-sampler';
import { deviceStates, writeChanges, type Write } from './live-writer';
import { percentile } from './stats';
import { serviceTokenRetried, waitForDeviceIndex } from './wait-index';

const { values: v } = parseArgs({
  options: {
    engine: { type: 'string', default: 'postgres' },
    devices: { type: 'string', default: '10000' },
    clients: { type: 'string', default: '200' },
    rates: { type: 'string', default: '100,5000' },
    seconds: { type: 'string', default: '30' },
    tag: { type: 'string' },
  },
});
const tag = checkTag(v.tag);
const engine = v.engine as 'pglite' | 'postgres';
if (engine !== 'postgres') throw new Error('the live bench writes through a second connection: PostgreSQL only');
const devices = Number(v.devices);
const clientCount = Number(v.clients);
const rates = v.rates!.split(',').map(Number);
const seconds = Number(v.seconds);
const log = (s: string) => process.stdout.write(`${s}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// A fresh bench database and the real server on it.
// Its own database (fresh each run): never the shared nms_bench_<devices>_<alerts> other benches reuse.
const { database, env } = await openBenchDatabase(engine, devices, 1_000, false, tag ?? 'live');
const names = (await database.db.selectFrom('devices').select('name').orderBy('name').execute()).map((r) => String(r.name));
await database.close();
const server = await startServerProcess({ ...env, SIMULATOR: 'off', LOG_LEVEL: 'warn', API_RATE_LIMIT_PER_MINUTE: '0' }, 300_000);
log(`device index ready after ${await waitForDeviceIndex(server.url)} s`);
const token = await serviceTokenRetried(server.url);
const sampler = new ProcSampler(server.child.pid, new URL(env.DATABASE_URL).pathname.slice(1));
// Two writers past 100 a second: one connection's round trips top out near 4,600 device changes a second here.
const writers = [new pg.Client({ connectionString: env.DATABASE_URL }), new pg.Client({ connectionString: env.DATABASE_URL })];
for (const w of writers) await w.connect();

/** A browser tab's views: Manage Devices (filtered or not), Device Details, an events grid; every tab has the summary strip. */
const TABS = ['devices query', 'device details', 'events', 'devices'] as const;
const viewsOf = (i: number) => {
  const tab = [
    { id: 'grid', kind: 'devices', query: 'state:5' },
    { id: 'details', kind: 'device', name: names[(i * 7919) % names.length] },
    { id: 'events', kind: 'alerts' },
    { id: 'grid', kind: 'devices' },
  ][i % TABS.length];
  return [tab, { id: 'summary', kind: 'aggregates' }];
};

type Figures = { samples: number; p50: number; p95: number; p99: number; max: number };
const figures = (values: number[]): Figures => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) => Math.round(percentile(sorted, p) * 10) / 10;
  return { samples: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: Math.round(sorted.at(-1) ?? 0) };
};

interface Phase {
  name: string;
  clients: number;
  rate: number;
  seconds: number;
  writes: number;
  deviceChanges: number;
  achievedRate: number;
  cpu: CpuSample;
  /** Idle phases: the smallest heap seen (about the live size after a collection) and the median RSS, MB. */
  memory?: { heapUsedMinMb: number; rssMedianMb: number };
  latencyMs?: Figures & { byTab: Record<string, Figures> };
  events?: { changes: number; perClientPerSecond: number; viewsWithKeys: number; viewsMany: number; keysSent: number };
  server: Record<string, number>;
}

const scrape = async () => {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const sum = (re: RegExp) => [...text.matchAll(re)].reduce((a, m) => a + Number(m[1]), 0);
  return {
    records: sum(/^nms_live_records_total\{[^}]*\} (\S+)$/gm),
    changesEvents: sum(/^nms_live_events_sent_total\{event="changes"\} (\S+)$/gm),
    streamChanges: sum(/^nms_live_stream_changes_total (\S+)$/gm),
    viewsMany: sum(/^nms_live_views_many_total (\S+)$/gm),
    backpressure: sum(/^nms_live_backpressure_total (\S+)$/gm),
    indexWaits: sum(/^nms_live_index_waits_total (\S+)$/gm),
    liveClients: sum(/^nms_live_clients (\S+)$/gm),
  };
};

/** Samples the server's heap and RSS every 250 ms for `secs`. */
async function memoryFloor(secs: number) {
  const heap: number[] = [];
  const rss: number[] = [];
  for (const end = performance.now() + secs * 1000; performance.now() < end; await sleep(250)) {
    const text = await (await fetch(`${server.url}/metrics`)).text();
    heap.push(Number(/^nms_nodejs_heap_size_used_bytes (\S+)$/m.exec(text)?.[1]) / 2 ** 20);
    rss.push(Number(/^nms_process_resident_memory_bytes (\S+)$/m.exec(text)?.[1]) / 2 ** 20);
  }
  rss.sort((a, b) => a - b);
  return { heapUsedMinMb: Math.round(Math.min(...heap) * 10) / 10, rssMedianMb: Math.round(rss[rss.length >> 1] * 10) / 10 };
}

/** Commit-to-event latencies over every client and write: the first changes event whose id covers the write. */
function latencies(streams: OpenStream[], writes: Write[]): number[] {
  const out: number[] = [];
  for (const s of streams) {
    const events = s.events.filter((e) => e.event === 'changes' && e.id !== undefined).map((e) => ({ id: Number(e.id), at: e.at }));
    let j = 0;
    for (const w of writes) {
      while (j < events.length && events[j].id < w.id) j++;
      if (j === events.length) break;
      out.push(Math.max(0, events[j].at - w.at));
    }
  }
  return out;
}

async function phase(name: string, streams: OpenStream[], rate: number, secs: number): Promise<Phase> {
  const before = await scrape();
  const from = performance.now();
  const counts = streams.map((s) => s.events.length);
  sampler.sample();
  const memory = rate > 0 ? undefined : await memoryFloor(secs);
  const writes = rate > 0 ? await writeChanges(writers, names, rate, secs, deviceStates) : [];
  const cpu = sampler.sample();
  // Let the last window flush before counting.
  await sleep(1_500);
  const after = await scrape();
  const server = Object.fromEntries(Object.entries(after).map(([k, x]) => [k, k === 'liveClients' ? x : x - before[k as keyof typeof before]]));
  const elapsed = (performance.now() - from) / 1000;
  const result: Phase = {
    name,
    clients: streams.length,
    rate,
    seconds: secs,
    writes: writes.length,
    deviceChanges: writes.reduce((a, w) => a + w.devices, 0),
    achievedRate: writes.reduce((a, w) => a + w.devices, 0) / secs,
    cpu,
    memory,
    server,
  };
  if (streams.length > 0) {
    const got = streams.flatMap((s, i) => s.events.slice(counts[i]).filter((e) => e.event === 'changes'));
    const views = got.flatMap((e) => Object.values((e.data as { views: Record<string, { keys?: string[]; many?: true }> }).views));
    result.events = {
      changes: got.length,
      perClientPerSecond: got.length / streams.length / elapsed,
      viewsWithKeys: views.filter((x) => x.keys).length,
      viewsMany: views.filter((x) => x.many).length,
      keysSent: views.reduce((a, x) => a + (x.keys?.length ?? 0), 0),
    };
    if (writes.length > 0) {
      const byTab = Object.fromEntries(
        TABS.map((tab, t) => [
          tab,
          figures(
            latencies(
              streams.filter((_, i) => i % TABS.length === t),
              writes,
            ),
          ),
        ]),
      );
      result.latencyMs = { ...figures(latencies(streams, writes)), byTab };
    }
  }
  log(
    `${name}: ${result.achievedRate.toFixed(0)} changes/s, server ${cpu.serverCores.toFixed(2)} cores ${cpu.serverRssMb.toFixed(0)} MB, ` +
      `postgres ${cpu.postgresCores.toFixed(2)} cores` +
      (result.latencyMs ? `, latency p50 ${result.latencyMs.p50} p95 ${result.latencyMs.p95} p99 ${result.latencyMs.p99} ms` : '') +
      (result.events ? `, ${result.events.perClientPerSecond.toFixed(2)} events/s per client, ${result.events.viewsMany} views many` : ''),
  );
  return result;
}

const phases: Phase[] = [];
try {
  phases.push(await phase('idle, no clients', [], 0, 15));
  const streams = await Promise.all(Array.from({ length: clientCount }, (_, i) => openLiveStream(server.url, token, { views: viewsOf(i) })));
  if (streams.some((s) => s.status !== 200)) throw new Error(`streams refused: ${streams.filter((s) => s.status !== 200).length}`);
  await Promise.all(streams.map((s) => s.next((e) => e.event === 'hello')));
  phases.push(await phase(`idle, ${clientCount} clients`, streams, 0, 15));
  for (const rate of rates) phases.push(await phase(`${rate}/s, ${clientCount} clients`, streams, rate, seconds));
  const ended = streams.filter((s) => s.events.some((e) => e.event === 'reauth' || e.event === 'resync')).length;
  for (const s of streams) s.close();
  await sleep(1_000);
  for (const rate of rates) phases.push(await phase(`${rate}/s, no clients`, [], rate, Math.min(seconds, 15)));

  const idle = phases[0].cpu;
  const connected = phases[1].cpu;
  const perHundred = {
    heapMb: ((phases[1].memory!.heapUsedMinMb - phases[0].memory!.heapUsedMinMb) * 100) / clientCount,
    rssMb: ((phases[1].memory!.rssMedianMb - phases[0].memory!.rssMedianMb) * 100) / clientCount,
    coresIdle: ((connected.serverCores - idle.serverCores) * 100) / clientCount,
    ...Object.fromEntries(
      rates.map((rate) => {
        const withClients = phases.find((p) => p.name === `${rate}/s, ${clientCount} clients`)!.cpu;
        const without = phases.find((p) => p.name === `${rate}/s, no clients`)!.cpu;
        return [`coresAt${rate}`, ((withClients.serverCores - without.serverCores) * 100) / clientCount];
      }),
    ),
  };
  log(`per 100 clients: ${JSON.stringify(perHundred)}; streams told resync or reauth: ${ended}`);
  const out = resultsPath(`live-${engine}-${devices}.json`, tag);
  writeFileSync(
    out,
    JSON.stringify({ engine, devices, clients: clientCount, rates, seconds, at: new Date().toISOString(), perHundred, phases }, null, 2),
  );
  log(`wrote ${out}`);
} finally {
  for (const w of writers) await w.end();
  server.child.kill('SIGTERM');
  await server.exited;
}
