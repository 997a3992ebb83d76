/**
 * SNMP poller (issue 16): one `npm run poller` process against PostgreSQL polls 10,000 devices a
 * minute. The devices are real SNMP agents' worth of requests: `--agents` real Debian snmpd on
 * 127.0.0.1 (free ports), each polled under `--devices / --agents` device names (one agent polled
 * under many names; every poll is a full SNMP exchange: GET sysUpTime+sysName, then the ifTable
 * and ifXTable column walks). A fresh database `nms_bench_poller` holds only those devices.
 *   node --import tsx bench/poller-bench.ts [--devices 10000 --agents 2 --concurrency 200 --window 60]
 * Passes:
 *   1. floor: the same polls straight from net-snmp in this process (same client code, same
 *      concurrency, no database): polls/min and this process's CPU.
 *   2. catch-up: every device due at once; the time until all are polled is the process's capacity.
 *   3. steady: POLL_INTERVAL_MS=60000 for `--window` s: polls done in the window (the goal is every
 *      device once a minute), poll duration p50/p95 (poll_targets.last_duration_ms), CPU of the
 *      poller process and of the agents (from /proc), and the series store's row writes a second
 *      (issue 31 item 3: a poll also reads HOST-RESOURCES-MIB and writes its series).
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { mapPool } from '../apps/api/src/modules/poller/pool';
import { pollSnmp } from '../apps/api/src/modules/poller/snmp-poll';
import { currentSecretsKeyring } from '../apps/api/src/lib/secrets/keyring';
import { putCredentials } from '../apps/api/src/modules/snmp/credentials';
import { startSnmpd, type Snmpd } from '../apps/api/test/peers/snmpd';
import { checkTag, resultsPath } from './bench-args';
import { ms, percentile as pct } from './stats';

/** NaN for an empty window instead of a crash. */
const percentile = (sorted: number[], p: number) => (sorted.length ? pct(sorted, p) : Number.NaN);

const { values } = parseArgs({
  options: {
    devices: { type: 'string', default: '10000' },
    agents: { type: 'string', default: '2' },
    concurrency: { type: 'string', default: '200' },
    window: { type: 'string', default: '60' },
    tag: { type: 'string' },
  },
});
const devices = Number(values.devices);
const agentCount = Number(values.agents);
const concurrency = Number(values.concurrency);
const windowS = Number(values.window);
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const tag = checkTag(values.tag);
const NAME = tag ? `nms_bench_poller_${tag}` : 'nms_bench_poller';
const opts = { timeoutMs: 2000, retries: 1 };
const log = (s: string) => process.stdout.write(`${s}\n`);

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
}
const sleep = (msec: number) => new Promise((r) => setTimeout(r, msec));

const admin = new pg.Client({ connectionString: PG_ADMIN });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${NAME}`);
await admin.end();
const url = new URL(PG_ADMIN);
url.pathname = `/${NAME}`;
const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
const db = database.db;
await migrate(db);

/** Pids of this process's children whose command is `name` (the agents startSnmpd spawned). */
function childPids(name: string): number[] {
  const kids = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').split(' ').filter(Boolean).map(Number);
  return kids.filter((pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] === name);
}

const agents: Snmpd[] = [];
for (let i = 0; i < agentCount; i++) agents.push(await startSnmpd({ sysName: `bench-agent-${i}` }));
const agentPids = childPids('snmpd');
const agentCpu = () => agentPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
const names = Array.from({ length: devices }, (_, i) => `poll-${String(i).padStart(6, '0')}`);
const portOf = (i: number) => agents[i % agentCount].port;

// Pass 1: the floor, straight from net-snmp.
const floorTargets = names.map((_, i) => ({ host: '127.0.0.1', port: portOf(i), version: '2c' as const, community: agents[0].community }));
const floorCpu0 = process.cpuUsage();
const floorAgents0 = agentCpu();
const t = performance.now();
const floorPolls = await mapPool(floorTargets, concurrency, (target) => pollSnmp(target, opts));
const floorS = (performance.now() - t) / 1000;
const floorCpuS = (() => {
  const u = process.cpuUsage(floorCpu0);
  return (u.user + u.system) / 1e6;
})();
const floorDur = floorPolls.map((p) => p.durationMs).sort((a, b) => a - b);
const floor = {
  polls: devices,
  failed: floorPolls.filter((p) => !p.reachable || !p.interfaces).length,
  seconds: floorS,
  pollsPerMinute: (devices / floorS) * 60,
  p50Ms: percentile(floorDur, 50),
  p95Ms: percentile(floorDur, 95),
  cpuPercentOfCore: (floorCpuS / floorS) * 100,
  agentsCpuPercentOfCore: ((agentCpu() - floorAgents0) / floorS) * 100,
};
log(
  `floor: ${devices} polls in ${floorS.toFixed(1)} s = ${Math.round(floor.pollsPerMinute)}/min, p50 ${ms(floor.p50Ms)} p95 ${ms(floor.p95Ms)} ms, CPU ${floor.cpuPercentOfCore.toFixed(0)}%, agents ${floor.agentsCpuPercentOfCore.toFixed(0)}%, failed ${floor.failed}`,
);

// The fleet: devices at the agents, one credential.
await putCredentials(db, [{ name: 'bench', version: '2c', community: agents[0].community }], { sub: 'bench', name: 'bench' }, undefined);
await sql`
  INSERT INTO devices (name, management_ip, state, product_category)
  SELECT n, '127.0.0.1', 5, 'Router' FROM unnest(${names}::text[]) AS n`.execute(db);
await sql`
  INSERT INTO device_snmp (device_name, credential, port)
  SELECT n, 'bench', p FROM unnest(${names}::text[], ${names.map((_, i) => portOf(i))}::int[]) AS x(n, p)`.execute(db);
await sql`VACUUM ANALYZE`.execute(db);

// Passes 2 and 3: one poller process.
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/poller.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    DATABASE_URL: url.toString(),
    // The credential was sealed in this process: the poller opens it with the same secrets key.
    SECRETS_KEY: currentSecretsKeyring().current.toString('hex'),
    POLLER_ID: 'bench',
    LOG_LEVEL: 'warn',
    SIMULATOR: 'off',
    IMPACT_REFRESH_MS: '0',
    POLL_INTERVAL_MS: '60000',
    POLL_TIMEOUT_MS: String(opts.timeoutMs),
    POLL_RETRIES: String(opts.retries),
    POLL_CONCURRENCY: String(concurrency),
    POLL_ICMP: 'off',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const pid = child.pid!;
const polledSince = async (since: number) =>
  Number(
    (
      await sql<{ n: string }>`
  SELECT count(*) AS n FROM poll_targets WHERE last_polled_at >= ${since}::bigint`.execute(db)
    ).rows[0].n,
  );
const durations = async (since: number) =>
  (
    await sql<{ d: number }>`
  SELECT last_duration_ms AS d FROM poll_targets WHERE last_polled_at >= ${since}::bigint ORDER BY 1`.execute(db)
  ).rows.map((r) => r.d);
const unreachable = async () =>
  Number((await sql<{ n: string }>`SELECT count(*) AS n FROM poll_targets WHERE reachable IS NOT TRUE`.execute(db)).rows[0].n);

// Catch-up: every device is due at once (the poller's first sync makes them due now).
const startedAt = Date.now();
while ((await polledSince(0)) === 0) await sleep(200);
const firstPollAt = Date.now();
const cpu0 = cpuSeconds(pid);
const agents0 = agentCpu();
while ((await polledSince(0)) < devices) await sleep(200);
const catchUpS = (Date.now() - firstPollAt) / 1000;
const catchUpDur = await durations(0);
const catchUp = {
  seconds: catchUpS,
  startSeconds: (firstPollAt - startedAt) / 1000,
  pollsPerMinute: (devices / catchUpS) * 60,
  p50Ms: percentile(catchUpDur, 50),
  p95Ms: percentile(catchUpDur, 95),
  cpuPercentOfCore: ((cpuSeconds(pid) - cpu0) / catchUpS) * 100,
  agentsCpuPercentOfCore: ((agentCpu() - agents0) / catchUpS) * 100,
  unreachable: await unreachable(),
};
log(
  `catch-up: ${devices} devices in ${catchUpS.toFixed(1)} s = ${Math.round(catchUp.pollsPerMinute)}/min, p50 ${ms(catchUp.p50Ms)} p95 ${ms(catchUp.p95Ms)} ms, ` +
    `CPU ${catchUp.cpuPercentOfCore.toFixed(0)}%, agents ${catchUp.agentsCpuPercentOfCore.toFixed(0)}%, unreachable ${catchUp.unreachable}`,
);

/** Rows the polls wrote to the series store so far (inserted + updated chunk rows), from PostgreSQL's statistics. */
const seriesRowWrites = async () => {
  await sql`SELECT pg_stat_clear_snapshot()`.execute(db);
  const { rows } = await sql<{ n: string }>`
    SELECT coalesce(sum(n_tup_ins + n_tup_upd), 0) AS n FROM pg_stat_user_tables WHERE relname IN ('metric_chunks', 'metric_series')`.execute(db);
  return Number(rows[0].n);
};

// Steady: the devices come due again one interval after their first poll.
await sleep(5_000);
const windowStart = Date.now();
const cpu1 = cpuSeconds(pid);
const agents1 = agentCpu();
const writes1 = await seriesRowWrites();
await sleep(windowS * 1000);
const windowEnd = Date.now();
// The statistics reach the view within a second of a commit.
await sleep(1_500);
const seriesRows = (await seriesRowWrites()) - writes1;
const seriesCount = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM metric_series`.execute(db)).rows[0].n);
const steadyS = (windowEnd - windowStart) / 1000;
const steadyPolls = await polledSince(windowStart);
const steadyDur = await durations(windowStart);
const lagging = Number(
  (
    await sql<{ n: string }>`
  SELECT count(*) AS n FROM poll_targets WHERE next_poll_at < ${windowEnd - 5_000}::bigint`.execute(db)
  ).rows[0].n,
);
const steady = {
  seconds: steadyS,
  polls: steadyPolls,
  pollsPerMinute: (steadyPolls / steadyS) * 60,
  p50Ms: percentile(steadyDur, 50),
  p95Ms: percentile(steadyDur, 95),
  cpuPercentOfCore: ((cpuSeconds(pid) - cpu1) / steadyS) * 100,
  agentsCpuPercentOfCore: ((agentCpu() - agents1) / steadyS) * 100,
  overdueBy5s: lagging,
  unreachable: await unreachable(),
  seriesPerDevice: seriesCount / devices,
  seriesRowWritesPerSecond: seriesRows / steadyS,
};
log(
  `steady: ${steadyPolls} polls in ${steadyS.toFixed(0)} s = ${Math.round(steady.pollsPerMinute)}/min, p50 ${ms(steady.p50Ms)} p95 ${ms(steady.p95Ms)} ms, ` +
    `CPU ${steady.cpuPercentOfCore.toFixed(0)}%, agents ${steady.agentsCpuPercentOfCore.toFixed(0)}%, overdue >5 s ${lagging}, unreachable ${steady.unreachable}, ` +
    `${steady.seriesPerDevice.toFixed(1)} series a device, ${Math.round(steady.seriesRowWritesPerSecond)} series rows written/s`,
);

child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
for (const a of agents) await a.dispose();
await database.close();
const out = {
  devices,
  agents: agentCount,
  concurrency,
  timeoutMs: opts.timeoutMs,
  retries: opts.retries,
  at: new Date().toISOString(),
  cores: cpus().length,
  loadAverage: loadavg(),
  floor,
  catchUp,
  steady,
};
const outFile = resultsPath(`poller-postgres-${devices}.json`, tag);
writeFileSync(outFile, `${JSON.stringify(out, null, 2)}\n`);
log(`wrote ${outFile}`);
