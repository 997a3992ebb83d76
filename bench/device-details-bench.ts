/**
 * Device Details (issue 5): `device/device-details` for 100 sampled devices and
 * `es/devices/search` with 3-4 character texts, through the real server over HTTP and as the
 * same statements sent straight to the driver (the SQL floor). Each iteration takes the next
 * device / text of the sample, so caches see what an operator's day looks like.
 *   node --import tsx bench/device-details-bench.ts --engine postgres --devices 1000000 --alerts 1000000 --reuse [--tag NAME]
 * Max is the slowest timed call (DS2's target is a max as well as a p95). Load 1m: the 1-minute
 * load average before → after the API case (every timing has its own in the JSON).
 */
import { writeFileSync } from 'node:fs';
import { DEVICE_SEARCH_LIMIT } from '@nms/contract';
import { sql, type CompiledQuery } from 'kysely';
import { detailsStatement } from '../apps/api/src/modules/device-details/repository';
import { containsQuery, prefixStatement } from '../apps/api/src/modules/device-details/search';
import {
  FIRST_BUDGET,
  listLengthStatement,
  TRIGRAM_PLAN,
  trigramStatement,
  walkStatement,
  WALK_BUDGET,
} from '../apps/api/src/modules/device-details/search-contains';
import { gramCountsStatement, MAX_COUNTED, textGrams } from '../apps/api/src/modules/device-details/search-contains-grams';
import { startServerProcess } from '../apps/api/test/server-process';
import { serviceTokenRetried, waitForDeviceIndex } from './wait-index';
import { benchArgs, resultsPath } from './bench-args';
import { openBenchDatabase } from './bench-database';
import { detailsSample } from './device-details-sample';
import { load, ms, timeIt } from './stats';

const { engine, devices, iterations, reuse, alerts, tag } = benchArgs(200);

const { database, env } = await openBenchDatabase(engine, devices, alerts, reuse, tag);
const sample = await detailsSample(database.db);

interface Case {
  id: string;
  what: string;
  /** One input per sampled device: the API path and what the API runs for it, straight on the driver. */
  paths: string[];
  floors: Array<() => Promise<unknown>>;
}
const enc = encodeURIComponent;
const run = (q: CompiledQuery) =>
  database.pglite ? database.pglite.query(q.sql, q.parameters as unknown[]) : database.pool!.query(q.sql, q.parameters as unknown[]);
/** Statements run in one transaction, the first one setting its plan (the trigram plan's settings are transaction-local). */
const inTransaction = async (...qs: CompiledQuery[]) => {
  if (database.pglite) {
    await database.pglite.transaction(async (tx) => {
      for (const q of qs) await tx.query(q.sql, q.parameters as unknown[]);
    });
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('BEGIN');
    for (const q of qs) await client.query(q.sql, q.parameters as unknown[]);
    await client.query('COMMIT');
  } finally {
    client.release();
  }
};
/**
 * As searchDevices and containsRows run today: the prefix statement; when it leaves room, the walk
 * of the text's first piece under a small budget; when that falls short, the first pieces' list
 * lengths (counted up to a cap) and the walk of the shortest under the full budget; when that
 * falls short, its list's length; when the list is longer than the budget, the trigram plan.
 */
const searchFloor = (text: string) => {
  const prefix = prefixStatement(text, DEVICE_SEARCH_LIMIT, false).compile(database.db);
  const grams = textGrams(text);
  const plan = sql.raw(TRIGRAM_PLAN).compile(database.db);
  const counts = grams.length > 1 ? gramCountsStatement(grams.slice(0, MAX_COUNTED)).compile(database.db) : undefined;
  const byLimit = new Map<number, ReturnType<typeof containsQuery>>();
  const rowsOf = async (q: CompiledQuery) => (await run(q)).rows;
  return async () => {
    const found = (await run(prefix)).rows.length;
    if (found >= DEVICE_SEARCH_LIMIT) return;
    const limit = DEVICE_SEARCH_LIMIT - found;
    let q = byLimit.get(limit);
    if (!q) byLimit.set(limit, (q = containsQuery(text, limit, false)));
    if (grams.length > 0) {
      if (grams.length > 1 && (await rowsOf(walkStatement(q, grams[0], FIRST_BUDGET).compile(database.db))).length >= limit) return;
      let gram = grams[0];
      if (counts) gram = ((await rowsOf(counts)) as Array<{ gram: string; n: number }>).reduce((best, r) => (r.n < best.n ? r : best)).gram;
      if ((await rowsOf(walkStatement(q, gram).compile(database.db))).length >= limit) return;
      const [{ n }] = (await rowsOf(listLengthStatement(gram).compile(database.db))) as Array<{ n: number }>;
      if (n < WALK_BUDGET) return;
    }
    await inTransaction(plan, trigramStatement(q).compile(database.db));
  };
};
const search = (texts: string[]) => ({
  paths: texts.map((t) => `/api/v1.0/es/devices/search?field=name&query=${enc(t)}&all_fields=false`),
  floors: texts.map(searchFloor),
});
const CASES: Case[] = [
  {
    id: 'DD1',
    what: 'device/device-details, 100 sampled devices',
    paths: sample.names.map((n) => `/api/v1.0/device/device-details?device_id=${enc(n)}`),
    floors: sample.names.map((n) => {
      const q = detailsStatement(n).compile(database.db);
      return () => run(q);
    }),
  },
  { id: 'DS1', what: 'es/devices/search, 3-4 char name prefix (prefix range fills 20)', ...search(sample.prefixTexts) },
  { id: 'DS2', what: 'es/devices/search, 3-4 chars from inside names (contains query fills up)', ...search(sample.containsTexts) },
];

/** Cycles through a case's inputs: iteration i uses input i mod 100. */
const cycling = <T>(inputs: T[], fn: (input: T) => Promise<unknown>) => {
  let i = 0;
  return () => fn(inputs[i++ % inputs.length]);
};

const floors = new Map<string, Awaited<ReturnType<typeof timeIt>>>();
for (const c of CASES)
  floors.set(
    c.id,
    await timeIt(
      iterations,
      cycling(c.floors, (floor) => floor()),
    ),
  );
await database.close();

const server = await startServerProcess({ ...env, SIMULATOR: 'off' }, 300_000);
// A failed run must not leave the server holding the data directory.
process.on('exit', () => server.child.kill('SIGTERM'));
console.log(`device index ready after ${await waitForDeviceIndex(server.url)} s`);
const token = await serviceTokenRetried(server.url);
const http = await timeIt(iterations, async () => (await fetch(`${server.url}/healthz`)).arrayBuffer());

const rows: string[] = [];
const results = [];
for (const c of CASES) {
  const api = await timeIt(
    iterations,
    cycling(c.paths, async (path) => {
      const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`${c.id} ${path}: ${res.status} ${await res.text()}`);
      await res.arrayBuffer();
    }),
  );
  const floor = floors.get(c.id)!;
  results.push({ id: c.id, what: c.what, api, sql: floor, ratio: api.p95 / floor.p95 });
  rows.push(
    `| ${c.id} | ${c.what} | ${ms(api.p50)} | ${ms(api.p95)} | ${ms(api.max)} | ${ms(floor.p50)} | ${ms(floor.p95)} | ${ms(floor.max)} | ${(api.p95 / floor.p95).toFixed(2)} | ${load(api)} |`,
  );
  process.stdout.write(`${rows.at(-1)}\n`);
}
server.child.kill('SIGTERM');
await server.exited;
writeFileSync(
  resultsPath(`device-details-${engine}-${devices}.json`, tag),
  JSON.stringify({ engine, devices, alerts, iterations, at: new Date().toISOString(), sample, http, results }, null, 2),
);
process.stdout.write(
  `\n${engine}, ${devices} devices, ${iterations} iterations\n` +
    '| id | case | API p50 | API p95 | API max | SQL p50 | SQL p95 | SQL max | API/SQL p95 | load 1m |\n|---|---|---|---|---|---|---|---|---|---|\n' +
    rows.join('\n') +
    `\nHTTP floor (GET /healthz): p50 ${ms(http.p50)} p95 ${ms(http.p95)}\n`,
);
