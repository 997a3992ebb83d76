import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, isPostgresReachable, type TestDatabase } from '../../test/test-databases';
import { LeadershipLostError } from './fence';
import { LEADER_LOCK_KEYS } from './leader-lock';
import { startLeadership, type Lease, type Leadership } from './leadership';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const postgres = await isPostgresReachable();
if (!postgres) console.warn('leadership.db.test.ts: PostgreSQL at 127.0.0.1:5432 is not reachable: the election tests are skipped');

/** A contender for leadership whose "work" records what happened to it. */
async function contender(database: TestDatabase, events: string[], name: string) {
  const terms: Lease[] = [];
  const leadership = await startLeadership({
    database,
    databaseUrl: database.url,
    log: silent,
    retryMs: 100,
    async lead(lease) {
      terms.push(lease);
      events.push(`${name} leads`);
      return {
        async stop() {
          // The fence is up before the work is told to stop: its writes are already refused.
          events.push(`${name} stops (fenced: ${!lease.held()})`);
        },
      };
    },
  });
  return { leadership, terms };
}

describe.skipIf(!postgres)('leader election on PostgreSQL', () => {
  let database: TestDatabase;
  const running: Leadership[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    for (const l of running) await l.stop();
    await database?.close();
  });

  it('one contender leads; when its lock session dies it stops writing first, and another takes over', async () => {
    const events: string[] = [];
    const a = await contender(database, events, 'a');
    const b = await contender(database, events, 'b');
    running.push(a.leadership, b.leadership);
    expect([a.leadership.isLeader(), b.leadership.isLeader()]).toEqual([true, false]);
    expect(events).toEqual(['a leads']);
    const lease = a.terms[0];
    expect(lease.lockSession).toEqual(expect.any(Number));
    await sql`SELECT 1`.execute(lease.db);

    // The server ends a's lock session (what a crash, a kill or a lost network does to it).
    await sql`SELECT pg_terminate_backend(${lease.lockSession}::int)`.execute(database.db);
    await vi.waitFor(() => expect(b.leadership.isLeader()).toBe(true), { timeout: 10_000, interval: 50 });
    expect(a.leadership.isLeader()).toBe(false);
    expect(events.slice(0, 3)).toEqual(['a leads', 'a stops (fenced: true)', 'b leads']);
    await expect(sql`SELECT 1`.execute(lease.db)).rejects.toBeInstanceOf(LeadershipLostError);
    // The lock is b's session's now, as the database sees it (pg_locks lists every database's locks).
    const { rows } = await sql<{ pid: number }>`
      SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND classid = ${LEADER_LOCK_KEYS[0]} AND objid = ${LEADER_LOCK_KEYS[1]} AND objsubid = 2
         AND granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`.execute(database.db);
    expect(rows.map((r) => r.pid)).toEqual([b.terms[0].lockSession]);
  });

  it('a leader that stops gives the lock up to a follower', async () => {
    const events: string[] = [];
    const leaders = running.filter((l) => l.isLeader());
    expect(leaders).toHaveLength(1);
    const c = await contender(database, events, 'c');
    running.push(c.leadership);
    expect(c.leadership.isLeader()).toBe(false);
    await leaders[0].stop();
    await vi.waitFor(() => expect(c.leadership.isLeader()).toBe(true), { timeout: 10_000, interval: 50 });
    expect(events).toEqual(['c leads']);
  });
});
