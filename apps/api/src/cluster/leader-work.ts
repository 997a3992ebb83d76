import type { FeedHost } from '../feeds/feed-host';
import { startFeeds } from '../feeds/start-feeds';
import { startSimulator } from '../simulator';
import { startLeadership, type Leadership } from './leadership';
import { tickLedger } from './tick-ledger';

/**
 * What only the leader runs, and why each is single:
 * - the simulator: a writer of the fleet's changes; two would double them (its ticks are claimed in the ledger);
 * - impact upkeep: a writer (network events, impact history); its transaction lock already stops
 *   two evaluations at once, so one process evaluating is the same result for 1/N of the work;
 * - the SNMP/ICMP poller: its claims keep a device to one poller, but devices' SNMP access lists
 *   name the manager's address: polls come from the leader's host only (more pollers: `npm run poller`);
 * - the trap and syslog receivers: UDP/TCP on a fixed port (two processes on one host cannot both
 *   bind it), and their sweeps (trap clears, syslog retention) are writers.
 * Everything writes through the lease's database, which refuses every statement once leadership is lost.
 */
export function startLeaderWork(host: FeedHost): Promise<Leadership> {
  return startLeadership({
    database: host.database,
    databaseUrl: host.config.databaseUrl,
    log: host.log,
    async lead(lease) {
      const fenced: FeedHost = { ...host, db: lease.db, database: { ...host.database, db: lease.db } };
      const simulator = host.config.simulator.enabled ? await startSimulator(fenced, { ledger: tickLedger(lease) }) : undefined;
      const feeds = await startFeeds(fenced).catch(async (err: unknown) => {
        await simulator?.stop();
        throw err;
      });
      return {
        async stop() {
          await feeds.stop();
          await simulator?.stop();
        },
      };
    },
  });
}
