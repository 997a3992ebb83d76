import { startMaintenanceScheduler } from '../modules/maintenance';
import { startPollerFeed } from '../modules/poller';
import { startSyslogFeed } from '../modules/syslog';
import { startTrapsFeed } from '../modules/traps';
import type { FeedHandle, FeedHost } from './feed-host';
import { startImpactUpkeep } from './impact-upkeep';

type FeedStarter = (host: FeedHost) => Promise<FeedHandle | undefined>;

/** Every feed that may run beside the API or in `npm run poller`; each decides from host.config whether it runs. */
const FEEDS: ReadonlyArray<[name: string, start: FeedStarter]> = [
  ['impact-upkeep', (host) => startImpactUpkeep(host)],
  ['maintenance', (host) => startMaintenanceScheduler(host)],
  ['syslog', startSyslogFeed],
  ['poller', startPollerFeed],
  ['traps', startTrapsFeed],
];

/** Starts the configured feeds; stops them in reverse order. A feed that fails to start stops the rest and throws. */
export async function startFeeds(host: FeedHost): Promise<FeedHandle> {
  const running: FeedHandle[] = [];
  const stopAll = async () => {
    for (const h of running.reverse()) await h.stop().catch((err: unknown) => host.log.error({ err }, 'feed stop failed'));
  };
  for (const [name, start] of FEEDS) {
    try {
      const handle = await start(host);
      if (handle) running.push(handle);
    } catch (err) {
      host.log.error({ err, feed: name }, 'feed failed to start');
      await stopAll();
      throw err;
    }
  }
  return { stop: stopAll };
}
