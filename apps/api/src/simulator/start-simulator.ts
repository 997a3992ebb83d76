import { createLiveDriver, seedFleet, type TickReport } from '@nms/simulator';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { DB } from '../db/schema';
import { RepositoryFleetSink } from './fleet/repository-sink';
import { loadFleet } from './fleet/load-fleet';
import { startMetricSimulation } from './metrics/metric-simulation';
import { seedCmdb } from './cmdb/seed-cmdb';
import { seedIpam } from './ipam/ipam-seed';

export interface SimulatorLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  debug?(obj: object, msg?: string): void;
}

/** What the runner needs; a Fastify app (db, database, config, log decorations) fits as is. */
export interface SimulatorHost {
  db: Kysely<DB>;
  database: Database;
  config: Pick<Config, 'simulator'>;
  log: SimulatorLogger;
}

export interface SimulatorOptions {
  /** Fleets larger than this load with COPY (default 2,000); smaller ones through the repositories. */
  copyThreshold?: number;
  /** Clock, for tests. */
  now?: () => number;
  /** Where ticks are claimed before they run (cluster/tick-ledger.ts); unset = every tick runs. */
  ledger?: TickLedger;
}

/** A tick's changes follow from (seed, tick): the ledger makes sure none runs twice. */
export interface TickLedger {
  /** Claims the first free tick at or after `tick` (ticks only go forward); undefined = run none now (not the leader). */
  claim(tick: number, at: number): Promise<number | undefined>;
  /** Marks the tick's writes done. A tick without it was cut short (its process died or lost leadership). */
  finish(tick: number, at: number): Promise<void>;
}

export interface SimulatorHandle {
  stop(): Promise<void>;
}

/**
 * The in-process simulator: loads the configured fleet into an empty database, then (when
 * live) runs one tick every tickMs. Ticks never overlap: the next is scheduled when one ends.
 * Each tick is a series of short transactions, so a kill at any moment leaves every committed
 * change and consistent data; the initial load is one transaction, so it is all or nothing.
 */
export async function startSimulator(host: SimulatorHost, opts: SimulatorOptions = {}): Promise<SimulatorHandle> {
  const cfg = host.config.simulator;
  const now = opts.now ?? Date.now;
  if (!cfg.enabled) return { stop: async () => {} };
  const { db, database, log } = host;

  const empty = (await sql<{ n: number }>`SELECT count(*)::int AS n FROM (SELECT 1 FROM devices LIMIT 1) x`.execute(db)).rows[0].n === 0;
  if (empty && cfg.fleetSize > 0) {
    const started = performance.now();
    log.info({ fleetSize: cfg.fleetSize, seed: cfg.seed }, 'simulator: generating and loading the fleet');
    const report =
      cfg.fleetSize > (opts.copyThreshold ?? 2_000)
        ? await loadFleet(database, { size: cfg.fleetSize, seed: cfg.seed, now: now(), log })
        : await db.transaction().execute((tx) => seedFleet(new RepositoryFleetSink(tx), { size: cfg.fleetSize, seed: cfg.seed, now: now() }));
    log.info({ ...report, ms: Math.round(performance.now() - started) }, 'simulator: fleet loaded');
  } else if (!empty) {
    // A fleet loaded before the CMDB and IPAM tables existed gets their data once; each seed skips filled tables.
    await db.transaction().execute(async (tx) => {
      await seedIpam(tx, { now: now() });
      await seedCmdb(tx);
    });
  }
  const metrics = await startMetricSimulation(host, now);
  if (!cfg.live) return { stop: async () => {} };

  // The sink counts the live feed's writes and commit lag on /metrics (source 'simulator').
  const sink = new RepositoryFleetSink(db, { metrics: { source: 'simulator', now } });
  const driver = createLiveDriver({ seed: cfg.seed, sink, source: sink });
  // Tick numbers follow the clock, so a restarted server does not replay earlier ticks (the ledger, when given, makes sure).
  let tickNo = Math.floor(now() / Math.max(1, cfg.tickMs));
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  let stopped = false;

  const report = (r: TickReport) => {
    const notable = r.opened.length > 0 || r.closed.length > 0;
    const entry = { tick: r.tick, raised: r.raised, notified: r.notified, cleared: r.cleared, outage: r.outage, opened: r.opened, closed: r.closed };
    if (notable) log.info(entry, 'simulator: network events changed');
    else log.debug?.(entry, 'simulator: tick');
  };
  const runTick = async () => {
    const tick = opts.ledger ? await opts.ledger.claim(tickNo, now()) : tickNo;
    if (tick === undefined) return;
    tickNo = tick + 1;
    await driver.tick(tick, now()).then(report, (err: unknown) => log.error({ err }, 'simulator: tick failed'));
    await metrics?.tick(now()).catch((err: unknown) => log.error({ err }, 'simulator: metric poll failed'));
    await opts.ledger?.finish(tick, now());
  };
  const run = () => {
    inFlight = runTick()
      .catch((err: unknown) => log.error({ err }, 'simulator: tick ledger failed'))
      .finally(() => {
        inFlight = undefined;
        if (!stopped) timer = setTimeout(run, cfg.tickMs);
      });
  };
  timer = setTimeout(run, cfg.tickMs);
  log.info({ tickMs: cfg.tickMs }, 'simulator: live feed started');

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
