import type { Histogram } from 'prom-client';
import { gauge, histogram } from './registry';

/** Statement buckets reach lower than the HTTP ones: most statements take well under a millisecond. */
const QUERY_BUCKETS = [0.0002, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const queryTime = histogram(
  'nms_db_query_duration_seconds',
  'Database statement time as the API sees it, by engine and statement kind',
  ['engine', 'op'],
  QUERY_BUCKETS,
);

/** A fixed set of kinds keeps the series bounded whatever SQL runs. */
const OPS = new Set(['select', 'insert', 'update', 'delete', 'with', 'begin', 'commit', 'rollback', 'copy']);
const FIRST_WORD = /^\s*([A-Za-z]+)/;
const children = new Map<string, Histogram.Internal<'engine' | 'op'>>();

function opOf(sql: string): string {
  const w = FIRST_WORD.exec(sql)?.[1].toLowerCase();
  return w && OPS.has(w) ? w : 'other';
}

/** Records one statement's time (performance.now() milliseconds); the label child is looked up once. */
export function observeQuery(engine: string, sql: string, startedMs: number): void {
  const key = `${engine}:${opOf(sql)}`;
  let child = children.get(key);
  if (!child) children.set(key, (child = queryTime.labels(engine, opOf(sql))));
  child.observe((performance.now() - startedMs) / 1000);
}

/** What a connection pool reports; PGlite, one session, reports itself as a pool of one. */
export interface PoolSource {
  engine: string;
  max: number;
  total(): number;
  idle(): number;
  waiting(): number;
}

const pools = new Set<PoolSource>();

// Read at scrape time from every open database of the process (tests open many; a server one).
gauge('nms_db_pool_connections', 'Database connections by state (total open, idle, callers waiting, max allowed)', ['engine', 'state'], (g) => {
  g.reset();
  for (const p of pools) {
    g.inc({ engine: p.engine, state: 'total' }, p.total());
    g.inc({ engine: p.engine, state: 'idle' }, p.idle());
    g.inc({ engine: p.engine, state: 'waiting' }, p.waiting());
    g.inc({ engine: p.engine, state: 'max' }, p.max);
  }
});

/** Reports this pool at every scrape until the returned function is called (the database closed). */
export function trackPool(source: PoolSource): () => void {
  pools.add(source);
  return () => pools.delete(source);
}
