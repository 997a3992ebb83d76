/**
 * Load (issue 19, Deliver 7): N simulated operators polling their screens at the spec's rates
 * plus writers (device changes through the ingest API, alerts through the Alertmanager webhook,
 * which move device states), against a running server, for a duration: throughput, errors, p50/p95/p99 per call,
 * and CPU/memory of the server, PostgreSQL and the machine every `--sample` seconds.
 *   against a server you run:  --url http://127.0.0.1:8080 [--token T] [--server-pid P] [--pg-db NAME] [--webhook-token W]
 *   or on a bench database:    --engine postgres --devices 20000 --alerts 20000 [--tag NAME]
 *   steady:  --operators 200 --duration 300       ramp:  --ramp [--step 200 --step-seconds 60 --max 3000]
 * The ramp adds `--step` operators every `--step-seconds` and stops at the knee: the first step
 * whose p99 over the operators' reads passes `--p99-limit` (250 ms) or that has an error (read or write).
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { serviceToken, startServerProcess, type ServerProcess } from '../apps/api/test/server-process';
import { waitForDeviceIndex } from './wait-index';
import { checkTag, fleetAlerts, resultsPath } from './bench-args';
import { openBenchDatabase } from './bench-database';
import { OperatorPool, type Target } from './load/operators';
import { ProcSampler, type CpuSample } from './load/proc-sampler';
import { Recorder, type CallFigures } from './load/recorder';
import { screens } from './load/screens';
import { startWriters } from './load/writers';
import { figuresTable, samplesTable } from './load/tables';

const { values: v } = parseArgs({
  options: {
    url: { type: 'string' },
    token: { type: 'string' },
    'server-pid': { type: 'string' },
    'pg-db': { type: 'string' },
    'webhook-token': { type: 'string' },
    engine: { type: 'string', default: 'postgres' },
    devices: { type: 'string', default: '20000' },
    alerts: { type: 'string' },
    tag: { type: 'string' },
    operators: { type: 'string', default: '200' },
    duration: { type: 'string', default: '300' },
    ramp: { type: 'boolean', default: false },
    step: { type: 'string', default: '200' },
    'step-seconds': { type: 'string', default: '60' },
    max: { type: 'string', default: '3000' },
    'p99-limit': { type: 'string', default: '250' },
    'device-changes': { type: 'string', default: '20' },
    'alert-rate': { type: 'string', default: '10' },
    sample: { type: 'string', default: '10' },
  },
});
const tag = checkTag(v.tag);
const log = (s: string) => process.stdout.write(`${s}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// The server: one given by URL, or the real server started here on a bench database.
let server: ServerProcess | undefined;
let url = v.url;
let serverPid = v['server-pid'] ? Number(v['server-pid']) : undefined;
let pgDb = v['pg-db'];
let webhookToken = v['webhook-token'];
const engine = v.engine as 'pglite' | 'postgres';
const devices = Number(v.devices);
if (!url) {
  const alerts = fleetAlerts(devices, v.alerts, devices);
  const { database, env } = await openBenchDatabase(engine, devices, alerts, true, tag);
  await database.close();
  webhookToken = 'load-bench-webhook-secret';
  // Every simulated operator calls with the one service token: the per-token rate limit (6,000 a
  // minute, meant for one person or script) would be the knee at ~550 operators, not the server.
  server = await startServerProcess(
    { ...env, SIMULATOR: 'off', INGEST_WEBHOOK_TOKEN: webhookToken, LOG_LEVEL: 'warn', API_RATE_LIMIT_PER_MINUTE: '0' },
    300_000,
  );
  console.log(`device index ready after ${await waitForDeviceIndex(server.url)} s`);
  url = server.url;
  serverPid = server.child.pid;
  pgDb = env.DATABASE_URL ? new URL(env.DATABASE_URL).pathname.slice(1) : undefined;
}
const target: Target = { url, headers: { authorization: `Bearer ${v.token ?? (await serviceToken(url))}` } };

// Devices to open and to write to: the first 2,000 of the fleet by name, read through the API.
const list = await fetch(`${url}/api/v1.0/es/devices/all?limit=2000`, { headers: target.headers });
if (!list.ok) throw new Error(`device list: ${list.status} ${await list.text()}`);
const names = ((await list.json()) as { data: Array<{ name: string }> }).data.map((d) => d.name);
if (names.length === 0) throw new Error('the server has no devices');

const rec = new Recorder();
const sampler = new ProcSampler(serverPid, pgDb);
const samples: Array<CpuSample & { operators: number }> = [];
const pool = new OperatorPool(target, screens(names), rec);
const stopWriters = startWriters({ target, names, deviceChanges: Number(v['device-changes']), alerts: Number(v['alert-rate']), webhookToken, rec });

const sampleEvery = Number(v.sample) * 1000;
const sampling = setInterval(() => {
  const s = { ...sampler.sample(), operators: pool.count };
  samples.push(s);
  const all = rec.figures().at(-1)!;
  log(
    `${new Date(s.at).toISOString().slice(11, 19)} operators ${pool.count} | server ${s.serverCores.toFixed(2)} cores ${s.serverRssMb.toFixed(0)} MB | postgres ${s.postgresCores.toFixed(2)} cores | machine ${s.machinePct.toFixed(0)}% load ${s.load1} | so far ${all.count} reads, ${all.errors} errors, reads p99 ${all.p99.toFixed(1)} ms`,
  );
}, sampleEvery);

interface Step {
  operators: number;
  figures: CallFigures[];
  cpu: CpuSample[];
}
const steps: Step[] = [];
let knee: { lastGood?: number; firstBad?: number; reason?: string } | undefined;

if (v.ramp) {
  const limit = Number(v['p99-limit']);
  knee = {};
  for (let n = Number(v.step); n <= Number(v.max); n += Number(v.step)) {
    pool.grow(n);
    rec.reset();
    const from = samples.length;
    await sleep(Number(v['step-seconds']) * 1000);
    const figures = rec.figures();
    steps.push({ operators: n, figures, cpu: samples.slice(from) });
    const all = figures.at(-1)!;
    log(
      `step ${n} operators: ${all.count} reads, ${all.errors} errors, reads p50 ${all.p50.toFixed(1)} p95 ${all.p95.toFixed(1)} p99 ${all.p99.toFixed(1)} ms`,
    );
    if (all.errors > 0 || all.p99 > limit) {
      knee = { lastGood: knee.lastGood, firstBad: n, reason: all.errors > 0 ? `${all.errors} errors` : `p99 ${all.p99.toFixed(1)} ms > ${limit} ms` };
      break;
    }
    knee.lastGood = n;
  }
} else {
  pool.grow(Number(v.operators));
  await sleep(Number(v.duration) * 1000);
  steps.push({ operators: pool.count, figures: rec.figures(), cpu: samples.slice() });
}

clearInterval(sampling);
stopWriters();
await pool.stop();
if (server) {
  server.child.kill('SIGTERM');
  await server.exited;
}

const out = resultsPath(`load-${v.ramp ? 'ramp' : 'steady'}-${engine}-${devices}.json`, tag);
writeFileSync(
  out,
  JSON.stringify({ url, devices, engine, ramp: v.ramp, at: new Date().toISOString(), knee, steps, samples, errors: rec.errors() }, null, 2),
);
for (const s of steps) log(`\n${s.operators} operators\n${figuresTable(s.figures)}`);
log(`\nCPU and memory every ${v.sample} s\n${samplesTable(samples)}`);
if (knee)
  log(
    `\nknee: ${knee.firstBad ? `${knee.firstBad} operators (${knee.reason}); last good ${knee.lastGood ?? 'none'}` : `not reached up to ${v.max}`}`,
  );
if (rec.errors().length) log(`\nfirst errors:\n${rec.errors().join('\n')}`);
log(`wrote ${out}`);
