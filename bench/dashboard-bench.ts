/**
 * Dashboard (issue 6): the Summary View doughnut cards (es/devices/summary, 8 card queries), the
 * network chart tree (All Devices, All Datacenters), the hierarchy and the 4 Event Stats windows.
 *   cold: the service function in-process with no cache (the first request after 15 s)
 *   poll: the same with the app's alert-count hour memo kept (a dashboard's 60 s poll)
 *   warm: through the real server over HTTP, repeated within 15 s (TTL cache hits for the
 *         cached routes; es/devices/summary is not cached)
 *   SQL:  the same statements sent straight to the driver (the floor); HI and AC* keep the full
 *         statements over the alerts they ran before migration 027's counters, for comparison
 *   counters SQL: HI and AC*'s statements over the counters (what cold runs now), straight to the driver
 *   node --import tsx bench/dashboard-bench.ts --engine postgres --devices 1000000 --alerts 1000000 --reuse [--tag NAME]
 * Load 1m: the 1-minute load average before → after the warm API case (every timing has its own in the JSON).
 */
import { writeFileSync } from 'node:fs';
import { ALERT_WINDOWS, SUMMARY_VIEW_CARDS, formatAlertCountDate, type AlertCountQuery, type NetworkChartType } from '@nms/contract';
import type { CompiledQuery, RawBuilder } from 'kysely';
import { alertCountPlan, alertCount } from '../apps/api/src/modules/alert-stats/service';
import { HourMemo } from '../apps/api/src/modules/alert-stats/hour-memo';
import { bucketCountersStatement, hourCountsStatement } from '../apps/api/src/modules/alert-stats/repository';
import { deviceSummary, summaryStatement } from '../apps/api/src/modules/es/devices-service';
import { networkChart } from '../apps/api/src/modules/network-tree/charts';
import { hierarchies } from '../apps/api/src/modules/network-tree/hierarchy';
import {
  activeAlertCountersStatement,
  activeAlertsByKeyStatement,
  groupsStatement,
  sliceStatement,
} from '../apps/api/src/modules/network-tree/repository';
import { serviceToken, startServerProcess } from '../apps/api/test/server-process';
import { waitForDeviceIndex } from './wait-index';
import { benchArgs, resultsPath } from './bench-args';
import { openBenchDatabase } from './bench-database';
import { load, ms, timeIt } from './stats';

const { engine, devices, iterations, reuse, alerts, tag } = benchArgs(100);

const { database, env } = await openBenchDatabase(engine, devices, alerts, reuse, tag);
const db = database.db;
const enc = encodeURIComponent;
const run = (q: CompiledQuery) =>
  database.pglite ? database.pglite.query(q.sql, q.parameters as unknown[]) : database.pool!.query(q.sql, q.parameters as unknown[]);
/** Statements compiled once, run together as the service runs them. */
const floorOf = (...statements: RawBuilder<unknown>[]) => {
  const compiled = statements.map((s) => s.compile(db));
  return () => Promise.all(compiled.map(run));
};

interface Input {
  path: string;
  cold: () => Promise<unknown>;
  /** A dashboard's 60 s poll: TTL cache expired, alert-count hour memo kept (absent: same as cold). */
  polled?: () => Promise<unknown>;
  floor: () => Promise<unknown>;
  /** The statements over the alert counters (migration 027) the cold path now runs. */
  counters?: () => Promise<unknown>;
}
interface Case {
  id: string;
  what: string;
  inputs: Input[];
}

const chart = (type: NetworkChartType, ...statements: RawBuilder<unknown>[]): Input => ({
  path: `/api/v1.0/svn/network/chart?network_type=${enc(type)}`,
  cold: () => networkChart(db, type),
  floor: floorOf(...statements),
});
// Every window ends at the same minute, so repeated calls hit the cache as polling dashboards do.
const end = Math.floor(Date.now() / 60_000) * 60_000;
/** One app's hour memo: after the first call, a poll re-reads only the open and ragged hours. */
const memo = new HourMemo();
const windowInput = (w: (typeof ALERT_WINDOWS)[number]): Input => {
  // Static<> of the contract's Union-of-mapped-literals is `never`: the cast restores the literal type.
  const q = {
    start_date: formatAlertCountDate(end - w.hours * 3_600_000),
    end_date: formatAlertCountDate(end),
    interval: w.interval,
  } as AlertCountQuery;
  const { start, starts, where } = alertCountPlan(q);
  return {
    path: `/api/v1.0/es/alert-count?start_date=${q.start_date}&end_date=${q.end_date}&interval=${q.interval}`,
    cold: () => alertCount(db, q),
    polled: () => alertCount(db, q, memo),
    floor: floorOf(hourCountsStatement(start, end, where)),
    counters: floorOf(bucketCountersStatement(start, end, starts)),
  };
};

const CASES: Case[] = [
  {
    id: 'SV',
    what: 'es/devices/summary, the 8 Summary View card queries in turn',
    inputs: SUMMARY_VIEW_CARDS.map((c) => ({
      path: `/api/v1.0/es/devices/summary?query=${enc(c.query)}`,
      cold: () => deviceSummary(db, c.query),
      floor: floorOf(summaryStatement(c.query)),
    })),
  },
  {
    id: 'NC1',
    what: 'svn/network/chart All Devices (groups + categories)',
    inputs: [chart('All Devices', groupsStatement(), sliceStatement('productCategory'))],
  },
  { id: 'NC2', what: 'svn/network/chart All Datacenters (groups)', inputs: [chart('All Datacenters', groupsStatement())] },
  {
    id: 'HI',
    what: 'es/services/hierarchies (groups + active alerts per key and severity)',
    inputs: [
      {
        path: '/api/v1.0/es/services/hierarchies',
        cold: () => hierarchies(db),
        floor: floorOf(groupsStatement(), activeAlertsByKeyStatement()),
        counters: floorOf(groupsStatement(), activeAlertCountersStatement()),
      },
    ],
  },
  ...ALERT_WINDOWS.map((w, i) => ({ id: `AC${i + 1}`, what: `es/alert-count ${w.label} by ${w.interval}`, inputs: [windowInput(w)] })),
];

/** Cycles through a case's inputs: iteration i uses input i mod n. */
const cycling = <T>(inputs: T[], fn: (input: T) => Promise<unknown>) => {
  let i = 0;
  return () => fn(inputs[i++ % inputs.length]);
};

type Timing = Awaited<ReturnType<typeof timeIt>>;
const floors = new Map<string, Timing>();
const colds = new Map<string, Timing>();
const polls = new Map<string, Timing>();
const counterFloors = new Map<string, Timing>();
for (const c of CASES) {
  if (c.inputs[0].counters) {
    counterFloors.set(
      c.id,
      await timeIt(
        iterations,
        cycling(c.inputs, (x) => x.counters!()),
      ),
    );
  }
  floors.set(
    c.id,
    await timeIt(
      iterations,
      cycling(c.inputs, (x) => x.floor()),
    ),
  );
  colds.set(
    c.id,
    await timeIt(
      iterations,
      cycling(c.inputs, (x) => x.cold()),
    ),
  );
  polls.set(
    c.id,
    c.inputs[0].polled
      ? await timeIt(
          iterations,
          cycling(c.inputs, (x) => x.polled!()),
        )
      : colds.get(c.id)!,
  );
  // In-process numbers first: the server half may still fail (a busy machine's load shedding).
  const [cold, floor, counters] = [colds.get(c.id)!, floors.get(c.id)!, counterFloors.get(c.id)];
  process.stdout.write(
    `${c.id} in-process: cold ${ms(cold.p50)} / ${ms(cold.p95)}, SQL ${ms(floor.p50)} / ${ms(floor.p95)}${counters ? `, counters SQL ${ms(counters.p50)} / ${ms(counters.p95)}` : ''}\n`,
  );
}
await database.close();

const server = await startServerProcess({ ...env, SIMULATOR: 'off' }, 300_000);
console.log(`device index ready after ${await waitForDeviceIndex(server.url)} s`);
const token = await serviceToken(server.url);
const http = await timeIt(iterations, async () => (await fetch(`${server.url}/healthz`)).arrayBuffer());

const rows: string[] = [];
const results = [];
for (const c of CASES) {
  const warm = await timeIt(
    iterations,
    cycling(c.inputs, async ({ path }) => {
      const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`${c.id} ${path}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    }),
  );
  const cold = colds.get(c.id)!;
  const floor = floors.get(c.id)!;
  const polled = polls.get(c.id)!;
  const counters = counterFloors.get(c.id);
  results.push({ id: c.id, what: c.what, cold, polled, warm, sql: floor, countersSql: counters });
  rows.push(
    `| ${c.id} | ${c.what} | ${ms(cold.p50)} | ${ms(cold.p95)} | ${ms(polled.p50)} | ${ms(polled.p95)} | ${ms(warm.p50)} | ${ms(warm.p95)} | ${ms(floor.p50)} | ${ms(floor.p95)} | ${counters ? `${ms(counters.p50)} | ${ms(counters.p95)}` : '- | -'} | ${load(warm)} |`,
  );
  process.stdout.write(`${rows.at(-1)}\n`);
}
server.child.kill('SIGTERM');
await server.exited;
writeFileSync(
  resultsPath(`dashboard-${engine}-${devices}.json`, tag),
  JSON.stringify({ engine, devices, alerts, iterations, at: new Date().toISOString(), http, results }, null, 2),
);
process.stdout.write(
  `\n${engine}, ${devices} devices, ${iterations} iterations\n` +
    '| id | case | cold p50 | cold p95 | poll p50 | poll p95 | warm API p50 | warm API p95 | SQL p50 | SQL p95 | counters SQL p50 | counters SQL p95 | load 1m |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|\n' +
    rows.join('\n') +
    `\nHTTP floor (GET /healthz): p50 ${ms(http.p50)} p95 ${ms(http.p95)}\n`,
);
