import type { Kysely } from 'kysely';
import { hostname } from 'node:os';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import { FencePlugin } from './fence';
import { LeaderLock } from './leader-lock';
import { leaderChanges, leaderGauge } from './leader-metrics';

export interface LeaderLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** One term of leadership, as the leader's work sees it. */
export interface Lease {
  /** The database to write through: it refuses every statement once the term is over. */
  db: Kysely<DB>;
  /** This process, host:pid. */
  process: string;
  /** The lock session's backend pid (PostgreSQL), for checks in SQL; undefined on PGlite. */
  lockSession: number | undefined;
  held(): boolean;
  /** Ends the term from outside the lock connection (a check in SQL found the lock gone). */
  lose(why: string): void;
}

export interface LeaderWork {
  stop(): Promise<void>;
}

export interface LeadershipOptions {
  database: Database;
  /** PostgreSQL's URL; unset (PGlite) = this process is the only one, so it always leads. */
  databaseUrl: string | undefined;
  log: LeaderLogger;
  /** Starts what only the leader runs. Called at each term's start; stopped at its end. */
  lead(lease: Lease): Promise<LeaderWork>;
  /** Followers try the lock, and the leader checks its lock session, this often (default 2 s). */
  retryMs?: number;
}

export interface Leadership {
  isLeader(): boolean;
  /** Stops the leader's work, then gives the lock up. */
  stop(): Promise<void>;
}

interface Term {
  lease: Lease;
  over: boolean;
  work?: LeaderWork;
}

const PROCESS = `${hostname()}:${process.pid}`;

/**
 * Leader election (issue 20): the simulator and the feeds run in one process of those sharing
 * the database. On PostgreSQL the leader is the holder of a session advisory lock (leader-lock.ts);
 * followers try it every retryMs, so when the leader's session ends (a crash, a kill -9, a lost
 * network), another process leads within about retryMs. On PGlite one process owns the data
 * directory (db/data-dir-lock.ts), so it always leads. The first attempt is made before this
 * returns, so a lone server loads its fleet before it says ready, as before.
 */
export async function startLeadership(o: LeadershipOptions): Promise<Leadership> {
  if (!o.databaseUrl) return leadAlone(o);
  const elector = new Elector(o.databaseUrl, o);
  await elector.start();
  return elector;
}

async function leadAlone(o: LeadershipOptions): Promise<Leadership> {
  const lease: Lease = { db: o.database.db, process: PROCESS, lockSession: undefined, held: () => true, lose: () => {} };
  const work = await o.lead(lease);
  leaderGauge.set(1);
  leaderChanges.inc({ change: 'acquired' });
  return {
    isLeader: () => true,
    async stop() {
      await work.stop();
      leaderGauge.set(0);
    },
  };
}

class Elector implements Leadership {
  private lock: LeaderLock | undefined;
  private term: Term | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /**
   * A process that just lost its lock session is the likelier one to have a bad link to the
   * database: it lets the followers try first for a few rounds before it tries again.
   */
  private holdOffUntil = 0;
  /** State changes run one at a time: an attempt, a term's end, the stop. */
  private chain: Promise<void> = Promise.resolve();
  private readonly retryMs: number;

  constructor(
    private readonly url: string,
    private readonly o: LeadershipOptions,
  ) {
    this.retryMs = o.retryMs ?? 2_000;
  }

  isLeader(): boolean {
    return this.term !== undefined && !this.term.over;
  }

  /** The first attempt: a failure to start the leader's work fails the start, as it did before election. */
  async start(): Promise<void> {
    await this.serial(() => this.attempt(true));
    this.schedule();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const term = this.term;
    if (term) this.fence(term, 'the server is stopping', false);
    await this.serial(async () => {
      if (this.term) await this.endTerm(this.term);
      await this.lock?.close();
      this.lock = undefined;
    });
  }

  private serial(step: () => Promise<void>): Promise<void> {
    const next = this.chain.then(step);
    this.chain = next.catch(() => undefined);
    return next;
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.serial(() => this.attempt(false))
        .catch((err: unknown) => this.o.log.error({ err }, 'cluster: leader election step failed'))
        .finally(() => this.schedule());
    }, this.retryMs);
  }

  private async attempt(first: boolean): Promise<void> {
    if (this.stopped) return;
    if (this.term) {
      // Leading: the lock session must still answer, else another process may hold the lock already.
      if (!(await this.lock?.alive())) this.fence(this.term, 'the lock connection does not answer');
      return;
    }
    if (Date.now() < this.holdOffUntil) return;
    const lock = (this.lock ??= new LeaderLock(this.url, (why) => this.lockEnded(lock, why)));
    let got: boolean;
    try {
      got = await lock.tryAcquire();
    } catch (err) {
      // PostgreSQL unreachable: try again with a new session next time.
      this.o.log.warn({ err: (err as Error).message }, 'cluster: could not try the leader lock');
      await lock.close();
      if (this.lock === lock) this.lock = undefined;
      return;
    }
    if (got) await this.takeOver(lock, first);
  }

  private async takeOver(lock: LeaderLock, first: boolean): Promise<void> {
    const term: Term = { over: false } as Term;
    const held = () => !term.over;
    term.lease = {
      db: this.o.database.db.withPlugin(new FencePlugin(held)),
      process: PROCESS,
      lockSession: lock.backendPid,
      held,
      lose: (why) => this.fence(term, why),
    };
    this.term = term;
    leaderGauge.set(1);
    leaderChanges.inc({ change: 'acquired' });
    this.o.log.info({ process: PROCESS, lockSession: lock.backendPid }, 'cluster: this process is the leader: starting the simulator and the feeds');
    try {
      term.work = await this.o.lead(term.lease);
    } catch (err) {
      this.fence(term, 'the leader work failed to start', false);
      await this.endTerm(term);
      if (first) throw err;
      this.o.log.error({ err }, 'cluster: the leader work failed to start; gave the lock up');
    }
  }

  private lockEnded(lock: LeaderLock, why: string): void {
    if (this.lock === lock) this.lock = undefined;
    if (this.term) this.fence(this.term, why);
  }

  /**
   * Ends a term: first (synchronously) every statement of the leader's work is refused, then the
   * work is stopped, then the lock session is closed (which frees the lock if it still held it).
   */
  private fence(term: Term, why: string, counted = true): void {
    if (term.over) return;
    term.over = true;
    leaderGauge.set(0);
    if (counted) {
      this.holdOffUntil = Date.now() + 3 * this.retryMs;
      leaderChanges.inc({ change: 'lost' });
      this.o.log.warn({ process: PROCESS, why }, 'cluster: leadership lost: the simulator and the feeds stop');
    }
    void this.serial(() => this.endTerm(term));
  }

  private async endTerm(term: Term): Promise<void> {
    if (this.term !== term) return;
    this.term = undefined;
    await term.work?.stop().catch((err: unknown) => this.o.log.error({ err }, 'cluster: stopping the leader work failed'));
    await this.lock?.close();
    this.lock = undefined;
  }
}
