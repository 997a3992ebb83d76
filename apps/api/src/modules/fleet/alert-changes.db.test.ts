import { seedFleet, type AlertRaise } from '@nms/simulator';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../../test/test-databases';
import type { DB } from '../../db/schema';
import { RepositoryFleetSink } from '../../simulator/fleet/repository-sink';
import { raiseName, type AlertChange } from './alert-changes';
import { applyAlertChanges } from './alert-repository';

const NOW = Date.UTC(2025, 0, 15, 12);
const EVENTS = ['Down', 'LinkDown', 'HighCpu'];

/** A seeded sequence of raises and clears over a few devices and events, so names repeat and interleave. */
function changesFor(seed: number, devices: readonly string[], length: number): AlertChange[] {
  let x = seed;
  const next = (n: number) => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return x % n;
  };
  return Array.from({ length }, (_, i) => {
    const device = devices[next(devices.length)];
    const eventName = EVENTS[next(EVENTS.length)];
    const at = NOW + i * 1000;
    const raise: AlertRaise = {
      deviceName: device,
      elementClassName: 'Host',
      classDisplayName: 'Host',
      instanceName: device,
      instanceDisplayName: device,
      eventName,
      eventDisplayName: eventName,
      eventText: `${eventName} #${i}`,
      severity: 1 + next(4),
      category: eventName === 'Down' ? 'Availability' : 'Performance',
      visibility: 'External',
      troubleTicketID: null,
      at,
    };
    return next(3) === 0 ? { clear: { name: raiseName(raise), at } } : { raise };
  });
}

/** What the changes leave behind: every alert of the devices, their states and their groups' counts. */
async function snapshot(db: Kysely<DB>, devices: readonly string[]) {
  const alerts = await sql`
    SELECT name, active, severity, count, event_text, created_at, last_notified_at, cleared_at, duration, nmd
      FROM alerts WHERE element_name = ANY(${[...devices]}::text[]) ORDER BY name, created_at, active`.execute(db);
  const states = await sql`SELECT name, state FROM devices WHERE name = ANY(${[...devices]}::text[]) ORDER BY name`.execute(db);
  const groups = await sql`SELECT id, total_count, impacted_count FROM device_groups ORDER BY id`.execute(db);
  return { alerts: alerts.rows, states: states.rows, groups: groups.rows };
}

/** Runs `work` in a transaction that is rolled back, answering what it saw. */
async function rolledBack<T>(db: Kysely<DB>, work: (tx: Kysely<DB>) => Promise<T>): Promise<T> {
  let seen: T | undefined;
  await db
    .transaction()
    .execute(async (tx) => {
      seen = await work(tx);
      throw new Error('rollback');
    })
    .catch((err: Error) => {
      if (err.message !== 'rollback') throw err;
    });
  return seen!;
}

describe.each(await testEngines())('a batch of alert changes on %s', (engine) => {
  let database: TestDatabase;
  let devices: string[];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    await seedFleet(new RepositoryFleetSink(database.db), { seed: 7, size: 300, now: NOW });
    devices = (
      await sql<{ name: string }>`
      SELECT name FROM devices WHERE state = 5 AND cardinality(member_of) > 1 ORDER BY name LIMIT 5`.execute(database.db)
    ).rows.map((r) => r.name);
  });
  afterAll(() => database?.close());

  // The oracle: the same changes applied one at a time, each its own statement set.
  it.each([1, 2, 3, 4, 5])('leaves what one-at-a-time leaves (seed %i)', async (seed) => {
    const changes = changesFor(seed, devices, 40);
    const oneByOne = await rolledBack(database.db, async (tx) => {
      const outcomes = [];
      for (const c of changes) outcomes.push(...(await applyAlertChanges(tx, [c])));
      return { outcomes, after: await snapshot(tx, devices) };
    });
    const together = await rolledBack(database.db, async (tx) => ({
      outcomes: await applyAlertChanges(tx, changes),
      after: await snapshot(tx, devices),
      // Group counts kept by moves must equal a count from scratch.
      recount: (
        await sql<{ id: number; impacted: number }>`
        SELECT m.group_id AS id, (count(*) FILTER (WHERE d.state IN (1, 2)))::int AS impacted
          FROM device_group_members m JOIN devices d ON d.name = m.device_name GROUP BY m.group_id ORDER BY m.group_id`.execute(tx)
      ).rows,
    }));
    expect(together.outcomes).toEqual(oneByOne.outcomes);
    expect(together.after).toEqual(oneByOne.after);
    const kept = new Map(together.after.groups.map((g) => [(g as { id: number }).id, (g as { impacted_count: number }).impacted_count]));
    for (const g of together.recount) expect(kept.get(g.id), `group ${g.id}`).toBe(g.impacted);
    expect(oneByOne.outcomes).toContain('raised');
    expect(oneByOne.outcomes).toContain('cleared');
  });
});
