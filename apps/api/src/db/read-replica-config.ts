import { int } from '../lib/env-parse';

/** Read replicas (docs/operations.md "Read replicas"); only with PostgreSQL (DATABASE_URL). */
export interface ReadReplicaConfig {
  /** Streaming replicas the list, summary and dashboard reads go to (DATABASE_READ_URL, comma-separated); empty = none. */
  urls: string[];
  /** A replica further behind the primary than this is taken out until it catches up (DATABASE_READ_MAX_LAG_MS). */
  maxLagMs: number;
  /** How often each process checks every replica's lag and reachability (DATABASE_READ_CHECK_MS). */
  checkMs: number;
  /** How long a user's read waits for a replica to replay that user's last write before reading the primary (DATABASE_READ_WAIT_MS). */
  waitMs: number;
}

/** Comma-separated like OIDC_AUDIENCE; each must be a postgres:// URL, or the start stops here. */
export function loadReadReplicaConfig(env: NodeJS.ProcessEnv): ReadReplicaConfig {
  const urls = (env.DATABASE_READ_URL ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const u of urls) {
    const url = URL.parse(u);
    if (!url || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')) {
      throw new Error(`DATABASE_READ_URL must be postgres:// URLs separated by commas, got '${u.replace(/:[^:@/]*@/, ':***@')}'`);
    }
  }
  return {
    urls,
    maxLagMs: Math.max(1, int('DATABASE_READ_MAX_LAG_MS', env.DATABASE_READ_MAX_LAG_MS, 5_000)),
    checkMs: Math.max(50, int('DATABASE_READ_CHECK_MS', env.DATABASE_READ_CHECK_MS, 1_000)),
    waitMs: int('DATABASE_READ_WAIT_MS', env.DATABASE_READ_WAIT_MS, 200),
  };
}

/** A replica's name in metrics, logs and errors: host:port/database, never its password. */
export function replicaName(url: string): string {
  const u = URL.parse(url);
  return u ? `${u.hostname}:${u.port || '5432'}${u.pathname}` : 'replica';
}
