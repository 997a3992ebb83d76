/**
 * Maintenance impact preview (issue 21): POST /api/v1.0/maintenance/impact for a query target that
 * matches about a tenth of the fleet (100,000 of 1M devices) and for a list of 1,000 names:
 *   API:  through the app (app.inject: routing, token, validation, the service, serialization),
 *         the device index loaded (as in production once a process has started);
 *   SQL path: the service without the device index (a process still loading it, or a query the
 *         index cannot evaluate): two aggregate statements;
 *   SQL:  those two statements sent straight to the driver (the floor of the SQL path).
 * 20 windows exist, so overlaps are computed.
 *   node --import tsx bench/maintenance-impact-bench.ts --engine postgres --devices 1000000 --alerts 200000 --reuse [--tag NAME]
 * Target: API p95 <= 300 ms on PostgreSQL at 1M devices.
 */
import { writeFileSync } from 'node:fs';
import type { CompiledQuery } from 'kysely';
import { sql } from 'kysely';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { countStatement, eventsStatement } from '../apps/api/src/modules/maintenance/impact-repository';
import { previewImpact } from '../apps/api/src/modules/maintenance/impact-service';
import { targetCondition } from '../apps/api/src/modules/maintenance/target-repository';
import { authHeader, mintToken } from '../apps/api/test/tokens';
import { benchArgs, resultsPath } from './bench-args';
import { openBenchDatabase } from './bench-database';
import { load, ms, timeIt } from './stats';

const { engine, devices, alerts, iterations, reuse, tag } = benchArgs(50);

/** Two Device Types of the simulated fleet that together are about a tenth of it (seed 1: 100,671 of 1M). */
const QUERY = 'productCategory:"Display TV" OR productCategory:"Power Outlet Controller"';

const { database } = await openBenchDatabase(engine, devices, alerts, reuse, tag);
const db = database.db;
const run = (q: CompiledQuery) =>
  database.pglite ? database.pglite.query(q.sql, q.parameters as unknown[]) : database.pool!.query(q.sql, q.parameters as unknown[]);

const config = loadConfig({ SIMULATOR: 'off', PORT: '8080', API_RATE_LIMIT_PER_MINUTE: '0' });
const app = await buildApp({ config, database });
await app.ready();
const loading = performance.now();
while (!(await app.deviceIndex!.current())) await new Promise((r) => setTimeout(r, 500));
process.stdout.write(`device index loaded in ${((performance.now() - loading) / 1000).toFixed(1)} s\n`);
const headers = authHeader(await mintToken(app, { sub: 'bench', nickname: 'bench', name: 'Bench', groups: ['nmstools_operator'] }));

// 20 windows of every kind to overlap with (removed at the end).
const kinds = [
  { kind: 'daily' },
  { kind: 'weekly', weekdays: [2, 4] },
  { kind: 'monthly-day', day: 31 },
  { kind: 'monthly-weekday', week: 'first', weekday: 2 },
];
const created: { id: number; version: number }[] = [];
for (let i = 0; i < 20; i++) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1.0/maintenance/windows',
    headers,
    payload: {
      name: `bench window ${i}`,
      target: { kind: 'query', query: `name:bench-none-${i}` },
      start: `2026-01-${String(1 + i).padStart(2, '0')}T${String(i % 24).padStart(2, '0')}:00`,
      durationMinutes: 90,
      timeZone: i % 2 ? 'Europe/Berlin' : 'America/New_York',
      recurrence: kinds[i % kinds.length],
    },
  });
  if (res.statusCode !== 201) throw new Error(`window ${i}: ${res.statusCode} ${res.body}`);
  created.push(res.json());
}

const { rows: names } = await sql<{ name: string }>`SELECT name FROM devices ORDER BY name LIMIT 1000 OFFSET ${Math.floor(devices / 3)}`.execute(db);
const schedule = { start: '2026-02-03T22:00', durationMinutes: 120, timeZone: 'Europe/Berlin', recurrence: { kind: 'weekly', weekdays: [2] } };
const CASES = [
  { id: 'Q', what: `query target (${QUERY}), weekly window`, target: { kind: 'query' as const, query: QUERY } },
  { id: 'L', what: 'list of 1,000 device names, weekly window', target: { kind: 'devices' as const, devices: names.map((r) => r.name) } },
];

const rows: string[] = [];
const results = [];
for (const c of CASES) {
  const where = targetCondition(c.target);
  const statements = [countStatement(where).compile(db), eventsStatement(where).compile(db)];
  const floor = await timeIt(iterations, () => Promise.all(statements.map(run)));
  let viaSql = 0;
  const sqlPath = await timeIt(iterations, async () => {
    viaSql = (await previewImpact(db, { target: c.target, ...schedule } as Parameters<typeof previewImpact>[1])).devices;
  });
  let matched = 0;
  const api = await timeIt(iterations, async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1.0/maintenance/impact', headers, payload: { target: c.target, ...schedule } });
    if (res.statusCode !== 200) throw new Error(`${c.id}: ${res.statusCode} ${res.body}`);
    matched = res.json().devices;
  });
  if (matched !== viaSql) throw new Error(`${c.id}: the API counted ${matched} devices, the SQL path ${viaSql}`);
  results.push({ id: c.id, what: c.what, devicesMatched: matched, api, sqlPath, sql: floor });
  rows.push(
    `| ${c.id} | ${c.what} | ${matched} | ${ms(api.p50)} | ${ms(api.p95)} | ${ms(sqlPath.p50)} | ${ms(sqlPath.p95)} | ${ms(floor.p50)} | ${ms(floor.p95)} | ${load(api)} |`,
  );
  process.stdout.write(`${rows.at(-1)}\n`);
}

for (const w of created) await app.inject({ method: 'DELETE', url: `/api/v1.0/maintenance/windows/${w.id}?version=${w.version}`, headers });
await app.close();
await database.close();
writeFileSync(
  resultsPath(`maintenance-impact-${engine}-${devices}.json`, tag),
  JSON.stringify({ engine, devices, alerts, iterations, query: QUERY, at: new Date().toISOString(), results }, null, 2),
);
process.stdout.write(
  `\n${engine}, ${devices} devices, ${iterations} iterations\n` +
    '| id | case | devices | API p50 | API p95 | SQL path p50 | SQL path p95 | SQL p50 | SQL p95 | load 1m |\n|---|---|---|---|---|---|---|---|---|---|\n' +
    rows.join('\n') +
    '\n',
);
