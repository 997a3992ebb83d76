import pg from 'pg';

/**
 * The test PostgreSQL (TEST_PG_URL overrides; 'off' disables), without the app's database code:
 * light enough for the e2e side (Playwright) to import through cluster-harness.ts.
 */
export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let pgReachable: boolean | undefined;
export async function isPostgresReachable(): Promise<boolean> {
  if (pgReachable !== undefined) return pgReachable;
  if (PG_ADMIN_URL === 'off') return (pgReachable = false);
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    pgReachable = true;
  } catch {
    pgReachable = false;
  } finally {
    await client.end().catch(() => {});
  }
  return pgReachable;
}

/** One statement on the test server's admin database, on its own connection. */
export async function adminQuery<Row = unknown>(statement: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    return (await client.query(statement)).rows as Row[];
  } finally {
    await client.end();
  }
}

/**
 * A new throw-away database on the test server, empty or a copy of `template`: its URL, and
 * drop() (which ends its sessions).
 */
export async function createPostgresDatabase(prefix = 'nms_test', template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: async () => void (await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)) };
}
