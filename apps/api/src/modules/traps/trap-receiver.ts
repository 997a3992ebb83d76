import type { FeedHandle, FeedHost } from '../../feeds/feed-host';
import { listenForTraps } from './snmp-listener';
import { TrapCounters } from './trap-counters';
import type { RawNotification } from './trap-decode';
import { TrapIntake } from './trap-intake';
import { clearLinksPolledUp, clearQuietTrapAlerts } from './trap-sweep';

export interface TrapReceiverOptions {
  host: string;
  port: number;
  communities: readonly string[];
  clearAfterMs: number;
  /** Traps waiting for the database before new ones are counted `dropped_overload` instead of queued. */
  maxQueued?: number;
  /** How often the alert sweeps run; default a quarter of clearAfterMs, at most a minute. */
  sweepMs?: number;
  /** Traps applied at the same time (of different devices). */
  concurrency?: number;
}

export interface TrapReceiver extends FeedHandle {
  port: number;
  /** Resolves once every trap received so far is written, and the counters with them. */
  drained(): Promise<void>;
}

const FLUSH_MS = 1000;
/**
 * A few at a time: each trap is a short write transaction; more in flight only queue for
 * database connections, and past OVERLOAD_MAX_DB_QUEUE the API's own requests would be refused
 * as busy while a trap storm lasts.
 */
const CONCURRENCY = 4;

/** Runs at most `n` tasks at once, the others in arrival order. */
function limiter(n: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finishing task hands its slot to the next waiter directly, so a newcomer cannot slip in between.
    if (active >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

/**
 * The UDP trap receiver: traps about one device are applied in the order they came (a linkDown
 * then its linkUp must not swap), a few devices at a time; the queue is bounded so a storm costs
 * counted drops, not the process's memory.
 */
export async function startTrapReceiver(host: FeedHost, opts: TrapReceiverOptions): Promise<TrapReceiver> {
  const counters = new TrapCounters(host.db);
  const intake = new TrapIntake(host.db, counters, host.log, { communities: opts.communities });
  const maxQueued = opts.maxQueued ?? 20_000;
  const chains = new Map<string, Promise<void>>();
  const limit = limiter(opts.concurrency ?? CONCURRENCY);
  let queued = 0;

  const onTrap = (n: RawNotification) => {
    const receivedAt = Date.now();
    counters.add('received');
    if (queued >= maxQueued) {
      counters.add('dropped_overload');
      return;
    }
    const trap = intake.accept(n);
    if (!trap) return;
    queued++;
    // Keyed by the device's address, not the UDP sender: a relay forwards many devices' traps.
    const key = trap.source;
    const next = (chains.get(key) ?? Promise.resolve())
      .then(() => limit(() => intake.handle(trap, receivedAt)))
      .catch((err: unknown) => {
        counters.add('failed');
        host.log.error({ err, from: key }, 'trap could not be applied');
      })
      .finally(() => {
        queued--;
        if (chains.get(key) === next) chains.delete(key);
      });
    chains.set(key, next);
  };
  const listener = await listenForTraps({ host: opts.host, port: opts.port }, onTrap, (err) => {
    counters.add('received');
    intake.failed(err);
  });

  const flush = () => counters.flush().catch((err: unknown) => host.log.warn({ err }, 'trap counters not written'));
  const flushTimer = setInterval(() => void flush(), FLUSH_MS);
  let sweep: Promise<void> | undefined;
  const sweepTimer = setInterval(
    () => {
      if (sweep) return;
      const now = Date.now();
      sweep = Promise.all([clearQuietTrapAlerts(host.db, now - opts.clearAfterMs, now), clearLinksPolledUp(host.db, now)])
        .then(([quiet, up]) => {
          if (quiet || up) host.log.info({ quiet, polledUp: up }, 'trap alerts cleared');
        })
        .catch((err: unknown) => host.log.warn({ err }, 'trap alert sweep failed'))
        .finally(() => {
          sweep = undefined;
        });
    },
    opts.sweepMs ?? Math.min(60_000, Math.max(250, opts.clearAfterMs / 4)),
  );

  const drained = async () => {
    while (chains.size > 0) await Promise.all([...chains.values()]);
    await flush();
  };
  host.log.info({ host: opts.host, port: listener.port }, 'SNMP trap receiver listening');
  return {
    port: listener.port,
    drained,
    async stop() {
      clearInterval(flushTimer);
      clearInterval(sweepTimer);
      await listener.close();
      await sweep;
      await drained();
    },
  };
}

/** The FEEDS entry: on with TRAP_RECEIVER=on, on TRAP_HOST:TRAP_PORT. */
export async function startTrapsFeed(host: FeedHost): Promise<FeedHandle | undefined> {
  const cfg = host.config.feeds?.traps;
  if (!cfg?.enabled) return undefined;
  return startTrapReceiver(host, cfg);
}
