import type { FeedHandle, FeedHost } from '../../feeds/feed-host';
import { metricStoreFor } from '../metrics';
import { pingMany } from './icmp-probe';
import { Poller } from './poller';
import { registerPollerGauges } from './poller-metrics';

/** The poller feed: on when config.feeds.poller.enabled (POLLER=on), beside the API or in `npm run poller`. */
export async function startPollerFeed(host: FeedHost): Promise<FeedHandle | undefined> {
  const feeds = host.config.feeds;
  if (!feeds?.poller.enabled) return undefined;
  const c = feeds.poller;
  const poller = new Poller({
    ...c,
    db: host.db,
    log: host.log,
    ping: pingMany,
    secretKey: feeds.snmpSecretKey,
    metrics: metricStoreFor(host.config, host.db),
  });
  const unregister = registerPollerGauges(host.db, c.intervalMs);
  await poller.start();
  host.log.info({ poller: c.id, intervalMs: c.intervalMs, concurrency: c.concurrency, icmp: c.icmp }, 'SNMP/ICMP poller started');
  return {
    stop: async () => {
      unregister();
      await poller.stop();
    },
  };
}
