import pg from 'pg';

/**
 * The leader's advisory lock: the two-key form, so it shares no key space with the bigint locks
 * of migrations and the impact upkeep (pg_locks shows it as classid, objid, objsubid 2).
 */
export const LEADER_LOCK_KEYS = [1_601_616, 20] as const;

/** A round trip on the lock session slower than this counts as a lost session. */
const ALIVE_TIMEOUT_MS = 5_000;

/**
 * Server-side keepalive on the lock session: when the leader's host vanishes without closing
 * its socket (power loss, a cable), PostgreSQL drops the session, and with it the lock, within
 * about 5 + 2 x 3 s instead of the server default of two hours. Ignored on Unix sockets.
 */
const SESSION_SETTINGS = [
  'SET tcp_keepalives_idle = 5',
  'SET tcp_keepalives_interval = 2',
  'SET tcp_keepalives_count = 3',
  'SET tcp_user_timeout = 10000',
];

/**
 * One PostgreSQL session of its own, outside the pool: a session-level advisory lock lives as
 * long as the session, so the process that holds it leads until its connection ends (a crash,
 * a kill, a network loss), and then PostgreSQL releases it for another process to take.
 */
export class LeaderLock {
  private client: pg.Client | undefined;
  private closed = false;
  /** The lock session's server process id (pg_locks.pid), once connected. */
  backendPid: number | undefined;

  constructor(
    private readonly url: string,
    /** Called once when the session ends or fails by itself (not after close()). */
    private readonly onEnded: (why: string) => void,
  ) {}

  /** Connects when needed, then tries the lock once: true when this session holds it now. */
  async tryAcquire(): Promise<boolean> {
    const client = await this.connect();
    const { rows } = await client.query<{ got: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS got', [...LEADER_LOCK_KEYS]);
    return rows[0]?.got === true;
  }

  /** One bounded round trip on the session: false when it no longer answers. */
  async alive(timeoutMs = ALIVE_TIMEOUT_MS): Promise<boolean> {
    const client = this.client;
    if (!client || this.closed) return false;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
    try {
      return await Promise.race([client.query('SELECT 1').then(() => true as const), late]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Ends the session; PostgreSQL releases the lock with it. */
  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    // end() waits for the server's goodbye; a dead link never sends it, so the socket goes too.
    const ended = client.end().catch(() => undefined);
    const timer = setTimeout(() => (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy(), 2_000);
    await ended;
    clearTimeout(timer);
  }

  private async connect(): Promise<pg.Client> {
    if (this.client) return this.client;
    if (this.closed) throw new Error('the leader lock was closed');
    const client = new pg.Client({
      connectionString: this.url,
      application_name: 'nms-leader',
      connectionTimeoutMillis: ALIVE_TIMEOUT_MS,
      // A follower's try on a link that died silently must fail, not wait for ever (the caller then opens a new session).
      query_timeout: ALIVE_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: 5_000,
    });
    let ended = false;
    const end = (why: string) => {
      if (ended) return;
      ended = true;
      if (this.client === client) this.client = undefined;
      if (!this.closed) this.onEnded(why);
    };
    client.on('error', (err) => end(`lock connection error: ${err.message}`));
    client.on('end', () => end('lock connection ended'));
    try {
      await client.connect();
      for (const statement of SESSION_SETTINGS) await client.query(statement);
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      this.backendPid = rows[0].pid;
    } catch (err) {
      ended = true;
      await client.end().catch(() => undefined);
      throw err;
    }
    this.client = client;
    return client;
  }
}
