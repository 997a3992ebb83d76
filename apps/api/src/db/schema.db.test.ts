import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-databases';
import { SCHEMA_COLUMNS } from './schema-columns';

const engines = await testEngines();

/** table -> its column names, sorted, so order of creation does not matter. */
const sorted = (entries: Iterable<readonly [string, readonly string[]]>) =>
  Object.fromEntries([...entries].map(([table, columns]) => [table, [...columns].sort()]).sort(([a], [b]) => String(a).localeCompare(String(b))));

describe.each(engines)('the Kysely schema against the migrated database (%s)', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  it('types every table and column the migrations create, and no other', async () => {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      SELECT c.table_name, c.column_name
        FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
       WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'`.execute(database.db);
    const live = new Map<string, string[]>();
    for (const { table_name, column_name } of rows) live.set(table_name, [...(live.get(table_name) ?? []), column_name]);
    expect(sorted(Object.entries(SCHEMA_COLUMNS))).toEqual(sorted(live));
  });
});
