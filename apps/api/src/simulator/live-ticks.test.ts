import { createLiveDriver, type LiveDriver } from '@nms/simulator';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-databases';
import { RepositoryFleetSink } from './fleet/repository-sink';
import { startSimulator, type SimulatorLogger } from './start-simulator';

const T0 = Date.UTC(2025, 0, 15, 12);
const silent: SimulatorLogger = { info: () => {}, warn: () => {}, error: () => {} };
const config = (fleetSize: number, live = false, tickMs = 5000) => ({ simulator: { enabled: true, live, fleetSize, seed: 3, tickMs } });

async function seeded(engine: 'pglite' | 'postgres', size: number): Promise<TestDatabase> {
  const database = await createTestDatabase(engine);
  const sim = await startSimulator({ db: database.db, database, config: config(size), log: silent }, { now: () => T0 });
  await sim.stop();
  return database;
}

const driverFor = (database: TestDatabase, outageChance = 0.3): LiveDriver => {
  const repo = new RepositoryFleetSink(database.db);
  return createLiveDriver({ seed: 3, sink: repo, source: repo, changesPerTick: 4, outageChance });
};

const violations = async (database: TestDatabase) =>
  (
    await sql<{ states: number; events: number; names: number; impact: number }>`
    SELECT
      (SELECT count(*)::int FROM devices d
        WHERE state <> coalesce((SELECT min(severity) FROM alerts a WHERE a.element_name = d.name AND a.active), 5)) AS states,
      (SELECT count(*)::int FROM (SELECT group_id FROM network_events WHERE active GROUP BY group_id HAVING count(*) > 1) x) AS events,
      (SELECT count(*)::int FROM (SELECT name FROM alerts WHERE active GROUP BY name HAVING count(*) > 1) x) AS names,
      (SELECT count(*)::int FROM device_groups g WHERE impacted_count <> (SELECT count(*) FROM device_group_members m
         JOIN devices d ON d.name = m.device_name WHERE m.group_id = g.id AND d.state IN (1, 2))) AS impact`.execute(database.db)
  ).rows[0];

describe.each(await testEngines())('live simulator on %s', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await seeded(engine, 600);
  });
  afterAll(() => database?.close());

  it('keeps the invariants tick after tick, and moves the fleet', async () => {
    const driver = driverFor(database);
    const totals = { raised: 0, cleared: 0, notified: 0, opened: 0, closed: 0 };
    for (let t = 0; t < 60; t++) {
      const r = await driver.tick(1000 + t, T0 + t * 5000);
      totals.raised += r.raised;
      totals.cleared += r.cleared;
      totals.notified += r.notified;
      totals.opened += r.opened.length;
      totals.closed += r.closed.length;
      if (t % 10 === 9) expect(await violations(database)).toEqual({ states: 0, events: 0, names: 0, impact: 0 });
    }
    expect(totals.raised).toBeGreaterThan(30);
    expect(totals.cleared).toBeGreaterThan(10);
    expect(totals.notified).toBeGreaterThan(10);
    expect(totals.opened).toBeGreaterThan(0);
    const { rows } = await sql<{ n: number }>`SELECT count(DISTINCT ts)::int AS n FROM impact_history WHERE ts >= ${T0}`.execute(database.db);
    expect(rows[0].n).toBeGreaterThanOrEqual(5); // one point per minute bucket the ticks crossed
  });
});

describe('live simulator determinism and lifecycle', () => {
  it('replays the same changes for the same seed, ticks and starting data', async () => {
    const snapshot = async (database: TestDatabase) => {
      const driver = driverFor(database, 0.5);
      for (let t = 0; t < 12; t++) await driver.tick(500 + t, T0 + t * 5000);
      return (
        await sql`
        SELECT (SELECT json_agg(json_build_array(name, severity, count, last_notified_at) ORDER BY name COLLATE "C") FROM alerts WHERE active) AS active,
               (SELECT json_agg(json_build_array(name, state) ORDER BY name COLLATE "C") FROM devices WHERE state <> 5) AS states,
               (SELECT json_agg(json_build_array(name, active, start_time) ORDER BY id) FROM network_events) AS events`.execute(database.db)
      ).rows[0];
    };
    const [a, b] = [await seeded('pglite', 300), await seeded('pglite', 300)];
    try {
      expect(await snapshot(a)).toEqual(await snapshot(b));
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('runs on a timer, skips loading a non-empty fleet, and stops after the tick in flight', async () => {
    const database = await seeded('pglite', 200);
    try {
      const sim = await startSimulator({ db: database.db, database, config: config(5000, true, 20), log: silent });
      await new Promise((r) => setTimeout(r, 400));
      await sim.stop();
      const count = async () =>
        (
          await sql<{ n: number; h: number }>`
        SELECT (SELECT count(*)::int FROM devices) AS n, (SELECT count(*)::int FROM alerts) AS h`.execute(database.db)
        ).rows[0];
      const after = await count();
      expect(after.n).toBe(200);
      await new Promise((r) => setTimeout(r, 100));
      expect(await count()).toEqual(after);
    } finally {
      await database.close();
    }
  });
});
