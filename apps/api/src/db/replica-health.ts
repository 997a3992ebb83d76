import type { FastifyBaseLogger } from 'fastify';
import type { PostgresPool } from 'kysely';
import { trackReplica } from '../lib/telemetry/replica-metrics';
import { PrimaryPositions, type Lag } from './replica-lag';
import { parseLsn, type Lsn } from './wal-lsn';

/** One read replica and what its health check last found. */
export interface Replica {
  name: string;
  pool: PostgresPool;
  /** Takes reads. Out until its first check: a replica nobody has looked at is not trusted. */
  in: boolean;
  reason: string;
  /** Its replay position as last read (health check or a read-your-writes probe). */
  replayLsn?: Lsn;
  lag?: Lag;
  checking?: boolean;
}

export interface HealthOptions {
  maxLagMs: number;
  checkMs: number;
}

/** Runs one statement on a pooled connection and answers its first row. */
export async function firstRow<R>(pool: PostgresPool, text: string): Promise<R> {
  const client = await pool.connect();
  try {
    return (await client.query<R>(text, [])).rows[0];
  } finally {
    client.release();
  }
}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Every checkMs each process samples the primary's WAL position, then asks every replica whether
 * it is still a standby and how far it has replayed. A replica that does not answer, is no longer
 * a standby, or lags more than maxLagMs is taken out; it is back in at the first check it passes.
 */
export class ReplicaHealth {
  private readonly positions: PrimaryPositions;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly untrack: Array<() => void>;

  constructor(
    private readonly primary: PostgresPool,
    readonly replicas: Replica[],
    private readonly o: HealthOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    this.positions = new PrimaryPositions(o.maxLagMs + 3 * o.checkMs);
    this.untrack = replicas.map((r) => trackReplica({ name: r.name, in: () => r.in, lagMs: () => r.lag?.ms, lagBytes: () => r.lag?.bytes }));
  }

  start(): void {
    const tick = async () => {
      await this.check();
      if (!this.stopped) (this.timer = setTimeout(() => void tick(), this.o.checkMs)).unref();
    };
    void tick();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    for (const u of this.untrack) u();
  }

  async check(): Promise<void> {
    const at = Date.now();
    try {
      const { lsn } = await within(this.bound, firstRow<{ lsn: string }>(this.primary, 'select pg_current_wal_lsn()::text as lsn'));
      const position = parseLsn(lsn);
      if (position !== undefined) this.positions.add(at, position);
    } catch {
      // The primary is the one that failed: reads fail over there whatever replicas do; keep their state.
      return;
    }
    await Promise.all(this.replicas.map((r) => this.checkOne(r)));
  }

  /** A read that could not reach the replica takes it out at once, not at the next check. */
  markDown(r: Replica, err: unknown): void {
    r.lag = undefined;
    this.set(r, false, `down: ${(err as Error)?.message ?? String(err)}`);
  }

  private get bound() {
    return Math.max(1_000, 2 * this.o.checkMs);
  }

  private async checkOne(r: Replica): Promise<void> {
    if (r.checking) return;
    r.checking = true;
    try {
      const row = await within(this.bound, firstRow<{ standby: boolean; replay: string | null }>(r.pool, STANDBY_STATE));
      const replay = parseLsn(row.replay);
      if (!row.standby || replay === undefined) return this.set(r, false, 'not a standby (promoted, or not a replica)');
      r.replayLsn = replay;
      r.lag = this.positions.lagOf(replay, Date.now());
      if (!r.lag) return this.set(r, false, "the primary's position is not known yet");
      this.set(r, r.lag.ms <= this.o.maxLagMs, r.lag.ms <= this.o.maxLagMs ? 'ok' : `lagging ${r.lag.ms} ms`);
    } catch (err) {
      this.markDown(r, err);
    } finally {
      r.checking = false;
    }
  }

  private set(r: Replica, isIn: boolean, reason: string): void {
    const changed = r.in !== isIn;
    r.in = isIn;
    r.reason = reason;
    if (changed && isIn) this.log.info({ replica: r.name }, 'read replica back in');
    if (changed && !isIn) this.log.warn({ replica: r.name, reason }, 'read replica taken out: reads go to the primary');
  }
}

const STANDBY_STATE = 'select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as replay';
