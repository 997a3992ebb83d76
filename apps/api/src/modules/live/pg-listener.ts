import pg from 'pg';
import { LIVE_CHANNEL } from './live-change';

/** application_name of the listening session. */
export const LIVE_APPLICATION_NAME = 'nms-live-listener';

export interface ListenerHooks {
  /** Every payload received on the channel. */
  onPayload(payload: string): void;
  /** The connection came back after a drop (or a failed first attempt): records may have been lost. */
  onGap(): void;
  log?: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

export interface PgListenerOptions {
  /** First retry delay after a drop, doubled up to maxBackoffMs (defaults 500 ms, 10 s). */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** A `SELECT 1` this often finds a connection a partition froze (default 10 s). */
  heartbeatMs?: number;
  /** How long the first connection may take before start() returns and retries go on in the background (default 5 s). */
  connectTimeoutMs?: number;
}

export interface Listener {
  stop(): Promise<void>;
}

/**
 * LISTEN on one dedicated connection, outside the pool (a pooled connection is handed to other
 * queries and LISTEN is per session). It reconnects with backoff whenever the connection drops
 * or a heartbeat fails, and tells `onGap` once it listens again: NOTIFY keeps nothing for a
 * session that was not there, so what was sent meanwhile is lost.
 */
export async function listenPostgres(connectionString: string, hooks: ListenerHooks, opts: PgListenerOptions = {}): Promise<Listener> {
  const minBackoff = opts.minBackoffMs ?? 500;
  const maxBackoff = opts.maxBackoffMs ?? 10_000;
  const connectTimeoutMs = opts.connectTimeoutMs ?? 5_000;
  let backoff = minBackoff;
  let client: pg.Client | undefined;
  let stopped = false;
  let lost = false;
  let retry: NodeJS.Timeout | undefined;

  const heartbeat = setInterval(() => {
    const c = client;
    c?.query('SELECT 1').catch(() => drop(c, 'heartbeat failed'));
  }, opts.heartbeatMs ?? 10_000);
  heartbeat.unref();

  function drop(c: pg.Client, why: string, err?: unknown) {
    if (client !== c) return;
    client = undefined;
    lost = true;
    hooks.log?.warn({ err, why }, 'live: change feed connection lost; reconnecting');
    c.removeAllListeners('notification');
    c.end().catch(() => undefined);
    schedule();
  }

  function schedule() {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, backoff);
    retry.unref();
    backoff = Math.min(maxBackoff, backoff * 2);
  }

  async function connect(): Promise<boolean> {
    const c = new pg.Client({
      connectionString,
      // Named, so pg_stat_activity tells the feed's session from the pool's.
      application_name: LIVE_APPLICATION_NAME,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      connectionTimeoutMillis: connectTimeoutMs,
      query_timeout: connectTimeoutMs,
    });
    c.on('error', (err) => drop(c, 'connection error', err));
    c.on('end', () => drop(c, 'connection ended'));
    c.on('notification', (msg) => {
      if (msg.channel === LIVE_CHANNEL && msg.payload !== undefined) hooks.onPayload(msg.payload);
    });
    client = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (err) {
      drop(c, 'connect failed', err);
      return false;
    }
    if (stopped || client !== c) return false;
    backoff = minBackoff;
    if (lost) {
      lost = false;
      hooks.log?.info({}, 'live: change feed connection back; subscribers resync');
      hooks.onGap();
    }
    return true;
  }

  await connect();
  return {
    async stop() {
      stopped = true;
      clearInterval(heartbeat);
      if (retry) clearTimeout(retry);
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
