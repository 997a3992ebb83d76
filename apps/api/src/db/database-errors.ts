/**
 * Failures that are the database's load, not its absence: the API answers them 503 with a
 * Retry-After, and says "busy" rather than "unreachable" so an operator does not chase a
 * network fault while PostgreSQL is up.
 */
export class DatabaseBusyError extends Error {
  readonly code = 'NMS_DB_BUSY';
  constructor(detail: string) {
    super(`The database is busy (${detail})`);
  }
}

export class DatabaseTimeoutError extends Error {
  readonly code = 'NMS_DB_TIMEOUT';
  constructor(ms: number) {
    super(`The database did not answer within ${ms} ms`);
  }
}

/** The request passed its deadline (REQUEST_DEADLINE_MS) before its work was done. */
export class RequestDeadlineError extends Error {
  readonly code = 'NMS_REQUEST_DEADLINE';
  constructor(ms: number) {
    super(`The request did not finish within its ${ms} ms deadline`);
  }
}

export const DEADLINE_MESSAGE = 'The request did not finish within its deadline; please retry shortly.';
export const DEADLINE_RETRY_AFTER_S = 5;

/** PostgreSQL's query_canceled: statement_timeout fired on the server. */
const STATEMENT_TIMEOUT = '57014';

export interface DatabaseOverload {
  kind: 'busy' | 'timeout' | 'deadline' | 'unavailable';
  message: string;
  retryAfterS: number;
}

export function databaseOverload(err: unknown): DatabaseOverload | undefined {
  const code = (err as { code?: unknown })?.code;
  if (code === 'NMS_DB_BUSY') return { kind: 'busy', message: 'The database is busy, retry shortly.', retryAfterS: 1 };
  if (code === 'NMS_DB_TIMEOUT' || code === STATEMENT_TIMEOUT) {
    return { kind: 'timeout', message: 'The database did not answer in time; please retry shortly.', retryAfterS: 5 };
  }
  if (code === 'NMS_REQUEST_DEADLINE') return { kind: 'deadline', message: DEADLINE_MESSAGE, retryAfterS: DEADLINE_RETRY_AFTER_S };
  return undefined;
}

/** Connection-level failures: the database is down or unreachable, not the request at fault. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03']);

export function isDatabaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  if (e?.code && (UNAVAILABLE_CODES.has(e.code) || e.code.startsWith('08'))) return true;
  // The last: the embedded engine closed under the server (its outage).
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|^PGlite is closed$/i.test(
    e?.message ?? '',
  );
}

/**
 * Every fault of the database (busy, slow, gone) or of the request's deadline, as the answer the
 * API and the sign-in provider give it: 503, a message and a Retry-After. Undefined: not a fault.
 */
export function databaseFault(err: unknown): DatabaseOverload | undefined {
  const overload = databaseOverload(err);
  if (overload) return overload;
  if (!isDatabaseUnavailable(err)) return undefined;
  return {
    kind: 'unavailable',
    message: 'The database is unreachable; the service retries by itself, please try again shortly.',
    retryAfterS: 5,
  };
}
