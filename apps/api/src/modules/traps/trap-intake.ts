import type { Kysely } from 'kysely';
import { writePatiently } from '../../db/patient-write';
import type { DB } from '../../db/schema';
import type { FeedLogger } from '../../feeds/feed-host';
import { TtlCache } from '../../lib/ttl-cache';
import { FleetService, type FeedAlertChange } from '../fleet';
import { LINK_EVENT, LINK_SEVERITY, TRAP_SOURCE, interfaceInstance, trapMeaning, varbindText, type TrapMeaning } from './trap-alert';
import type { TrapCounters } from './trap-counters';
import { decodeTrap, type DecodedTrap, type RawNotification } from './trap-decode';
import { selectPolledInterfaceNames } from './trap-repository';

/** Address -> device answers are reused this long (a trap storm asks the database once per source). */
const DEVICE_CACHE_MS = 10_000;
const LOG_EVERY_MS = 10_000;

/** An accepted trap and when it arrived (its alert's time). */
export interface ReceivedTrap {
  trap: DecodedTrap;
  receivedAt: number;
}

export interface TrapIntakeOptions {
  /** Accepted communities; empty accepts any. */
  communities: readonly string[];
}

/** One warning per kind per LOG_EVERY_MS, saying how many were held back. */
class RateLimitedLog {
  private readonly last = new Map<string, { at: number; held: number }>();
  constructor(private readonly log: FeedLogger) {}
  warn(kind: string, obj: object, msg: string): void {
    const now = Date.now();
    const e = this.last.get(kind);
    if (e && now - e.at < LOG_EVERY_MS) {
      e.held++;
      return;
    }
    this.log.warn({ ...obj, heldBack: e?.held ?? 0 }, msg);
    this.last.set(kind, { at: now, held: 0 });
  }
}

/**
 * Turns received traps into the fleet's alerts, through FleetService only: linkDown/linkUp
 * raise and clear the interface's 'LinkDown' alert (the poller's name for it, so both feeds
 * keep one alert), any other trap from a known device raises an alert of its own. Unknown
 * sources, bad packets and refused communities are counted and logged, never dropped silently.
 */
export class TrapIntake {
  private readonly fleet: FleetService;
  private readonly devices = new TtlCache<string | null>({ name: 'trap-devices', ttlMs: DEVICE_CACHE_MS, maxEntries: 50_000, dropOn: ['device'] });
  private readonly warn: RateLimitedLog;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly counters: TrapCounters,
    log: FeedLogger,
    private readonly opts: TrapIntakeOptions,
  ) {
    this.fleet = new FleetService(db, undefined, 'traps');
    this.warn = new RateLimitedLog(log);
  }

  /** A packet net-snmp could not read (or refused): counted as failed. */
  failed(err: Error & { rinfo?: { address: string } }): void {
    this.counters.add('failed');
    this.warn.warn('failed', { from: err.rinfo?.address, err: err.message }, 'trap not readable');
  }

  /** The trap read and checked (community), or null when it is counted as failed or refused. */
  accept(raw: RawNotification): DecodedTrap | null {
    let trap: DecodedTrap;
    try {
      trap = decodeTrap(raw);
    } catch (err) {
      this.failed(Object.assign(err as Error, { rinfo: raw.rinfo }));
      return null;
    }
    if (this.opts.communities.length > 0 && trap.kind !== 'inform' && !this.opts.communities.includes(trap.community ?? '')) {
      this.counters.add('refused_community');
      this.counters.refusedCommunity(trap.from, trap.community ?? '');
      this.warn.warn('community', { from: trap.from }, 'trap with a community not in TRAP_COMMUNITIES');
      return null;
    }
    this.counters.add('parsed');
    return trap;
  }

  /**
   * Applies accepted traps, in the order they came, to their devices' alerts: one lookup of the
   * sources, one of the interface names, one set-based write (a storm of thousands is a few
   * statements). Unknown sources are counted and logged.
   */
  async handleBatch(traps: readonly ReceivedTrap[]): Promise<void> {
    const devices = await this.devicesOf(traps.map((t) => t.trap.source));
    const known: Array<{ device: string; trap: DecodedTrap; at: number; meaning: TrapMeaning }> = [];
    for (const { trap, receivedAt } of traps) {
      const device = devices.get(trap.source);
      if (device) {
        known.push({ device, trap, at: receivedAt, meaning: trapMeaning(trap) });
        continue;
      }
      this.counters.unknownSource(trap.source, `${trap.trapOid} ${varbindText(trap)}`.trim(), receivedAt);
      this.warn.warn(
        'unknown',
        { source: trap.source, from: trap.from, trapOid: trap.trapOid },
        'trap from an address that is no device management IP',
      );
    }
    const polled = await this.polledNames(
      known.flatMap((k) => (k.meaning.kind === 'link' && !k.meaning.ifName && k.meaning.ifIndex !== null ? [k] : [])),
    );
    const changes = known.map((k) => this.change(k.device, k.trap, k.at, k.meaning, polled));
    if (changes.length === 0) return;
    // Written again when the database was busy, slow or chose it as a deadlock's victim (an inventory
    // ingest locking the same devices in another order): a storm's lost batch is thousands of alerts.
    const outcomes = await writePatiently(changes, (part) => this.fleet.applyFeedAlerts(part), {
      onRetry: (err, attempt, rows) => this.warn.warn('retry', { err: (err as Error).message, attempt, rows }, 'trap batch written again'),
    });
    for (const [i, c] of changes.entries()) {
      if ('raise' in c) this.counters.add('alerts_raised');
      else if (outcomes[i] === 'cleared') this.counters.add('alerts_cleared');
    }
  }

  private change(device: string, trap: DecodedTrap, at: number, m: TrapMeaning, polled: ReadonlyMap<string, string>): FeedAlertChange {
    const vbs = varbindText(trap);
    if (m.kind === 'event') {
      return {
        raise: {
          device,
          eventName: m.eventName,
          eventDisplayName: m.eventDisplayName,
          instance: m.instance,
          severity: m.severity,
          text: `${m.eventDisplayName} trap from ${trap.source}${vbs ? `: ${vbs}` : ''}`,
          source: TRAP_SOURCE,
          at,
        },
      };
    }
    const ifName = m.ifName ?? polled.get(`${device}\u0000${m.ifIndex}`);
    const instance = interfaceInstance(ifName, m.ifIndex);
    if (m.up || m.adminDown) return { clear: { device, eventName: LINK_EVENT, instance, at } };
    const label = ifName ?? m.ifDescr ?? (m.ifIndex === null ? 'unknown' : `ifIndex ${m.ifIndex}`);
    const idx = m.ifIndex === null ? '' : ` (ifIndex ${m.ifIndex})`;
    return {
      raise: {
        device,
        eventName: LINK_EVENT,
        instance,
        severity: LINK_SEVERITY,
        text: `Interface ${label}${idx} is down (linkDown trap from ${trap.source}${vbs ? `: ${vbs}` : ''})`,
        source: TRAP_SOURCE,
        at,
      },
    };
  }

  /** The device of each source address: from memory when asked lately, the rest in one query. */
  private async devicesOf(sources: readonly string[]): Promise<Map<string, string | null>> {
    const misses: string[] = [];
    let lookup: Promise<Map<string, string>> | undefined;
    const load = (ip: string) => () => {
      misses.push(ip);
      // Deferred a turn: every miss of the batch is pushed before the one query runs.
      lookup ??= Promise.resolve().then(() => this.fleet.devicesByAddresses(misses));
      return lookup.then((found) => found.get(ip) ?? null);
    };
    const unique = [...new Set(sources)];
    const names = await Promise.all(unique.map((ip) => this.devices.get(ip, load(ip))));
    return new Map(unique.map((ip, i) => [ip, names[i]]));
  }

  /** Interface names as the poller last saw them, so a trap without ifName names it as the poller does. */
  private async polledNames(links: ReadonlyArray<{ device: string; meaning: TrapMeaning }>): Promise<Map<string, string>> {
    if (links.length === 0) return new Map();
    const devices = links.map((l) => l.device);
    const indexes = links.map((l) => (l.meaning.kind === 'link' ? l.meaning.ifIndex : null));
    const rows = await selectPolledInterfaceNames(this.db, devices, indexes);
    return new Map(rows.map((r) => [`${r.device_name}\u0000${r.if_index}`, r.name]));
  }
}
