/**
 * Paged Lucene queries and the severity summary, through the API over HTTP and as the same SQL
 * run directly on the driver, at a given fleet size.
 *   node --import tsx bench/api-bench.ts --engine pglite --devices 100000 --alerts 1000000 [--tag NAME]
 * Each row carries the 1-minute load average before → after its API case (SQL: in the JSON).
 */
import { writeFileSync } from 'node:fs';
import { serviceToken, startServerProcess } from '../apps/api/test/server-process';
import { waitForDeviceIndex } from './wait-index';
import { benchArgs, resultsPath } from './bench-args';
import { openBenchDatabase } from './bench-database';
import { benchCases } from './all-cases';
import { apiPath } from './cases';
import { directRunner } from './direct-sql';
import { load, ms, timeIt } from './stats';

const { engine, devices, alerts, iterations, reuse, tag } = benchArgs(100);
const CASES = benchCases(devices);

// The SQL floor first, in this process; then the API as it runs in production: the real server
// in its own process (its own event loop and GC), called over HTTP from this one.
const { database, env } = await openBenchDatabase(engine, devices, alerts, reuse, tag);
const direct = directRunner(database);
const floors = new Map<string, Awaited<ReturnType<typeof timeIt>>>();
for (const c of CASES) floors.set(c.id, await timeIt(iterations, direct(c)));
await database.close();

const server = await startServerProcess({ ...env, SIMULATOR: 'off' }, 300_000);
console.log(`device index ready after ${await waitForDeviceIndex(server.url)} s`);
const token = await serviceToken(server.url);

// The floor of HTTP itself on this machine: an answer that touches neither token nor database.
const http = await timeIt(iterations, async () => (await fetch(`${server.url}/healthz`)).arrayBuffer());

const rows: string[] = [];
const results = [];
for (const c of CASES) {
  const url = `${server.url}${apiPath(c)}`;
  const api = await timeIt(iterations, async () => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${c.id}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  });
  const sqlTimes = floors.get(c.id)!;
  const ratio = api.p95 / sqlTimes.p95;
  results.push({ ...c, api, sql: sqlTimes, ratio });
  rows.push(
    `| ${c.id} | ${c.what} | ${ms(api.p50)} | ${ms(api.p95)} | ${ms(sqlTimes.p50)} | ${ms(sqlTimes.p95)} | ${ratio.toFixed(2)} | ${load(api)} |`,
  );
  process.stdout.write(`${rows.at(-1)}\n`);
}
server.child.kill('SIGTERM');
await server.exited;
writeFileSync(
  resultsPath(`api-${engine}-${devices}.json`, tag),
  JSON.stringify({ engine, devices, alerts, iterations, at: new Date().toISOString(), http, results }, null, 2),
);
process.stdout.write(
  `\n${engine}, ${devices} devices, ${alerts} alerts, ${iterations} iterations\n` +
    '| id | case | API p50 | API p95 | SQL p50 | SQL p95 | API/SQL p95 | load 1m |\n|---|---|---|---|---|---|---|---|\n' +
    rows.join('\n') +
    `\nHTTP floor (GET /healthz): p50 ${ms(http.p50)} p95 ${ms(http.p95)}\n`,
);
