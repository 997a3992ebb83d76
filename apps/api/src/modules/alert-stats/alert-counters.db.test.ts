import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/test-databases';
import type { DB } from '../../db/schema';
import { loadFleet } from '../../simulator/fleet/load-fleet';
import { activeAlertCountersStatement, activeAlertsByKeyStatement } from '../network-tree/repository';
import { HOUR, floorHour, intoBuckets, tally } from './hour-memo';
import { hourCountsStatement, selectBucketCounters, selectHourCounters } from './repository';

const engines = await testEngines();
/** Alerts are created around this time: a day and a half of hours, some before it. */
const BASE = Date.UTC(2026, 0, 10);
const KEYS = ['SATELLITE:S1', 'BEAM:B1', 'BEAM:B2', 'CUSTOMER:acme', 'DATACENTER:D1'];

interface NewAlert {
  severity: number;
  active: boolean;
  memberOf: string[] | null;
  createdAt: number | null;
}
const newAlert = fc.record({
  severity: fc.integer({ min: 1, max: 6 }),
  active: fc.boolean(),
  // Keys may repeat (unnest counts them twice, so must the counters) or be missing altogether.
  memberOf: fc.option(fc.array(fc.constantFrom(...KEYS), { maxLength: 4 }), { nil: null }),
  createdAt: fc.option(fc.integer({ min: BASE - 2 * HOUR, max: BASE + 30 * HOUR }), { nil: null, freq: 8 }),
});
/** Rows a statement picks: id mod `m` equals `r`. */
const pick = fc.record({ m: fc.integer({ min: 1, max: 4 }), r: fc.integer({ min: 0, max: 3 }) });
const UPDATES = {
  resolve: sql`active = false`,
  reopen: sql`active = true`,
  severity: sql`severity = severity % 6 + 1`,
  memberOf: sql`member_of = CASE WHEN member_of IS NULL THEN ARRAY['BEAM:B1'] ELSE member_of[2:] || ARRAY['CUSTOMER:acme'] END`,
  createdAt: sql`created_at = created_at + 5400000`,
  notify: sql`count = coalesce(count, 0) + 1, last_notified_at = ${BASE}`,
};
type Update = keyof typeof UPDATES;

type Command =
  | { kind: 'insert'; rows: NewAlert[] }
  | { kind: 'upsert'; rows: NewAlert[] }
  | { kind: 'update'; set: Update; m: number; r: number }
  | { kind: 'delete'; m: number; r: number }
  | { kind: 'rollback'; rows: NewAlert[] }
  | { kind: 'fold' }
  | { kind: 'truncate' };
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('insert' as const), rows: fc.array(newAlert, { minLength: 1, maxLength: 8 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('upsert' as const), rows: fc.array(newAlert, { minLength: 1, maxLength: 4 }) }) },
  {
    weight: 4,
    arbitrary: pick.chain(({ m, r }) =>
      fc.constantFrom(...(Object.keys(UPDATES) as Update[])).map((set) => ({ kind: 'update' as const, set, m, r })),
    ),
  },
  { weight: 2, arbitrary: pick.map(({ m, r }) => ({ kind: 'delete' as const, m, r })) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rollback' as const), rows: fc.array(newAlert, { minLength: 1, maxLength: 3 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'fold' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'truncate' as const }) },
);

let serial = 0;
const values = (rows: NewAlert[], names: string[]) =>
  sql.join(rows.map((a, i) => sql`(${names[i]}, ${a.severity}::int, ${a.active}, ${a.memberOf}::text[], ${a.createdAt}::bigint)`));
const insert = (db: Kysely<DB>, rows: NewAlert[]) =>
  sql`INSERT INTO alerts (name, severity, active, member_of, created_at) VALUES ${values(
    rows,
    rows.map(() => `alert-${serial++}`),
  )}`.execute(db);

async function apply(db: Kysely<DB>, c: Command): Promise<void> {
  if (c.kind === 'insert') await insert(db, c.rows);
  else if (c.kind === 'upsert') {
    // As raiseAlert: names already active are re-notified with the new severity, others inserted
    // (one statement firing both the insert and the update trigger).
    const { rows: active } = await sql<{ name: string }>`SELECT name FROM alerts WHERE active ORDER BY id LIMIT 3`.execute(db);
    const names = c.rows.map((_, i) => active[i]?.name ?? `alert-${serial++}`);
    await sql`INSERT INTO alerts (name, severity, active, member_of, created_at) VALUES ${values(
      c.rows.map((a) => ({ ...a, active: true })),
      names,
    )} ON CONFLICT (name) WHERE active DO UPDATE SET severity = excluded.severity, count = coalesce(alerts.count, 0) + 1`.execute(db);
  } else if (c.kind === 'update') await sql`UPDATE alerts SET ${UPDATES[c.set]} WHERE id % ${c.m} = ${c.r % c.m}`.execute(db);
  else if (c.kind === 'delete') await sql`DELETE FROM alerts WHERE id % ${c.m} = ${c.r % c.m}`.execute(db);
  else if (c.kind === 'fold') await sql`SELECT alert_counts.fold()`.execute(db);
  else if (c.kind === 'truncate')
    await sql`TRUNCATE alerts CASCADE`.execute(db); // CASCADE: alert_notes (migration 041) references alerts
  else {
    await db
      .transaction()
      .execute(async (tx) => {
        await insert(tx, c.rows);
        throw new Error('rolled back');
      })
      .catch((err: Error) => expect(err.message).toBe('rolled back'));
  }
}

const byKey = (rows: ReadonlyArray<{ key: string | null; severity: number; n: number }>) =>
  rows
    .filter((r) => r.key !== null)
    .map((r) => `${r.key}/${r.severity}=${r.n}`)
    .sort();
const hourEntries = (rows: ReadonlyArray<{ hour: number; n: number }>) => [...tally(rows)].sort((a, b) => a[0] - b[0]);

/** Windows of each shape: whole hours, ragged ends, inside one hour, across the data's edges. */
const WINDOWS: Array<[number, number]> = [
  [BASE - 3 * HOUR, BASE + 40 * HOUR],
  [BASE + 1234, BASE + 20 * HOUR - 777],
  [BASE + 5 * HOUR + 10, BASE + 5 * HOUR + 2000],
  [BASE + 5 * HOUR + 10, BASE + 6 * HOUR + 2000],
  [BASE, BASE + HOUR],
  [BASE - HOUR / 2, BASE + 29 * HOUR + 1],
];

async function expectCountersMatch(db: Kysely<DB>, label: string) {
  const [counted, reference] = await Promise.all([activeAlertCountersStatement().execute(db), activeAlertsByKeyStatement().execute(db)]);
  expect(byKey(counted.rows), `${label}: active alerts per key and severity`).toEqual(byKey(reference.rows));
  for (const [start, end] of WINDOWS) {
    const [hours, old] = await Promise.all([selectHourCounters(db, start, end), hourCountsStatement(start, end, sql`true`).execute(db)]);
    expect(hourEntries(hours), `${label}: hours of [${start - BASE}, ${end - BASE})`).toEqual(hourEntries(old.rows));
    // Summed into buckets in SQL as intoBuckets sums the hours: hourly and 7-hour buckets from the window's first hour.
    for (const step of [HOUR, 7 * HOUR]) {
      const starts = Array.from({ length: Math.ceil((end - floorHour(start)) / step) }, (_, i) => floorHour(start) + i * step);
      expect(await selectBucketCounters(db, start, end, starts), `${label}: buckets of ${step / HOUR} h`).toEqual(
        intoBuckets(starts, tally(old.rows)),
      );
    }
  }
}

describe.each(engines)('the alert counters the triggers keep (%s)', (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database.close());

  it('equal the full statements after any run of inserts, upserts, updates, resolves, deletes, rollbacks, folds and truncates', async () => {
    const db = database.db;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 10 }), async (commands) => {
        // Each run from no alerts, so a counterexample stands on its own.
        await sql`TRUNCATE alerts CASCADE`.execute(db); // CASCADE: alert_notes (migration 041) references alerts
        await sql`SELECT alert_counts.rebuild()`.execute(db);
        for (const [i, c] of commands.entries()) {
          await apply(db, c);
          await expectCountersMatch(db, `${i}: ${c.kind}${c.kind === 'update' ? ` ${c.set}` : ''}`);
        }
      }),
      { numRuns: engine === 'pglite' ? 60 : 40 },
    );
  });

  it('folds the pending deltas into the base by itself every 256 writing statements', async () => {
    const db = database.db;
    await sql`SELECT alert_counts.fold()`.execute(db);
    const pending = async () =>
      (
        await sql<{
          n: number;
        }>`SELECT (SELECT count(*) FROM alert_counts.by_key_deltas) + (SELECT count(*) FROM alert_counts.by_hour_deltas) AS n`.execute(db)
      ).rows[0].n;
    expect(Number(await pending())).toBe(0);
    for (let i = 0; i < 300; i++) await insert(db, [{ severity: 1, active: true, memberOf: ['BEAM:B1'], createdAt: BASE + i * 60_000 }]);
    // 300 statements of 2 deltas each, one fold on the way: fewer than 300 × 2 remain.
    expect(Number(await pending())).toBeLessThan(600);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM alert_counts.by_hour WHERE hour >= ${BASE}::bigint`.execute(db);
    expect(rows[0].n).toBeGreaterThan(0);
    await expectCountersMatch(db, 'after 300 single-alert inserts');
  });

  it('rebuilds from the alerts (migration backfill, bulk loads) to the same counts', async () => {
    const db = database.db;
    await insert(db, [{ severity: 2, active: true, memberOf: ['CUSTOMER:acme', 'CUSTOMER:acme'], createdAt: BASE + 7 }]);
    await sql`SELECT alert_counts.rebuild()`.execute(db);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM alert_counts.by_key_deltas`.execute(db);
    expect(rows[0].n).toBe(0);
    await expectCountersMatch(db, 'after a rebuild');
  });
});

describe.each(engines)('the alert counters after a bulk load (%s)', (engine) => {
  let database: TestDatabase;
  const now = BASE + 20 * HOUR + 1234;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await loadFleet(database, { size: 300, seed: 5, alertsTotal: 2000, now, worker: false });
  });
  afterAll(() => database.close());

  it('count what COPY loaded with the triggers off, and count writes after it', async () => {
    const db = database.db;
    const check = async (label: string) => {
      const [counted, reference] = await Promise.all([activeAlertCountersStatement().execute(db), activeAlertsByKeyStatement().execute(db)]);
      expect(byKey(counted.rows), label).toEqual(byKey(reference.rows));
      expect(counted.rows.length, label).toBeGreaterThan(0);
      for (const [start, end] of [
        [now - 365 * 24 * HOUR, now],
        [now - 30 * 24 * HOUR + 1, now - 1],
      ]) {
        const [hours, old] = await Promise.all([selectHourCounters(db, start, end), hourCountsStatement(start, end, sql`true`).execute(db)]);
        expect(hourEntries(hours), label).toEqual(hourEntries(old.rows));
      }
    };
    await check('after the load');
    await sql`UPDATE alerts SET active = false WHERE active AND id % 3 = 0`.execute(db);
    await insert(db, [{ severity: 1, active: true, memberOf: ['BEAM:B1'], createdAt: now - 5000 }]);
    await check('after resolving a third and raising one');
  });
});
