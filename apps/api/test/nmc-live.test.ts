import { createLiveDriver, seedFleet } from '@nms/simulator';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RepositoryFleetSink } from '../src/simulator/fleet/repository-sink';
import { SalesforceRepository } from '../src/modules/nmc/salesforce-repository';
import { createTestDatabase, testEngines, type TestDatabase } from './test-databases';

const engines = await testEngines();
const NOW = Date.UTC(2025, 5, 1, 12);

describe.each(engines)('Salesforce feed through the repositories on %s', (engine) => {
  let database: TestDatabase;
  const one = async <T>(q: string) => (await sql<T>`${sql.raw(q)}`.execute(database.db)).rows[0];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await database.db.transaction().execute((tx) => seedFleet(new RepositoryFleetSink(tx), { size: 600, seed: 5, now: NOW }));
  });
  afterAll(() => database.close());

  it('syncs history on its first tick when the fleet was seeded row by row, then keeps every event case linked and moving', async () => {
    const sink = Object.assign(new RepositoryFleetSink(database.db), { salesforce: new SalesforceRepository(database.db) });
    const driver = createLiveDriver({ seed: 5, sink, source: sink, outageChance: 0.5 });
    await driver.tick(1, NOW + 5000);
    const first = await one<{ cases: number; modified: number }>(`SELECT count(*)::int AS cases, max(last_modified_date) AS modified FROM sf_cases`);
    expect(first.cases).toBeGreaterThan(40);
    for (let t = 2; t <= 40; t++) await driver.tick(t, NOW + t * 5000);
    const after = await one<{ cases: number; moved: number }>(
      `SELECT count(*)::int AS cases, count(*) FILTER (WHERE last_modified_date > ${NOW + 5000})::int AS moved FROM sf_cases`,
    );
    expect(after.cases).toBeGreaterThanOrEqual(first.cases);
    expect(after.moved).toBeGreaterThan(0);
    const unlinked = await one<{ n: number }>(`SELECT count(*)::int AS n FROM network_events e
      LEFT JOIN sf_cases c ON c.case_number = e.case_id WHERE c.case_id IS NULL OR c.case_type <> 'Notification'`);
    expect(unlinked.n).toBe(0);
    const stale = await one<{ n: number }>(`SELECT count(*)::int AS n FROM network_events e JOIN sf_cases c ON c.case_number = e.case_id
      WHERE NOT e.active AND c.status <> 'Resolved or Completed'`);
    expect(stale.n).toBe(0);
  });
});
