import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-databases';
import { forgetOverBudget } from './count-budget';
import { COUNT_BUDGET_MS, countWithinBudget } from './paged-list';

const engines = await testEngines();

describe.each(engines)('the capped count under its time budget (%s)', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  it('answers a count that finishes in time', async () => {
    const count = sql<{ total: number }>`SELECT count(*)::int AS total FROM generate_series(1, 1000)`;
    expect(await countWithinBudget(database.db, count)).toBe(1000);
  });

  // PGlite runs queries on the main thread without a timer to cancel them: the budget is a
  // PostgreSQL safeguard (the 1M-device fleets live there).
  it.runIf(engine === 'postgres')('gives up on a count that runs past the budget, and the connection stays usable', async () => {
    const slow = sql<{ total: number }>`SELECT count(*)::int AS total FROM (SELECT pg_sleep(${(COUNT_BUDGET_MS * 10) / 1000})) AS s`;
    const started = performance.now();
    expect(await countWithinBudget(database.db, slow)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(COUNT_BUDGET_MS * 10);
    const { rows } = await sql<{ timeout: string }>`SELECT current_setting('statement_timeout') AS timeout`.execute(database.db);
    expect(rows[0]?.timeout).not.toBe(`${COUNT_BUDGET_MS}ms`);
  });

  it.runIf(engine === 'postgres')('does not spend the budget again on a filter whose count just ran out of it', async () => {
    forgetOverBudget();
    const slow = sql<{ total: number }>`SELECT count(*)::int AS total FROM (SELECT pg_sleep(${(COUNT_BUDGET_MS * 10) / 1000})) AS s`;
    expect(await countWithinBudget(database.db, slow, 'slow filter')).toBeUndefined();
    // The same filter is answered as over budget without running: a count that would finish is not even tried.
    const fast = sql<{ total: number }>`SELECT 7 AS total`;
    expect(await countWithinBudget(database.db, fast, 'slow filter')).toBeUndefined();
    expect(await countWithinBudget(database.db, fast, 'another filter')).toBe(7);
    forgetOverBudget();
    expect(await countWithinBudget(database.db, fast, 'slow filter')).toBe(7);
  });
});
