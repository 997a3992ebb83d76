import { sql } from 'kysely';
import type { TickLedger } from '../simulator/start-simulator';
import { LEADER_LOCK_KEYS } from './leader-lock';
import type { Lease } from './leadership';

/** Ledger rows kept behind the newest tick (over a day at 1 s ticks); older ones are deleted as ticks are claimed. */
const KEEP_TICKS = 100_000;

/**
 * The simulator's tick ledger (migration 030, simulator_ticks): a tick runs only once it has a row,
 * and its number is the primary key, so no tick (whose changes follow from (seed, tick)) is ever
 * run twice, by two processes or across a restart. On PostgreSQL the claim also checks, in the
 * same statement, that the lease's lock session still holds the leader lock: a leader whose lock
 * went (its session was dropped while it did not notice yet) cannot start a tick.
 */
export function tickLedger(lease: Lease): TickLedger {
  const [classId, objId] = LEADER_LOCK_KEYS;
  const held =
    lease.lockSession === undefined
      ? sql<boolean>`true`
      : sql<boolean>`EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND classid = ${classId} AND objid = ${objId}
                        AND objsubid = 2 AND pid = ${lease.lockSession} AND granted)`;
  return {
    async claim(tick, at) {
      const { rows } = await sql<{ held: boolean; tick: number | null }>`
        WITH lead AS (SELECT ${held} AS held),
        next AS (SELECT greatest(${tick}::bigint, (SELECT max(tick) + 1 FROM simulator_ticks)) AS tick),
        claimed AS (
          INSERT INTO simulator_ticks (tick, process, lock_session, started_at)
          SELECT next.tick, ${lease.process}, ${lease.lockSession ?? null}::int, ${at}::bigint FROM next, lead WHERE lead.held
          ON CONFLICT (tick) DO NOTHING
          RETURNING tick),
        pruned AS (DELETE FROM simulator_ticks WHERE tick < ${tick}::bigint - ${KEEP_TICKS})
        SELECT (SELECT held FROM lead) AS held, (SELECT tick FROM claimed) AS tick`.execute(lease.db);
      const row = rows[0];
      if (!row?.held) {
        lease.lose('the database does not list this process as the holder of the leader lock');
        return undefined;
      }
      return row.tick ?? undefined;
    },
    async finish(tick, at) {
      await sql`UPDATE simulator_ticks SET finished_at = ${at}::bigint WHERE tick = ${tick}::bigint`.execute(lease.db);
    },
  };
}
