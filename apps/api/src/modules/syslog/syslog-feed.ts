import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FeedHandle, FeedHost, FeedLogger } from '../../feeds/feed-host';
import { FleetService } from '../fleet';
import { listenSyslog } from './syslog-listener';
import { loadPatterns, type SyslogPattern } from './syslog-patterns';
import { FEED, SyslogReceiver, type SyslogReceiverOptions } from './syslog-receiver';
import { purgeMessages } from './syslog-repository';

/** Retention runs at start and then this often. */
export const PURGE_EVERY_MS = 60 * 60_000;
const DAY_MS = 86_400_000;

export interface SyslogServerOptions extends Pick<SyslogReceiverOptions, 'flushMs' | 'maxBatch' | 'unknownLogMs'> {
  db: Kysely<DB>;
  log: FeedLogger;
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  retentionDays: number;
  patterns: readonly SyslogPattern[];
  purgeEveryMs?: number;
}

export interface SyslogServer extends FeedHandle {
  port: number;
  receiver: SyslogReceiver;
  /** Deletes messages past retention now; the rows deleted. */
  purge(now?: number): Promise<number>;
}

/** The receiver on its sockets, with its retention timer. */
export async function startSyslogServer(o: SyslogServerOptions): Promise<SyslogServer> {
  const receiver = new SyslogReceiver(o.db, new FleetService(o.db, undefined, 'syslog'), o);
  const listener = await listenSyslog(o.host, o.port, (a) => receiver.accept(a));
  const purge = async (now = Date.now()) => {
    const deleted = await purgeMessages(o.db, now - o.retentionDays * DAY_MS);
    if (deleted > 0) o.log.info({ feed: FEED, deleted, retentionDays: o.retentionDays }, 'syslog messages past retention deleted');
    return deleted;
  };
  const runPurge = () => void purge().catch((err: unknown) => o.log.error({ err, feed: FEED }, 'syslog retention purge failed'));
  runPurge();
  const timer = setInterval(runPurge, o.purgeEveryMs ?? PURGE_EVERY_MS);
  timer.unref();
  return {
    port: listener.port,
    receiver,
    purge,
    stop: async () => {
      clearInterval(timer);
      await listener.close();
      await receiver.close();
    },
  };
}

/** FEEDS entry: on when SYSLOG_RECEIVER is on; a bad patterns file stops the start with its message. */
export async function startSyslogFeed(host: FeedHost): Promise<FeedHandle | undefined> {
  const cfg = host.config.feeds?.syslog;
  if (!cfg?.enabled) return undefined;
  const patterns = loadPatterns(cfg.patternsFile);
  const server = await startSyslogServer({ db: host.db, log: host.log, host: cfg.host, port: cfg.port, retentionDays: cfg.retentionDays, patterns });
  host.log.info(
    { feed: FEED, host: cfg.host, port: server.port, patterns: patterns.length, retentionDays: cfg.retentionDays },
    'syslog receiver listening (UDP and TCP)',
  );
  return server;
}
