import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/test-databases';
import { loadFleet, type LoadFleetReport } from './load-fleet';

const NOW = Date.UTC(2025, 0, 15, 12);
const one = async <T>(database: TestDatabase, query: string): Promise<T> => (await sql.raw<T>(query).execute(database.db)).rows[0];

describe.each(await testEngines())('loadFleet (COPY) on %s', (engine) => {
  let database: TestDatabase;
  let report: LoadFleetReport;
  let indexesBefore: number;
  let constraintsBefore: unknown;
  const constraints = () =>
    one(
      database,
      `SELECT string_agg(conname || ' ' || pg_get_constraintdef(oid), '; ' ORDER BY conname) AS c
    FROM pg_constraint WHERE connamespace = current_schema()::regnamespace`,
    );

  let searchIndexes: () => Promise<string[]>;
  let searchIndexesBefore: string[];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    searchIndexes = async () =>
      (
        await sql.raw<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE schemaname = 'search' ORDER BY indexname`).execute(database.db)
      ).rows.map((r) => r.indexdef);
    indexesBefore = (await one<{ n: number }>(database, `SELECT count(*)::int AS n FROM pg_indexes WHERE schemaname = current_schema()`)).n;
    searchIndexesBefore = await searchIndexes();
    constraintsBefore = await constraints();
    report = await loadFleet(database, { size: 2000, seed: 11, alertsTotal: 9000, now: NOW, batchSize: 700, worker: true });
  });
  afterAll(() => database?.close());

  it("marks every device it loads as the simulator's, and leaves the column's default false for every other insert", async () => {
    expect(await one(database, 'SELECT count(*) FILTER (WHERE simulated)::int AS n FROM devices')).toEqual({ n: 2000 });
    expect(
      await one(
        database,
        `SELECT column_default AS d FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'devices' AND column_name = 'simulated'`,
      ),
    ).toEqual({ d: 'false' });
  });

  it('loads the requested devices, alerts and their locations', async () => {
    expect(report).toMatchObject({ devices: 2000, alerts: 9000 });
    expect(await one(database, 'SELECT count(*)::int AS n FROM devices')).toEqual({ n: 2000 });
    expect(await one(database, 'SELECT count(*)::int AS n FROM alerts')).toEqual({ n: 9000 });
    expect(
      await one(
        database,
        `SELECT count(*)::int AS n FROM devices d WHERE NOT EXISTS
      (SELECT 1 FROM locations l WHERE l.customer_location_id = d.customer_location_id)`,
      ),
    ).toEqual({ n: 0 });
  });

  it('round-trips values through CSV: arrays, empty strings, nulls, booleans, quotes', async () => {
    const d = await one<Record<string, unknown>>(database, `SELECT * FROM devices WHERE product_category = 'Switch' ORDER BY name LIMIT 1`);
    expect(Array.isArray(d.member_of)).toBe(true);
    expect(d.member_of).toContain('ALL_DEVICES:All Devices');
    expect(typeof d.discovered).toBe('boolean');
    expect(d.description).toMatch(/\(.+, [A-Z]{2}\)$/);
    expect(await one(database, `SELECT count(*)::int AS n FROM devices WHERE lan_ip = '{ip}'`)).not.toEqual({ n: 0 });
  });

  it('restores every index and constraint it dropped', async () => {
    // The name pieces' indexes (migrations 026, 028) are dropped for COPY and built once after.
    expect(searchIndexesBefore.join('\n')).toContain('device_name_grams_name_idx');
    expect(await searchIndexes()).toEqual(searchIndexesBefore);
    expect((await one<{ n: number }>(database, `SELECT count(*)::int AS n FROM pg_indexes WHERE schemaname = current_schema()`)).n).toBe(
      indexesBefore,
    );
    expect(await constraints()).toEqual(constraintsBefore);
  });

  it('derives membership, impact and state consistently', async () => {
    expect(
      await one(database, `SELECT (SELECT count(*)::int FROM device_group_members) - (SELECT sum(cardinality(member_of))::int FROM devices) AS diff`),
    ).toEqual({ diff: 0 });
    expect(
      await one(
        database,
        `SELECT count(*)::int AS n FROM devices d
      WHERE state <> coalesce((SELECT min(severity) FROM alerts a WHERE a.element_name = d.name AND a.active), 5)`,
      ),
    ).toEqual({ n: 0 });
    expect(
      await one(
        database,
        `SELECT count(*)::int AS n FROM device_groups g WHERE impacted_count <> (SELECT count(*) FROM device_group_members m
      JOIN devices d ON d.name = m.device_name WHERE m.group_id = g.id AND d.state IN (1, 2))`,
      ),
    ).toEqual({ n: 0 });
    expect(
      await one(
        database,
        `SELECT count(*)::int AS n FROM device_groups WHERE network_type = 'ALL_DEVICES'
      AND total_count = (SELECT count(*) FROM devices WHERE provision_status <> 'PEND')`,
      ),
    ).toEqual({ n: 1 });
    // Devices not yet installed are in no group.
    expect(await one(database, `SELECT count(*)::int AS n FROM devices WHERE provision_status = 'PEND' AND cardinality(member_of) > 0`)).toEqual({
      n: 0,
    });
  });

  it('backfills a week of hourly impact history plus the current point for every group', async () => {
    const { groups, points } = await one<{ groups: number; points: number }>(
      database,
      'SELECT (SELECT count(*)::int FROM device_groups) AS groups, (SELECT count(*)::int FROM impact_history) AS points',
    );
    expect(points).toBe(groups * 169);
    expect(
      await one(
        database,
        'SELECT count(*)::int AS n FROM (SELECT group_id FROM network_events WHERE active GROUP BY group_id HAVING count(*) > 1) x',
      ),
    ).toEqual({ n: 0 });
  });

  it('refuses to load into a database that already has devices', async () => {
    await expect(loadFleet(database, { size: 10, seed: 1 })).rejects.toThrow(/empty/);
    expect(await one(database, 'SELECT count(*)::int AS n FROM devices')).toEqual({ n: 2000 });
  });
});
