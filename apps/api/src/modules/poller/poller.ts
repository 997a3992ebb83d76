import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FeedLogger } from '../../feeds/feed-host';
import { FleetService, type FeedAlertChange } from '../fleet';
import { databaseMetricStore, type MetricStore } from '../metrics';
import { type SnmpInterface, resolveSnmpTargets } from '../snmp';
import type { PingManyOptions, ProbeResult } from './icmp-probe';
import { storedInterfaces, writeInterfaces, type StoredInterface } from './interface-repository';
import { credentialChanges, linkAlertChanges, linkChanges, reachabilityChanges } from './poll-alerts';
import { claimDueTargets, finishPolls, syncPollTargets, type ClaimedTarget, type PollRecord } from './poll-targets-repository';
import { mapPool } from './pool';
import { pollSnmp, type SnmpPoll } from './snmp-poll';
import { hostSamples, interfaceSamples, isCachedWalk, pingSamples, type CpuTicks, type Sample } from './poll-series';
import { recordPoll } from './poller-metrics';
import { CREDENTIAL_ERROR } from './snmp-errors';
import type { FeedsConfig } from '../../feeds/feeds-config';

export type PingMany = (ips: string[], opts: PingManyOptions) => Promise<Map<string, ProbeResult>>;

/** The poller's configuration (feeds-config.ts, one field list) plus what the host gives it. */
export interface PollerOptions extends Omit<FeedsConfig['poller'], 'enabled'> {
  db: Kysely<DB>;
  log: FeedLogger;
  ping?: PingMany;
  secretKey?: string;
  /** Where the polled series go (default the console's database). */
  metrics?: MetricStore;
}

export interface PollerStats {
  batches: number;
  snmp: number;
  icmp: number;
  unreachable: number;
}

/** Batches in flight: while one waits on a silent device, the others keep the concurrency busy. */
const LANES = 4;

/**
 * Polls the devices this process claims from poll_targets: SNMP where the device or its group has
 * settings, else ICMP. Every alert goes through FleetService; rows nobody claims are due work for
 * any poller process on the database.
 */
export class Poller {
  readonly stats: PollerStats = { batches: 0, snmp: 0, icmp: 0, unreachable: 0 };
  private readonly fleet: FleetService;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private stopped = false;
  private readonly sleepers = new Set<() => void>();
  private loops: Promise<void>[] = [];
  private readonly metrics: MetricStore;
  private readonly cpuTicks: CpuTicks = new Map();
  /** SNMP devices whose ping answered once: only they get latency and loss series (a device may block ICMP). */
  private readonly pingable = new Set<string>();

  constructor(private readonly o: PollerOptions) {
    this.fleet = new FleetService(o.db, undefined, 'poller');
    this.metrics = o.metrics ?? databaseMetricStore(o.db);
    this.batchSize = Math.max(1, Math.ceil(o.concurrency / LANES));
    // A claim outlives the slowest poll (a get and two walks that each may time out), so a
    // slow poll is never claimed a second time; a dead process's rows come free after it.
    this.leaseMs = Math.max(o.intervalMs, 4 * o.timeoutMs * (o.retries + 1));
  }

  async start(): Promise<void> {
    // A failed first sync is retried by the sync loop: the poller must not stop the server it runs in.
    await syncPollTargets(this.o.db, Date.now()).catch((err: unknown) => this.o.log.error({ err }, 'poll target sync failed; retried next interval'));
    const lanes = Math.min(LANES, this.o.concurrency);
    this.loops = [this.syncLoop(), ...Array.from({ length: lanes }, () => this.pollLoop())];
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const wake of this.sleepers) wake();
    await Promise.all(this.loops);
  }

  /** One claim, poll and write round; answers how many devices it claimed. */
  async runBatch(): Promise<number> {
    const claimedAt = Date.now();
    const claimed = await claimDueTargets(this.o.db, this.o.id, claimedAt, this.batchSize, this.leaseMs);
    if (claimed.length === 0) return 0;
    const targets = await resolveSnmpTargets(
      this.o.db,
      claimed.map((c) => c.deviceName),
      this.o.secretKey,
    );
    const bySnmp = claimed.filter((c) => targets.has(c.deviceName));
    const icmp = this.o.icmp && !!this.o.ping;
    const byIcmp = icmp ? claimed.filter((c) => !targets.has(c.deviceName)) : [];
    const opts = { timeoutMs: this.o.timeoutMs, retries: this.o.retries };
    // SNMP devices are pinged too, for their latency series; only ICMP devices' pings decide reachability.
    const [polls, pings] = await Promise.all([
      mapPool(bySnmp, this.batchSize, (c) => pollSnmp(targets.get(c.deviceName)!, opts)),
      this.ping(icmp ? claimed : []),
    ]);
    const at = Date.now();
    const records = new Map<string, PollRecord>(
      claimed.map((c) => [
        c.deviceName,
        {
          deviceName: c.deviceName,
          method: 'NONE',
          reachable: null,
          polledAt: at,
          durationMs: 0,
          error: null,
          sysName: null,
          sysUptimeCs: null,
        },
      ]),
    );
    const samples: Sample[] = [];
    await this.writeSnmp(bySnmp, polls, records, at, samples);
    await this.writeIcmp(byIcmp, pings, records, at);
    if (!(pings instanceof Error)) samples.push(...this.latencySamples(claimed, new Set(byIcmp.map((c) => c.deviceName)), pings));
    // Series never hold up polling: a failed write loses these samples, the next poll writes its own.
    await this.metrics.write(samples, at).catch((err: unknown) => this.o.log.error({ err, poller: this.o.id }, 'writing polled series failed'));
    await finishPolls(this.o.db, this.o.id, [...records.values()], claimedAt + this.o.intervalMs);
    this.stats.batches++;
    this.o.log.debug?.({ poller: this.o.id, claimedAt, devices: claimed.map((c) => c.deviceName), ms: Date.now() - claimedAt }, 'polled');
    return claimed.length;
  }

  private async ping(items: ClaimedTarget[]): Promise<Map<string, ProbeResult> | Error> {
    if (items.length === 0) return new Map();
    return this.o.ping!(
      items.map((c) => c.managementIp),
      { timeoutMs: this.o.timeoutMs, retries: this.o.retries },
    ).catch((err: unknown) => (err instanceof Error ? err : new Error(String(err))));
  }

  private latencySamples(claimed: ClaimedTarget[], byIcmp: Set<string>, pings: Map<string, ProbeResult>): Sample[] {
    return claimed.flatMap((c) => {
      const r = pings.get(c.managementIp);
      if (!r) return [];
      if (!byIcmp.has(c.deviceName)) {
        if (r.alive) this.pingable.add(c.deviceName);
        if (!this.pingable.has(c.deviceName)) return [];
      }
      return pingSamples(c.deviceName, r.alive, r.rttMs);
    });
  }

  private async writeSnmp(items: ClaimedTarget[], polls: SnmpPoll[], records: Map<string, PollRecord>, at: number, samples: Sample[]) {
    const alerts: FeedAlertChange[] = [];
    const walked = new Map<string, SnmpInterface[]>();
    items.forEach((c, i) => {
      if (polls[i].interfaces) walked.set(c.deviceName, polls[i].interfaces!);
    });
    const before = new Map<string, StoredInterface[]>();
    for (const s of await storedInterfaces(this.o.db, [...walked.keys()])) before.set(s.deviceName, [...(before.get(s.deviceName) ?? []), s]);
    // The agent's cached copy of the last walk measures nothing: no samples, and its stored readings stay the baseline.
    for (const [device, ifs] of walked) if (isCachedWalk(before.get(device) ?? [], ifs, at)) walked.delete(device);
    for (const [i, c] of items.entries()) {
      const p = polls[i];
      records.set(c.deviceName, {
        deviceName: c.deviceName,
        method: 'SNMP',
        reachable: p.reachable,
        polledAt: at,
        durationMs: p.durationMs,
        error: p.error,
        sysName: p.sysName,
        sysUptimeCs: p.sysUptimeCs,
      });
      this.stats.snmp++;
      if (!p.reachable) this.stats.unreachable++;
      recordPoll('SNMP', p.credentialError ? 'credential_error' : p.reachable ? 'ok' : 'unreachable', p.durationMs);
      // Alerts first, interface rows after: a crash in between raises again on the next poll.
      const text = `No SNMP answer from ${c.managementIp} (${p.error ?? 'no answer'})`;
      alerts.push(...reachabilityChanges(c.deviceName, c.reachable, p.reachable, 'SNMP', text, at));
      const refusedBefore = c.lastError !== null && CREDENTIAL_ERROR.test(c.lastError);
      alerts.push(...credentialChanges(c.deviceName, refusedBefore, p.credentialError === true, `${c.managementIp}: ${p.error}`, at));
      const walk = walked.get(c.deviceName);
      if (walk) {
        alerts.push(...linkAlertChanges(c.deviceName, linkChanges(before.get(c.deviceName) ?? [], walk), at));
        samples.push(...interfaceSamples(c.deviceName, before.get(c.deviceName) ?? [], walk, at));
      }
      if (p.host) samples.push(...hostSamples(c.deviceName, p.host, this.cpuTicks));
    }
    // The batch's alert changes in one set-based write, before the interface rows.
    await this.fleet.applyFeedAlerts(alerts);
    await writeInterfaces(this.o.db, walked, at);
  }

  private async writeIcmp(items: ClaimedTarget[], pings: Map<string, ProbeResult> | Error, records: Map<string, PollRecord>, at: number) {
    const alerts: FeedAlertChange[] = [];
    for (const c of items) {
      this.stats.icmp++;
      if (pings instanceof Error) {
        records.set(c.deviceName, { ...records.get(c.deviceName)!, method: 'ICMP', error: `ping failed: ${pings.message}` });
        continue;
      }
      const r = pings.get(c.managementIp);
      const alive = r?.alive ?? false;
      if (!alive) this.stats.unreachable++;
      recordPoll('ICMP', alive ? 'ok' : 'unreachable', r?.rttMs ?? 0);
      records.set(c.deviceName, {
        ...records.get(c.deviceName)!,
        method: 'ICMP',
        reachable: alive,
        durationMs: r?.rttMs ?? 0,
        error: alive ? null : 'no ping answer',
      });
      alerts.push(...reachabilityChanges(c.deviceName, c.reachable, alive, 'ICMP', `No ping answer from ${c.managementIp}`, at));
    }
    await this.fleet.applyFeedAlerts(alerts);
  }

  private async pollLoop(): Promise<void> {
    const idleMs = Math.min(1000, Math.max(100, Math.floor(this.o.intervalMs / 4)));
    while (!this.stopped) {
      let claimed = 0;
      try {
        claimed = await this.runBatch();
      } catch (err) {
        this.o.log.error({ err, poller: this.o.id }, 'poll batch failed');
      }
      if (claimed < this.batchSize) await this.sleep(idleMs);
    }
  }

  private async syncLoop(): Promise<void> {
    while (!this.stopped) {
      await this.sleep(this.o.intervalMs);
      if (this.stopped) return;
      await syncPollTargets(this.o.db, Date.now()).catch((err: unknown) => this.o.log.error({ err }, 'poll target sync failed'));
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(t);
        this.sleepers.delete(wake);
        resolve();
      };
      const t = setTimeout(wake, ms);
      this.sleepers.add(wake);
    });
  }
}
