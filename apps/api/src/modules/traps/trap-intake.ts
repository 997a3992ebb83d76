import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FeedLogger } from '../../feeds/feed-host';
import { TtlCache } from '../../lib/ttl-cache';
import { FleetService } from '../fleet/fleet-service';
import { LINK_EVENT, LINK_SEVERITY, interfaceInstance, trapMeaning, varbindText } from './trap-alert';
import type { TrapCounters } from './trap-counters';
import { decodeTrap, type DecodedTrap, type RawNotification } from './trap-decode';

export const TRAP_SOURCE = 'TRAP';
/** Address -> device answers are reused this long (a trap storm asks the database once per source). */
const DEVICE_CACHE_MS = 10_000;
const LOG_EVERY_MS = 10_000;

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
 * Turns one received trap into the fleet's alerts, through FleetService only: linkDown/linkUp
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
      this.warn.warn('community', { from: trap.from }, 'trap with a community not in TRAP_COMMUNITIES');
      return null;
    }
    this.counters.add('parsed');
    return trap;
  }

  /** Applies an accepted trap to its device's alerts; an unknown source is counted and logged. */
  async handle(trap: DecodedTrap, receivedAt: number): Promise<void> {
    const device = await this.devices.get(trap.source, () => this.fleet.deviceByAddress(trap.source));
    if (!device) {
      this.counters.unknownSource(trap.source);
      this.warn.warn(
        'unknown',
        { source: trap.source, from: trap.from, trapOid: trap.trapOid },
        'trap from an address that is no device management IP',
      );
      return;
    }
    await this.apply(device, trap, receivedAt);
  }

  private async apply(device: string, trap: DecodedTrap, at: number): Promise<void> {
    const m = trapMeaning(trap);
    const vbs = varbindText(trap);
    if (m.kind === 'event') {
      await this.fleet.raiseFeedAlert({
        device,
        eventName: m.eventName,
        eventDisplayName: m.eventDisplayName,
        instance: m.instance,
        severity: m.severity,
        text: `${m.eventDisplayName} trap from ${trap.source}${vbs ? `: ${vbs}` : ''}`,
        source: TRAP_SOURCE,
        at,
      });
      this.counters.add('alerts_raised');
      return;
    }
    const ifName = m.ifName ?? (await this.polledName(device, m.ifIndex));
    const instance = interfaceInstance(ifName, m.ifIndex);
    if (m.up || m.adminDown) {
      if (await this.fleet.clearFeedAlert({ device, eventName: LINK_EVENT, instance, at })) this.counters.add('alerts_cleared');
      return;
    }
    const label = ifName ?? m.ifDescr ?? (m.ifIndex === null ? 'unknown' : `ifIndex ${m.ifIndex}`);
    const idx = m.ifIndex === null ? '' : ` (ifIndex ${m.ifIndex})`;
    await this.fleet.raiseFeedAlert({
      device,
      eventName: LINK_EVENT,
      instance,
      severity: LINK_SEVERITY,
      text: `Interface ${label}${idx} is down (linkDown trap from ${trap.source}${vbs ? `: ${vbs}` : ''})`,
      source: TRAP_SOURCE,
      at,
    });
    this.counters.add('alerts_raised');
  }

  /** The interface's name as the poller last saw it, so a trap without ifName names it as the poller does. */
  private async polledName(device: string, ifIndex: number | null): Promise<string | undefined> {
    if (ifIndex === null) return undefined;
    const { rows } = await sql<{ name: string }>`
      SELECT name FROM device_interfaces WHERE device_name = ${device} AND if_index = ${ifIndex}`.execute(this.db);
    return rows[0]?.name || undefined;
  }
}
