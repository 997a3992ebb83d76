import { counter, histogram } from './registry';

export type FeedWriteKind = 'devices' | 'alerts';

const writes = counter('nms_feed_writes_total', 'Devices and alert changes written by the simulator and the feeds, by source and kind', [
  'source',
  'kind',
]);

/** Seconds, 5 ms .. 5 min: a change is committed within its tick, or late when the database lags. */
const LAG_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];
const commitLag = histogram(
  'nms_feed_commit_lag_seconds',
  "From a change's own timestamp (the alert's time) to its commit, by source",
  ['source'],
  LAG_BUCKETS,
);

/** Counts rows a feed wrote; rate() of it on the dashboard is the feed's throughput. */
export function recordFeedWrites(source: string, kind: FeedWriteKind, n: number): void {
  if (n > 0) writes.inc({ source, kind }, n);
}

/**
 * How long a change took from its own timestamp to being committed. A timestamp in the future
 * (a clock step) counts as 0; the caller passes the clock it stamped the change with.
 */
export function observeCommitLag(source: string, changedAtMs: number, committedAtMs: number): void {
  commitLag.observe({ source }, Math.max(0, committedAtMs - changedAtMs) / 1000);
}
