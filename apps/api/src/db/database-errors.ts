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

/** PostgreSQL's query_canceled: statement_timeout fired on the server. */
const STATEMENT_TIMEOUT = '57014';

export interface DatabaseOverload {
  kind: 'busy' | 'timeout';
  message: string;
  retryAfterS: number;
}

export function databaseOverload(err: unknown): DatabaseOverload | undefined {
  const code = (err as { code?: unknown })?.code;
  if (code === 'NMS_DB_BUSY') return { kind: 'busy', message: 'The database is busy, retry shortly.', retryAfterS: 1 };
  if (code === 'NMS_DB_TIMEOUT' || code === STATEMENT_TIMEOUT) {
    return { kind: 'timeout', message: 'The database did not answer in time; please retry shortly.', retryAfterS: 5 };
  }
  return undefined;
}
