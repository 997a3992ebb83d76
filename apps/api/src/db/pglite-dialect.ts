import type { PGlite, Results } from '@electric-sql/pglite';
import { observeQuery, trackPool } from '../lib/telemetry/db-metrics';
import { untilAborted } from '../lib/abortable';
import { currentRequest } from '../lib/request-context';
import type { RequestAdmission } from './request-admission';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/** How long a bulk write lets others go first at most, per transaction or statement it starts. */
const BULK_YIELD_MAX_MS = 2_000;
/** Consecutive 1 ms checks of an idle session with no one waiting before a bulk write goes. */
const BULK_QUIET_CHECKS = 3;

/**
 * Kysely over one PGlite instance. PGlite is a single session, so a connection is handed out
 * to one caller at a time: a transaction must not interleave with other statements.
 */
export class PGliteDialect implements Dialect {
  private readonly queue: QueueState;
  constructor(
    private readonly client: PGlite,
    admission?: RequestAdmission,
  ) {
    this.queue = { waiting: 0, admission };
  }
  /** Callers waiting for the connection right now. */
  waiting(): number {
    return this.queue.waiting;
  }
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.client, this.queue);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

interface QueueState {
  waiting: number;
  /** Whole requests are admitted or refused before they queue for the session. */
  admission?: RequestAdmission;
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: PGliteConnection;
  private release: (() => void) | undefined;
  private readonly untrack: () => void;

  constructor(
    private readonly client: PGlite,
    private readonly state: QueueState,
  ) {
    this.connection = new PGliteConnection(client);
    // One session: a pool of one, idle while no caller holds it.
    this.untrack = trackPool({
      engine: 'pglite',
      max: 1,
      total: () => 1,
      idle: () => (this.release ? 0 : 1),
      waiting: () => this.state.waiting,
    });
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    // Past the bound a request is refused at once (503 busy) instead of joining a backlog that
    // would answer it long after its client gave up; an admitted one runs all its statements.
    await this.state.admission?.admit();
    if (currentRequest()?.bulk) await this.othersFirst();
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((r) => (release = r));
    // PGlite runs on this thread and hands over through promises alone: without a turn of
    // the event loop between queries a backlog starves all I/O, /healthz included.
    const turn = previous.then(() => new Promise<void>((r) => setImmediate(r)));
    this.state.waiting++;
    try {
      await untilAborted(turn, currentRequest()?.signal);
    } catch (err) {
      // Past its deadline the request leaves the line; the session passes on when its turn comes.
      void turn.then(release);
      throw err;
    } finally {
      this.state.waiting--;
    }
    this.release = release;
    return this.connection;
  }

  /**
   * A bulk write (an import's next slice) takes the session only once it has been idle with no
   * one waiting for a few milliseconds, so a reader's several statements are not each queued
   * behind a slice. Bounded: under constant load the bulk write goes after BULK_YIELD_MAX_MS.
   */
  private async othersFirst(): Promise<void> {
    const until = Date.now() + BULK_YIELD_MAX_MS;
    for (let quiet = 0; quiet < BULK_QUIET_CHECKS && Date.now() < until;) {
      await new Promise<void>((r) => setTimeout(r, 1));
      quiet = this.state.waiting === 0 && this.release === undefined ? quiet + 1 : 0;
    }
  }

  async beginTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(c: DatabaseConnection): Promise<void> {
    await c.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    const release = this.release;
    this.release = undefined;
    release?.();
  }

  async destroy(): Promise<void> {
    this.untrack();
    await this.client.close();
  }
}

/** Ends a transaction: still sent past the deadline, so the session is left clean. */
const ROLLBACK = /^\s*rollback\b/i;

class PGliteConnection implements DatabaseConnection {
  constructor(private readonly client: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // A statement cannot be stopped inside the engine; past the deadline the next one is not started.
    const signal = currentRequest()?.signal;
    if (signal?.aborted && !ROLLBACK.test(compiled.sql)) throw signal.reason as Error;
    // The extended protocol takes one statement; scripts (migrations) go through the simple one.
    const script = compiled.parameters.length === 0 && /;\s*\S/.test(compiled.sql);
    const started = performance.now();
    let result: Results<R>;
    try {
      result = script
        ? ((await this.client.exec(compiled.sql)).at(-1) as Results<R>)
        : await this.client.query<R>(compiled.sql, compiled.parameters as unknown[]);
    } finally {
      observeQuery('pglite', compiled.sql, started);
    }
    return {
      rows: result.rows,
      numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}
