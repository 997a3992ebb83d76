/**
 * A bulk action on 1,000 selected devices (issue 4: answers within 5 s), through the real server
 * over HTTP, on a bench database already loaded by api-bench.ts (same --engine/--devices/--alerts).
 *   node --import tsx bench/bulk-action-bench.ts --engine postgres --devices 1000000 --alerts 1000000
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { UNPOLLABLE_POLLERS } from '@nms/contract';
import { serviceToken, startServerProcess } from '../apps/api/test/server-process';
import { checkTag, resultsPath } from './bench-args';
import { openBenchDatabase } from './bench-database';
import { ms, timeIt } from './stats';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    devices: { type: 'string', default: '100000' },
    alerts: { type: 'string', default: '1000000' },
    tag: { type: 'string' },
    selected: { type: 'string', default: '1000' },
    iterations: { type: 'string', default: '10' },
  },
});
const engine = values.engine as 'pglite' | 'postgres';
const tag = checkTag(values.tag);
const devices = Number(values.devices);
const selected = Number(values.selected);
const iterations = Number(values.iterations);

// The devices an operator could select together for each action (the rule table's inputs).
const { database, env } = await openBenchDatabase(engine, devices, Number(values.alerts), true, tag);
const pick = async (where: ReturnType<typeof sql>) =>
  (await sql<{ name: string }>`SELECT name FROM devices WHERE ${where} ORDER BY name LIMIT ${selected}`.execute(database.db)).rows.map((r) => r.name);
const pingable = await pick(sql`discovered AND poller IS NOT NULL AND poller <> '' AND NOT (poller = ANY(${[...UNPOLLABLE_POLLERS]}::text[]))`);
const discovered = await pick(sql`discovered`);
await database.close();
if (pingable.length < selected || discovered.length < selected) throw new Error(`fewer than ${selected} eligible devices in the bench fleet`);

const server = await startServerProcess({ ...env, SIMULATOR: 'off' }, 300_000);
const token = await serviceToken(server.url);

const cases = [
  { action: 'multiPing', names: pingable },
  { action: 'getStatus', names: discovered },
];
const results = [];
for (const c of cases) {
  const url = `${server.url}/api/v1.0/action/devices/${c.action}?device_names=${encodeURIComponent(c.names.join(','))}`;
  const t = await timeIt(iterations, async () => {
    const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${c.action}: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { results: unknown[] };
    if (body.results.length !== c.names.length) throw new Error(`${c.action}: ${body.results.length} results for ${c.names.length} devices`);
  });
  results.push({ action: c.action, devices: c.names.length, ...t });
  process.stdout.write(`| ${c.action} | ${c.names.length} | ${ms(t.p50)} | ${ms(t.p95)} |\n`);
}
server.child.kill('SIGTERM');
await server.exited;
writeFileSync(
  resultsPath(`bulk-${engine}-${devices}.json`, tag),
  JSON.stringify({ engine, devices, iterations, at: new Date().toISOString(), results }, null, 2),
);
