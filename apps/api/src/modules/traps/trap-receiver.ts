import type { FeedHandle, FeedHost } from '../../feeds/feed-host';
import { listenForTraps } from './snmp-listener';
import { TrapCounters } from './trap-counters';
import type { RawNotification } from './trap-decode';
import { TrapIntake, type ReceivedTrap } from './trap-intake';
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
}

export interface TrapReceiver extends FeedHandle {
  port: number;
  /** Resolves once every trap received so far is written, and the counters with them. */
  drained(): Promise<void>;
}

const FLUSH_MS = 1000;
/**
 * Traps applied in one write at most. One batch is in flight at a time: traps arriving meanwhile
 * wait and go together in the next, so a storm becomes a few large set-based writes (arrival
 * order kept, so a linkDown and its linkUp cannot swap) and never floods the database queue
 * (past OVERLOAD_MAX_DB_QUEUE the API's own requests would be refused as busy).
 */
const BATCH = 5_000;

/**
 * The UDP trap receiver: traps are applied in the order they came, in batches; the queue is
 * bounded so a storm costs counted drops, not the process's memory.
 */
export async function startTrapReceiver(host: FeedHost, opts: TrapReceiverOptions): Promise<TrapReceiver> {
  const counters = new TrapCounters(host.db);
  const intake = new TrapIntake(host.db, counters, host.log, { communities: opts.communities });
  // A 50,000-trap storm fits whole (a decoded trap is about a kilobyte), so it is written late, not dropped.
  const maxQueued = opts.maxQueued ?? 60_000;
  const queue: ReceivedTrap[] = [];
  let inFlight = 0;
  let running: Promise<void> | undefined;

  const pump = (): void => {
    if (running || queue.length === 0) return;
    running = (async () => {
      while (queue.length > 0) {
        const batch = queue.splice(0, BATCH);
        inFlight = batch.length;
        try {
          await intake.handleBatch(batch);
        } catch (err) {
          counters.add('failed', batch.length);
          host.log.error({ err, traps: batch.length }, 'traps could not be applied');
        } finally {
          inFlight = 0;
        }
      }
    })().finally(() => {
      running = undefined;
      pump();
    });
  };

  const onTrap = (n: RawNotification) => {
    const receivedAt = Date.now();
    counters.add('received');
    if (queue.length + inFlight >= maxQueued) {
      counters.add('dropped_overload');
      return;
    }
    const trap = intake.accept(n);
    if (!trap) return;
    queue.push({ trap, receivedAt });
    pump();
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
    while (running) await running;
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
