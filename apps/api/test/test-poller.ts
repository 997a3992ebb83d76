import type { FeedHandle } from '../src/feeds/feed-host';
import { startPollerFeed } from '../src/modules/poller/start-poller';
import type { Harness } from './api-harness';

const silent = { info() {}, warn() {}, error() {}, debug() {} };

/** A poller on the harness's app and database (SNMP only unless `icmp`), polling every `intervalMs`. */
export function startTestPoller(h: Harness, id: string, intervalMs: number, timeoutMs: number, icmp = false): Promise<FeedHandle | undefined> {
  const feeds = h.app.config.feeds!;
  return startPollerFeed({
    db: h.app.db,
    database: h.database,
    log: silent,
    config: {
      ...h.app.config,
      feeds: { ...feeds, poller: { enabled: true, id, intervalMs, timeoutMs, retries: 0, concurrency: 8, icmp } },
    },
  });
}
