/**
 * Paged Lucene queries and the severity summary, through the API over HTTP and as the same SQL
 * run directly on the driver, at a given fleet size.
 *   node --import tsx bench/api-bench.ts --engine pglite --devices 100000 --alerts 1000000
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { freePort, serviceToken } from '../apps/api/test/server-process';
import { openBenchDatabase } from './bench-database';
import { CASES, apiPath } from './cases';
import { directRunner } from './direct-sql';
import { ms, timeIt } from './stats';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    devices: { type: 'string', default: '100000' },
    alerts: { type: 'string', default: '1000000' },
    iterations: { type: 'string', default: '40' },
    reuse: { type: 'boolean', default: false },
  },
});
const engine = values.engine as 'pglite' | 'postgres';
const devices = Number(values.devices);
const alerts = Number(values.alerts);
const iterations = Number(values.iterations);

const database = await openBenchDatabase(engine, devices, alerts, values.reuse);
const port = await freePort();
const config = loadConfig({ SIMULATOR: 'off', PORT: String(port) });
const app = await buildApp({ config, database });
const address = await app.listen({ host: '127.0.0.1', port });
const token = await serviceToken(address);
const direct = directRunner(database);

const rows: string[] = [];
const results = [];
for (const c of CASES) {
  const url = `${address}${apiPath(c)}`;
  const api = await timeIt(iterations, async () => {
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${c.id}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  });
  const sqlTimes = await timeIt(iterations, direct(c));
  const ratio = api.p95 / sqlTimes.p95;
  results.push({ ...c, api, sql: sqlTimes, ratio });
  rows.push(`| ${c.id} | ${c.what} | ${ms(api.p50)} | ${ms(api.p95)} | ${ms(sqlTimes.p50)} | ${ms(sqlTimes.p95)} | ${ratio.toFixed(2)} |`);
  process.stdout.write(`${rows.at(-1)}\n`);
}
writeFileSync(
  `bench/results/api-${engine}-${devices}.json`,
  JSON.stringify({ engine, devices, alerts, iterations, at: new Date().toISOString(), results }, null, 2),
);
process.stdout.write(
  `\n${engine}, ${devices} devices, ${alerts} alerts, ${iterations} iterations\n` +
    '| id | case | API p50 | API p95 | SQL p50 | SQL p95 | API/SQL p95 |\n|---|---|---|---|---|---|---|\n' +
    rows.join('\n') +
    '\n',
);
await app.close();
await database.close();
