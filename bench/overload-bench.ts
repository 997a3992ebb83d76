/**
 * Overload (issue 30 item 9): goodput at and past capacity. Starts the real server on a small
 * simulated fleet, offers device-list pages (several statements each) at rising open-loop rates
 * until the knee (the highest rate served at >= 90 % within the client timeout), then offers
 * twice the knee's rate and reports the goodput there: admitted requests finish, the rest are
 * refused at once, so goodput at 2x stays near the knee's instead of collapsing.
 *   --engine pglite|postgres  --fleet 2000  --step-seconds 8  --overload-seconds 16
 *   --client-timeout-ms 10000  --deadline-ms 5000  [--tag NAME]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createPostgresDatabase } from '../apps/api/test/postgres-admin';
import { serviceToken, startServerProcess } from '../apps/api/test/server-process';
import { checkTag, resultsPath } from './bench-args';
import { loadAvg1, percentile } from './stats';

const { values: v } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    fleet: { type: 'string', default: '2000' },
    'step-seconds': { type: 'string', default: '8' },
    'overload-seconds': { type: 'string', default: '16' },
    'client-timeout-ms': { type: 'string', default: '10000' },
    'deadline-ms': { type: 'string', default: '5000' },
    rates: { type: 'string', default: '5,10,20,40,80,160,320' },
    tag: { type: 'string' },
  },
});
const tag = checkTag(v.tag);
const engine = v.engine as 'pglite' | 'postgres';
const clientTimeoutMs = Number(v['client-timeout-ms']);
const log = (s: string) => process.stdout.write(`${s}\n`);

interface Step {
  offered: number;
  seconds: number;
  sent: number;
  ok: number;
  refused: number;
  late: number;
  other: number;
  goodput: number;
  p50: number;
  p99: number;
  load1: number;
}

/** Offers `rate` requests a second for `seconds`, each one a fresh page of the device list. */
async function offer(url: string, headers: Record<string, string>, rate: number, seconds: number): Promise<Step> {
  const started = performance.now();
  const okMs: number[] = [];
  let sent = 0;
  let refused = 0;
  let late = 0;
  let other = 0;
  const inflight: Array<Promise<void>> = [];
  const one = async (i: number) => {
    const t0 = performance.now();
    try {
      const res = await fetch(`${url}/api/v1.0/es/devices/all?limit=50&offset=${(i * 37) % 1500}&sort=name`, {
        headers,
        signal: AbortSignal.timeout(clientTimeoutMs),
      });
      await res.arrayBuffer();
      if (res.status === 200) okMs.push(performance.now() - t0);
      else if (res.status === 503 || res.status === 429) refused++;
      else other++;
    } catch {
      late++; // the client gave up: work the server did for nobody
    }
  };
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    while (sent < due) inflight.push(one(sent++));
    await new Promise((r) => setTimeout(r, 5));
  }
  await Promise.all(inflight);
  const sorted = okMs.sort((a, b) => a - b);
  return {
    offered: rate,
    seconds,
    sent,
    ok: okMs.length,
    refused,
    late,
    other,
    goodput: Math.round((okMs.length / seconds) * 10) / 10,
    p50: Math.round(percentile(sorted, 50) ?? 0),
    p99: Math.round(percentile(sorted, 99) ?? 0),
    load1: loadAvg1(),
  };
}

/** The service token; a start-up still settling may answer 503 first. */
async function tokenOf(url: string): Promise<string> {
  for (let i = 0; ; i++) {
    try {
      return await serviceToken(url);
    } catch (err) {
      if (i >= 30) throw err;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

const dir = mkdtempSync(join(tmpdir(), 'nms-overload-bench-'));
const pg = engine === 'postgres' ? await createPostgresDatabase() : undefined;
const server = await startServerProcess(
  {
    ...(pg ? { DATABASE_URL: pg.url } : { DATA_DIR: dir }),
    FLEET_SIZE: v.fleet!,
    SIMULATOR_LIVE: 'off',
    API_RATE_LIMIT_PER_MINUTE: '0',
    REQUEST_DEADLINE_MS: v['deadline-ms']!,
    // The database admission and the deadline are under test; the event-loop guard would refuse
    // on this shared host's lag alone (its own test: resilience-overload.test.ts).
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    LOG_LEVEL: 'error',
  },
  600_000,
);
try {
  const headers = { authorization: `Bearer ${await tokenOf(server.url)}` };
  const steps: Step[] = [];
  for (const rate of v.rates!.split(',').map(Number)) {
    const step = await offer(server.url, headers, rate, Number(v['step-seconds']));
    steps.push(step);
    log(JSON.stringify(step));
    if (step.ok < 0.9 * step.sent) break;
  }
  const served = steps.filter((s) => s.ok >= 0.9 * s.sent);
  const knee = served.at(-1) ?? steps[0];
  const overload = await offer(server.url, headers, 2 * knee.offered, Number(v['overload-seconds']));
  log(`knee ${knee.offered}/s (goodput ${knee.goodput}/s); at 2x (${overload.offered}/s) goodput ${overload.goodput}/s`);
  log(JSON.stringify(overload));
  const result = { engine, fleet: Number(v.fleet), clientTimeoutMs, deadlineMs: Number(v['deadline-ms']), steps, knee, overload };
  writeFileSync(resultsPath(`overload-${engine}.json`, tag), JSON.stringify(result, null, 2));
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  await pg?.drop();
  rmSync(dir, { recursive: true, force: true });
}
