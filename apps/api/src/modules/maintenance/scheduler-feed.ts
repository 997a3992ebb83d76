import type { FeedHandle, FeedHost } from '../../feeds/feed-host';
import { startPeriodicFeed } from '../../feeds/periodic-feed';
import { maintenanceTick } from './scheduler';

/**
 * Runs the maintenance scheduler every MAINTENANCE_TICK_MS on the leader (cluster/leader-work.ts
 * starts the feeds there only, writing through the lease's fenced handle), so one process suspends
 * and releases. Ticks never overlap; the first runs at once (an occurrence that started while no
 * process led is caught up). `now` is injectable: the clock the occurrences are computed against.
 */
export async function startMaintenanceScheduler(host: FeedHost, now: () => number = Date.now): Promise<FeedHandle | undefined> {
  const intervalMs = host.config.feeds?.maintenanceTickMs ?? 30_000;
  if (intervalMs <= 0) return undefined;
  const handle = startPeriodicFeed(intervalMs, () =>
    maintenanceTick(host.db, now(), host.log).then(
      ({ suspended, released }) => {
        if (suspended.length || released.length) {
          host.log.info({ suspended: suspended.length, released: released.length }, 'maintenance: devices suspended / released');
        }
      },
      (err: unknown) => host.log.error({ err }, 'maintenance: tick failed'),
    ),
  );
  host.log.info({ intervalMs }, 'maintenance scheduler started');
  return handle;
}
