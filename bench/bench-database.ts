import { existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/api/src/db/database';
import { migrate } from '../apps/api/src/db/migrate';
import { loadFleet } from '../apps/api/src/simulator/fleet/load-fleet';

const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A database holding exactly the bench fleet; `reuse` keeps one already loaded at that size. */
export interface BenchDatabase {
  database: Database;
  /** How a separate server process reaches the same data. */
  env: Record<string, string>;
}

/**
 * `tag` (from `--tag`) gives a run its own database (`nms_bench_<tag>_<devices>_<alerts>`), so two
 * runs can share a machine; without it the name is the one existing commands always used.
 */
export async function openBenchDatabase(
  engine: 'pglite' | 'postgres',
  devices: number,
  alerts: number,
  reuse: boolean,
  tag?: string,
): Promise<BenchDatabase> {
  const name = tag ? `nms_bench_${tag}_${devices}_${alerts}` : `nms_bench_${devices}_${alerts}`;
  const dir = `bench/.data/${name}`;
  const fresh = !reuse || (engine === 'pglite' ? !existsSync(dir) : !(await pgDatabaseExists(name)));
  if (fresh && engine === 'pglite') rmSync(dir, { recursive: true, force: true });
  // A reused PostgreSQL database keeps its secrets key in a file beside where its PGlite twin would be.
  const keyFile = resolve(`${dir}.secrets-key`);
  if (fresh) rmSync(keyFile, { force: true });
  if (fresh && engine === 'postgres') await pgAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN);
  url.pathname = `/${name}`;
  const database = await openDatabase(engine === 'pglite' ? { dataDir: dir } : { databaseUrl: url.toString(), poolSize: 4 });
  await migrate(database.db);
  if (fresh) {
    const t = performance.now();
    await loadFleet(database, { size: devices, seed: 1, alertsTotal: alerts });
    await sql`VACUUM ANALYZE`.execute(database.db);
    process.stdout.write(`loaded ${devices} devices and ${alerts} alerts in ${((performance.now() - t) / 1000).toFixed(1)} s\n`);
  }
  return { database, env: engine === 'pglite' ? { DATA_DIR: dir } : { DATABASE_URL: url.toString(), SECRETS_KEY_FILE: keyFile } };
}

async function pgDatabaseExists(name: string) {
  const c = new pg.Client({ connectionString: PG_ADMIN });
  await c.connect();
  const r = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  await c.end();
  return r.rowCount === 1;
}

async function pgAdmin(...statements: string[]) {
  const c = new pg.Client({ connectionString: PG_ADMIN });
  await c.connect();
  for (const s of statements) await c.query(s);
  await c.end();
}
