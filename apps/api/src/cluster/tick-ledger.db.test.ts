import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testEngines, type TestDatabase } from '../../test/test-databases';
import { startLeadership, type Lease, type Leadership } from './leadership';
import { tickLedger } from './tick-ledger';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const engines = await testEngines();

/** The lease of the one process leading on this database (PGlite: always; PostgreSQL: the lock's holder). */
async function lead(database: TestDatabase): Promise<{ lease: Lease; leadership: Leadership }> {
  let lease: Lease | undefined;
  const leadership = await startLeadership({
    database,
    databaseUrl: database.url,
    log: silent,
    lead: async (l) => {
      lease = l;
      return { stop: async () => {} };
    },
  });
  return { lease: lease!, leadership };
}

const ledgerRows = (database: TestDatabase) =>
  database.db.selectFrom('simulator_ticks').select(['tick', 'process', 'lock_session', 'finished_at']).orderBy('tick').execute();

describe.each(engines)('the simulator tick ledger (%s)', (engine) => {
  const open: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const close of open.reverse()) await close();
  });

  it('claims each tick once and only forward, and marks it finished', async () => {
    const database = await createTestDatabase(engine);
    const { lease, leadership } = await lead(database);
    open.push(
      () => database.close(),
      () => leadership.stop(),
    );
    const ledger = tickLedger(lease);
    expect(await ledger.claim(5, 1_000)).toBe(5);
    // Another claim of tick 5 (a second leader, a restart with a slow clock) runs the next tick instead.
    expect(await ledger.claim(5, 2_000)).toBe(6);
    expect(await ledger.claim(3, 3_000)).toBe(7);
    await ledger.finish(7, 3_500);
    expect(await ledgerRows(database)).toEqual([
      { tick: 5, process: lease.process, lock_session: lease.lockSession ?? null, finished_at: null },
      { tick: 6, process: lease.process, lock_session: lease.lockSession ?? null, finished_at: null },
      { tick: 7, process: lease.process, lock_session: lease.lockSession ?? null, finished_at: 3_500 },
    ]);
  });

  it.skipIf(engine !== 'postgres')('refuses a claim when the database does not list the lease as the lock holder, and ends the lease', async () => {
    const database = await createTestDatabase(engine);
    const { lease, leadership } = await lead(database);
    open.push(
      () => database.close(),
      () => leadership.stop(),
    );
    const why: string[] = [];
    // A session that does not hold the lock: what a leader whose session was dropped unnoticed still believes it has.
    const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(database.db);
    const stale: Lease = { ...lease, lockSession: rows[0].pid, lose: (w) => why.push(w) };
    expect(await tickLedger(stale).claim(1, 1_000)).toBeUndefined();
    expect(why).toEqual(['the database does not list this process as the holder of the leader lock']);
    expect(await ledgerRows(database)).toEqual([]);
    expect(await tickLedger(lease).claim(1, 1_000)).toBe(1);
  });
});
