/**
 * NMC Tools SF Cases and the all-devices Archived Events grid (issue 7):
 *   served: the service function in-process (what a request costs past HTTP)
 *   warm:   through the real server over HTTP
 *   SQL:    the same statements sent straight to the driver (the floor)
 * Targets: p95 <= 50 ms at 1,000,000 archived alerts and 100,000 cases on PostgreSQL,
 * <= 100 ms on PGlite at 100,000 archived alerts and 10,000 cases. Cases are one per ten devices.
 *   node --import tsx bench/nmc-bench.ts --engine postgres --devices 1000000 --alerts 1100000 --reuse [--tag NAME]
 * Load 1m: the 1-minute load average before → after the API case (every timing has its own in the JSON).
 */
import { writeFileSync } from 'node:fs';
import { DEFAULT_HISTORICAL_ALERTS_QUERY, SF_CASES_DEFAULT_HOURS, type PagedQuery, type SfCasesQuery } from '@nms/contract';
import { sql, type CompiledQuery, type RawBuilder } from 'kysely';
import { historicalAlertListRequest, listHistoricalAlerts } from '../apps/api/src/modules/es/alerts-service';
import { pagedStatements, sqlListStatements } from '../apps/api/src/db/paged-list';
import { ALERT_FIELDS } from '@nms/contract';
import { nmcSqlList } from '../apps/api/src/modules/nmc/repository';
import { sfCases, sfCasesList } from '../apps/api/src/modules/nmc/service';
import { serviceToken, startServerProcess } from '../apps/api/test/server-process';
import { benchArgs, resultsPath } from './bench-args';
import { openBenchDatabase } from './bench-database';
import { load, ms, timeIt } from './stats';

const { engine, devices, iterations, reuse, alerts, tag } = benchArgs(100);
const { database, env } = await openBenchDatabase(engine, devices, alerts, reuse, tag);
const db = database.db;
const run = (q: CompiledQuery) =>
  database.pglite ? database.pglite.query(q.sql, q.parameters as unknown[]) : database.pool!.query(q.sql, q.parameters as unknown[]);
const floorOf = (...statements: RawBuilder<unknown>[]) => {
  const compiled = statements.map((s) => s.compile(db));
  return async () => {
    for (const c of compiled) await run(c);
  };
};

const sizes = (
  await sql<{ archived: number; cases: number }>`
  SELECT (SELECT count(*) FROM alerts WHERE NOT active)::int AS archived, (SELECT count(*) FROM sf_cases)::int AS cases`.execute(db)
).rows[0];
// The window ends at the newest case, so a reused fleet loaded hours ago still has its last day in the default window.
const newest = (await sql<{ t: number }>`SELECT max(hsvc_start_time) AS t FROM sf_cases`.execute(db)).rows[0].t ?? Date.now();
const iso = (t: number) => new Date(t).toISOString().slice(0, 19) + 'Z';
const day = (n: number) => iso(newest - n * SF_CASES_DEFAULT_HOURS * 3_600_000);
const enc = encodeURIComponent;
const qs = (q: Record<string, string | number | undefined>) =>
  Object.entries(q)
    .map(([k, v]) => `${k}=${enc(String(v))}`)
    .join('&');

interface Case {
  id: string;
  what: string;
  path: string;
  served: () => Promise<unknown>;
  floor: () => Promise<unknown>;
}

const sfCase = (id: string, what: string, q: SfCasesQuery): Case => {
  const full = { start_date: day(1), end_date: iso(newest), limit: 25, ...q };
  const { page, count } = sqlListStatements(nmcSqlList(sfCasesList(full)));
  return { id, what, path: `/api/v1.0/nmc/sf_cases?${qs(full)}`, served: () => sfCases(db, full), floor: floorOf(page, count) };
};
const archived = (id: string, what: string, q: PagedQuery): Case => {
  const full = { query: DEFAULT_HISTORICAL_ALERTS_QUERY, sort: 'lastNotifiedAt', order: 'desc' as const, offset: 0, limit: 25, ...q };
  const { page, estimate } = pagedStatements('alerts', ALERT_FIELDS, 'id', historicalAlertListRequest(full));
  return {
    id,
    what,
    path: `/api/v1.0/es/historical-alerts?${qs(full)}`,
    served: () => listHistoricalAlerts(db, full),
    floor: floorOf(page, estimate),
  };
};

const CASES: Case[] = [
  sfCase('SF1', 'nmc/sf_cases default (last 24 h, ALL, hsvc_start_time desc)', {}),
  sfCase('SF2', 'nmc/sf_cases status Resolved or Completed, last 24 h', { status: 'Resolved or Completed' }),
  sfCase('SF3', 'nmc/sf_cases 7-day window', { start_date: day(7) }),
  sfCase('SF4', 'nmc/sf_cases 7-day window sorted by subject asc', { start_date: day(7), sort: 'subject', order: 'asc' }),
  sfCase('SF5', 'nmc/sf_cases 7-day window, page at offset 5,000', { start_date: day(7), offset: 5000 }),
  archived('HA1', 'es/historical-alerts default, first page', {}),
  archived('HA2', 'es/historical-alerts default, page at offset 2,500', { offset: 2500 }),
  archived('HA3', 'es/historical-alerts sorted by severity', { sort: 'severity', order: 'asc' }),
  archived('HA4', 'es/historical-alerts search (elementName *-0012*)', { query: `${DEFAULT_HISTORICAL_ALERTS_QUERY} AND elementName:*-0012*` }),
];

type Timing = Awaited<ReturnType<typeof timeIt>>;
const floors = new Map<string, Timing>();
const served = new Map<string, Timing>();
for (const c of CASES) {
  floors.set(c.id, await timeIt(iterations, c.floor));
  served.set(c.id, await timeIt(iterations, c.served));
}
await database.close();

const server = await startServerProcess({ ...env, SIMULATOR: 'off' }, 300_000);
const token = await serviceToken(server.url);
const rows: string[] = [];
const results = [];
for (const c of CASES) {
  const warm = await timeIt(iterations, async () => {
    const res = await fetch(`${server.url}${c.path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${c.id} ${c.path}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  });
  const s = served.get(c.id)!;
  const f = floors.get(c.id)!;
  results.push({ id: c.id, what: c.what, served: s, warm, sql: f });
  rows.push(
    `| ${c.id} | ${c.what} | ${ms(s.p50)} | ${ms(s.p95)} | ${ms(warm.p50)} | ${ms(warm.p95)} | ${ms(f.p50)} | ${ms(f.p95)} | ${load(warm)} |`,
  );
  process.stdout.write(`${rows.at(-1)}\n`);
}
server.child.kill('SIGTERM');
await server.exited;
writeFileSync(
  resultsPath(`nmc-${engine}-${devices}.json`, tag),
  JSON.stringify({ engine, devices, ...sizes, iterations, at: new Date().toISOString(), results }, null, 2),
);
process.stdout.write(
  `\n${engine}, ${devices} devices, ${sizes.archived} archived alerts, ${sizes.cases} cases, ${iterations} iterations\n` +
    '| id | case | served p50 | served p95 | warm API p50 | warm API p95 | SQL p50 | SQL p95 | load 1m |\n|---|---|---|---|---|---|---|---|---|\n' +
    rows.join('\n') +
    '\n',
);
