import { databaseOverload, isDatabaseUnavailable } from './database-errors';

/** SQLSTATE of a deadlock victim and of a serialization failure: the transaction may simply run again. */
const VICTIM = new Set(['40P01', '40001']);
const isVictim = (err: unknown) => {
  const code = (err as { code?: unknown })?.code;
  return typeof code === 'string' && VICTIM.has(code);
};

/** A failure of the database's moment (busy, too slow, gone, a deadlock victim), not of the rows written. */
export function isPassingFailure(err: unknown): boolean {
  return isVictim(err) || databaseOverload(err) !== undefined || isDatabaseUnavailable(err);
}

const isTimeout = (err: unknown) => databaseOverload(err)?.kind === 'timeout';

export interface PatienceOptions {
  /** Tries of one piece before its failure is thrown (default 6: about 15 s of backoff). */
  attempts?: number;
  /** The first backoff, doubled on each try up to maxMs (defaults 250 ms and 5 s). */
  baseMs?: number;
  maxMs?: number;
  /** Told of each failure that will be tried again. */
  onRetry?: (err: unknown, attempt: number, rows: number) => void;
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` (one whole transaction) again when the database chose it as a deadlock or
 * serialization victim, after a short jittered backoff so the retries of two victims do not collide.
 * A request's write: its caller is told a busy or slow database (503) and sends again.
 */
export async function retryTransient<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= attempts || !isVictim(err)) throw err;
      await pause(Math.random() * 20 * 2 ** attempt);
    }
  }
}

/**
 * A feed's batch (no caller to send it again): writes `rows` with `write` (one transaction: all or nothing), and again when the database failed
 * it for its moment rather than for the rows: a storm's batch must not be lost to a deadlock, a
 * busy pool or a statement timeout. After a timeout the rows go in two halves, in order, since a
 * smaller write fits the timeout. Answers the write's results in the rows' order; a failure of
 * the rows themselves, or past the last attempt, is thrown.
 */
export async function writePatiently<T, R>(
  rows: readonly T[],
  write: (rows: readonly T[]) => Promise<R[]>,
  opts: PatienceOptions = {},
): Promise<R[]> {
  const attempts = opts.attempts ?? 6;
  const baseMs = opts.baseMs ?? 250;
  const maxMs = opts.maxMs ?? 5_000;
  const sleep = opts.sleep ?? pause;
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(rows);
    } catch (err) {
      if (attempt >= attempts || !isPassingFailure(err)) throw err;
      opts.onRetry?.(err, attempt, rows.length);
      // Jittered, so two writers that collided do not collide again.
      await sleep(Math.min(maxMs, baseMs * 2 ** (attempt - 1)) * (0.5 + Math.random() / 2));
      if (isTimeout(err) && rows.length > 1) {
        const half = Math.ceil(rows.length / 2);
        const first = await writePatiently(rows.slice(0, half), write, opts);
        return [...first, ...(await writePatiently(rows.slice(half), write, opts))];
      }
    }
  }
}
