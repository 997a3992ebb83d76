/**
 * Inventory ingest throughput (issue 16): rows/s through POST /api/v1.0/ingest/devices of the real
 * server in its own process (SIMULATOR=off) over HTTP, NDJSON calls of `--batch` rows, into a
 * fresh empty database; next to the raw SQL floor, COPY of the same rows into the same table
 * (all its indexes) in another fresh database.
 *   node --import tsx bench/ingest-bench.ts --engine pglite --devices 100000
 *   node --import tsx bench/ingest-bench.ts --engine postgres --devices 1000000
 * Passes: first load (all created), re-run (all unchanged), update (every 10th device changed).
 * Rows carry 20 inventory fields and two memberOf keys of 40 groups imported first.
 */
import { DEVICE_FIELDS, type FieldDef } from '@nms/contract';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { toCsv, withBulkSession } from '../apps/api/src/modules/fleet';
import { serviceToken, startServerProcess } from '../apps/api/test/server-process';
import { checkTag, resultsPath } from './bench-args';
import { startOtherReaders, type ReadFigures } from './other-readers';

const { values } = parseArgs({
  options: {
    engine: { type: 'string', default: 'pglite' },
    devices: { type: 'string', default: '100000' },
    batch: { type: 'string', default: '100000' },
    tag: { type: 'string' },
    // Other users reading lists during the passes: their p50/p95 is the import's cost to everyone else.
    readers: { type: 'string', default: '0' },
  },
});
const engine = values.engine as 'pglite' | 'postgres';
const total = Number(values.devices);
const batch = Number(values.batch);
const runTag = checkTag(values.tag);
const readerCount = Number(values.readers);
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const DATACENTERS = ['DEN', 'GER', 'LAS', 'CHI', 'ATL', 'SEA', 'DAL', 'NYC'];
const CUSTOMERS = Array.from({ length: 32 }, (_, i) => `CUST${String(i).padStart(2, '0')}`);
const pad = (i: number) => String(i).padStart(7, '0');

/** Device i as an inventory would send it; `version` changes the model (the update pass). */
function device(i: number, version = 0): Record<string, unknown> {
  const dc = DATACENTERS[i % DATACENTERS.length];
  const cust = CUSTOMERS[(i * 7) % CUSTOMERS.length];
  return {
    name: `ING-${pad(i)}`,
    model: version ? `HT2010-v${version}` : 'HT2000',
    vendor: 'Hughes',
    className: 'HNS_SatModem',
    productCategory: 'Broadband',
    productCode: 'HT2000W',
    nmd: cust,
    nocid: `NOC${i % 50}`,
    provisionStatus: 'ACTIVE',
    managementIp: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    dataCenter: dc,
    gwid: `${dc}-GW${i % 4}`,
    customerLocationId: `LOC-${pad(i)}`,
    stateUSA: 'CO',
    zip: '80202',
    latitude: 25 + (i % 2400) / 100,
    longitude: -120 + (i % 5000) / 100,
    discovered: true,
    isManaged: true,
    discoveredFirstAt: 1_700_000_000_000 + i,
    memberOf: [`DATACENTER:${dc}`, `CUSTOMER:${cust}`],
  };
}

const ndjson = (from: number, to: number, version: number) => {
  const lines: string[] = [];
  for (let i = from; i < to; i++) lines.push(JSON.stringify(device(i, i % 10 === 0 ? version : 0)));
  return lines.join('\n');
};

async function freshDatabase(tag: string): Promise<{ database: Database; env: Record<string, string> }> {
  const name = runTag ? `nms_ingest_${runTag}_${tag}_${total}` : `nms_ingest_${tag}_${total}`;
  if (engine === 'pglite') {
    const dir = `bench/.data/${name}`;
    rmSync(dir, { recursive: true, force: true });
    mkdirSync('bench/.data', { recursive: true });
    const database = await openDatabase({ dataDir: dir });
    await migrate(database.db);
    return { database, env: { DATA_DIR: dir } };
  }
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
  await migrate(database.db);
  return { database, env: { DATABASE_URL: url.toString(), SECRETS_KEY: randomBytes(32).toString('hex') } };
}

// The API: a real server process on a fresh database.
const api = await freshDatabase('api');
await api.database.close();
const server = await startServerProcess({ ...api.env, SIMULATOR: 'off', LOG_LEVEL: 'warn' }, 300_000);
const auth = { authorization: `Bearer ${await serviceToken(server.url)}` };

async function post(path: string, body: string, type: string): Promise<Record<string, number>> {
  const res = await fetch(`${server.url}/api/v1.0/ingest/${path}`, { method: 'POST', headers: { ...auth, 'content-type': type }, body });
  const answer = (await res.json()) as Record<string, number>;
  if (!res.ok || answer.rejected) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
  return answer;
}

await post(
  'groups',
  JSON.stringify([
    ...DATACENTERS.map((name) => ({ networkType: 'DATACENTER', name, lowLevelGroup: `${name} datacenter` })),
    ...CUSTOMERS.map((name) => ({ networkType: 'CUSTOMER', name })),
  ]),
  'application/json',
);

interface Pass {
  pass: string;
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  callMs: number[];
  counts: Record<string, number>;
  otherReads?: ReadFigures;
}
const passes: Pass[] = [];
// The readers' idle figures first: what the same reads take with nothing being written.
const readers = readerCount > 0 ? startOtherReaders(server.url, auth, readerCount) : undefined;
let idleReads: ReadFigures | undefined;
if (readers) {
  await new Promise((r) => setTimeout(r, 10_000));
  idleReads = readers.take();
  process.stdout.write(`other users' reads, idle: ${JSON.stringify(idleReads)}\n`);
}

async function pass(label: string, version: number, expect: 'created' | 'unchanged' | 'updated') {
  const counts: Record<string, number> = {};
  const callMs: number[] = [];
  let seconds = 0;
  for (let from = 0; from < total; from += batch) {
    const body = ndjson(from, Math.min(total, from + batch), version);
    const t = performance.now();
    const answer = await post('devices', body, 'application/x-ndjson');
    const ms = performance.now() - t;
    seconds += ms / 1000;
    callMs.push(Math.round(ms));
    for (const k of ['created', 'updated', 'unchanged']) counts[k] = (counts[k] ?? 0) + answer[k];
  }
  const want = expect === 'updated' ? Math.ceil(total / 10) : total;
  if (counts[expect] !== want) throw new Error(`${label}: expected ${want} ${expect}, got ${JSON.stringify(counts)}`);
  const otherReads = readers?.take();
  const p = { pass: label, rows: total, seconds, rowsPerSecond: total / seconds, callMs, counts, otherReads };
  passes.push(p);
  const reads = otherReads
    ? ` other users' reads p50 ${otherReads.p50.toFixed(0)} / p95 ${otherReads.p95.toFixed(0)} / max ${otherReads.max.toFixed(0)} ms, ${otherReads.failed} of ${otherReads.reads} failed |`
    : '';
  if (otherReads?.slow.length) process.stdout.write(`slow reads: ${JSON.stringify(otherReads.slow)}\n`);
  process.stdout.write(`| ${label} | ${total} | ${seconds.toFixed(1)} | ${p.rowsPerSecond.toFixed(0)} | ${JSON.stringify(counts)} |${reads}\n`);
}

process.stdout.write(`\n| ${engine} pass | rows | s | rows/s | counts |\n|---|---|---|---|---|\n`);
await pass('first load (all created)', 0, 'created');
await pass('re-run (all unchanged)', 0, 'unchanged');
await pass('update (every 10th changed)', 1, 'updated');
await readers?.stop();
server.child.kill('SIGTERM');
await server.exited;

// The floor: COPY of the same rows (same columns, member_of included) into the devices table of another fresh database.
const floor = await freshDatabase('floor');
const byName = new Map(DEVICE_FIELDS.map((f) => [f.name, f]));
const columns: FieldDef[] = [...Object.keys(device(0)).map((n) => byName.get(n)!), byName.get('state')!];
let copySeconds = 0;
await withBulkSession(floor.database, async (session) => {
  for (let from = 0; from < total; from += batch) {
    const rows = Array.from({ length: Math.min(total, from + batch) - from }, (_, k) => ({ ...device(from + k), state: 5 }));
    const csv = toCsv(rows, columns);
    const t = performance.now();
    await session.db.transaction().execute(async () => session.copy('devices', columns, csv));
    copySeconds += (performance.now() - t) / 1000;
  }
});
const copied = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM devices`.execute(floor.database.db)).rows[0].n;
await floor.database.close();
if (copied !== total) throw new Error(`floor copied ${copied} rows`);
const floorRate = total / copySeconds;
process.stdout.write(`| raw SQL floor: COPY (CSV made outside the timing) | ${total} | ${copySeconds.toFixed(1)} | ${floorRate.toFixed(0)} | |\n`);

const file = resultsPath(`ingest-${engine}-${total}.json`, runTag);
writeFileSync(
  file,
  `${JSON.stringify({ engine, devices: total, batch, readers: readerCount, idleReads, at: new Date().toISOString(), passes, floor: { method: 'COPY', seconds: copySeconds, rowsPerSecond: floorRate } }, null, 2)}\n`,
);
process.stdout.write(`written ${file}\n`);
