import type { FastifyBaseLogger } from 'fastify';
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import { countRead, type ReadReason } from '../lib/telemetry/replica-metrics';
import { createPgPool } from './pg-pool';
import type { RequestAdmission } from './request-admission';
import { replicaName, type ReadReplicaConfig } from './read-replica-config';
import { currentReadState, WriteLog, type ReadState } from './read-your-writes';
import { firstRow, ReplicaHealth, type Replica } from './replica-health';
import { fallbackOnFailure } from './replica-fallback';
import type { DB } from './schema';
import { maxLsn, parseLsn, type Lsn } from './wal-lsn';

export interface PoolBounds {
  poolSize: number;
  connectTimeoutMs: number;
  statementTimeoutMs?: number;
  /** The primary's request admission: a request holds one slot whichever database it reads. */
  admission?: RequestAdmission;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The reading database: a Kysely whose every connection is chosen when it is taken, for the
 * request the code runs for (lib/request-context). A healthy replica that has replayed the
 * caller's last write (read-your-writes.ts) if one has or does within waitMs; else the primary.
 * A replica that cannot be reached is taken out and the read goes to the primary at once.
 */
export class ReadReplicas {
  readonly db: Kysely<DB>;
  readonly writes = new WriteLog();
  readonly health: ReplicaHealth;
  private next = 0;
  /** Every routed read of this process must see at least this position (raised by fence()). */
  private floor: Lsn | undefined;
  private sampling: Promise<Lsn | undefined> | undefined;
  private queued: Promise<Lsn | undefined> | undefined;

  constructor(
    private readonly primary: PostgresPool,
    private readonly o: ReadReplicaConfig,
    bounds: PoolBounds,
    log: FastifyBaseLogger,
  ) {
    const replicas = o.urls.map((url): Replica => {
      const { dialectPool } = createPgPool({ connectionString: url, ...bounds, metricsEngine: 'postgres-replica' });
      return { name: replicaName(url), pool: dialectPool, in: false, reason: 'not checked yet' };
    });
    this.health = new ReplicaHealth(primary, replicas, o, log);
    const routing: PostgresPool = { connect: () => this.connect(), end: async () => {} };
    this.db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: routing }) });
  }

  start(): void {
    this.health.start();
  }

  async close(): Promise<void> {
    this.health.stop();
    await Promise.all(this.health.replicas.map((r) => r.pool.end()));
  }

  /** The primary's WAL position now (after a write committed): what the writer's reads must see. */
  async primaryPosition(): Promise<Lsn | undefined> {
    return parseLsn((await firstRow<{ lsn: string }>(this.primary, 'select pg_current_wal_lsn()::text as lsn')).lsn);
  }

  /**
   * Raises the floor of every routed read of this process to the primary's position now, and
   * answers it: what the live feed calls before telling browsers (or caches) that something
   * changed, so the reads that follow see the change even from a replica. Callers at the same
   * moment share one sample; a caller while one runs gets the next (the running one may predate
   * its change).
   */
  fence(): Promise<Lsn | undefined> {
    if (!this.sampling) return (this.sampling = this.sample().finally(() => (this.sampling = undefined)));
    this.queued ??= this.sampling.then(() => {
      this.queued = undefined;
      return this.fence();
    });
    return this.queued;
  }

  private async sample(): Promise<Lsn | undefined> {
    const lsn = await this.primaryPosition().catch(() => undefined);
    this.floor = maxLsn(this.floor, lsn);
    return lsn;
  }

  private async connect(): Promise<PostgresPoolClient> {
    const state = currentReadState();
    const stuck = state?.target;
    if (stuck === 'primary') return this.onPrimary(state, undefined);
    if (state && state.required === undefined) state.required = this.writes.requiredOf(state.request) ?? null;
    const required = maxLsn(state?.required ?? undefined, this.floor);
    // The request's next statement goes where its first went, while that replica stays in.
    const candidates = stuck?.in ? [stuck] : this.candidates();
    if (!candidates.length) return this.onPrimary(state, 'no-replica');
    const deadline = Date.now() + this.o.waitMs;
    for (const r of candidates) {
      let client: PostgresPoolClient;
      try {
        client = await r.pool.connect();
      } catch (err) {
        // A full replica pool is load (503 busy), not absence: the primary must not take it over.
        if ((err as { code?: string }).code === 'NMS_DB_BUSY') throw err;
        this.health.markDown(r, err);
        continue;
      }
      if (required === undefined || (await this.replayed(r, client, required, deadline))) return this.onReplica(r, client, state);
      client.release();
    }
    return this.onPrimary(state, required === undefined ? 'no-replica' : 'read-your-writes');
  }

  /** Healthy replicas, the next one first (round robin), so reads spread over all of them. */
  private candidates(): Replica[] {
    const up = this.health.replicas.filter((r) => r.in);
    const start = this.next++ % Math.max(1, up.length);
    return [...up.slice(start), ...up.slice(0, start)];
  }

  /**
   * Whether the replica has replayed `required`, asking it again until the deadline. A replica
   * lagging past the wait is not waited for: the read goes to the primary at once.
   */
  private async replayed(r: Replica, client: PostgresPoolClient, required: Lsn, deadline: number): Promise<boolean> {
    if (r.replayLsn !== undefined && r.replayLsn >= required) return true;
    for (let pause = 2; ; pause *= 2) {
      try {
        const row = (await client.query<{ replay: string | null }>('select pg_last_wal_replay_lsn()::text as replay', [])).rows[0];
        const replay = parseLsn(row?.replay);
        if (replay !== undefined && (r.replayLsn === undefined || replay > r.replayLsn)) r.replayLsn = replay;
        if (replay !== undefined && replay >= required) return true;
      } catch {
        return false;
      }
      const left = deadline - Date.now();
      if (left <= 0 || (r.lag?.ms ?? 0) > this.o.waitMs) return false;
      await sleep(Math.min(pause, left));
    }
  }

  private onReplica(r: Replica, client: PostgresPoolClient, state: ReadState | undefined): PostgresPoolClient {
    if (state) state.target = r;
    countRead('replica', 'replica');
    return fallbackOnFailure(client, {
      replica: r,
      primary: this.primary,
      onDown: (err) => this.health.markDown(r, err),
      onRetry: () => {
        if (state) state.target = 'primary';
        countRead('primary', 'fallback');
      },
    });
  }

  private async onPrimary(state: ReadState | undefined, reason: ReadReason | undefined): Promise<PostgresPoolClient> {
    if (state) state.target = 'primary';
    if (reason) countRead('primary', reason);
    return this.primary.connect();
  }
}
