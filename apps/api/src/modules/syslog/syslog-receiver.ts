import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FeedLogger } from '../../feeds/start-feeds';
import type { FleetService } from '../fleet/fleet-service';
import { DeviceResolver } from './device-resolver';
import { parseSyslog } from './syslog-parser';
import { matchPatterns, type SyslogPattern } from './syslog-patterns';
import { addToCounter, insertMessages, type SyslogRecord } from './syslog-repository';

export const FEED = 'syslog';
/** Stored text is cut here: a syslog line is a line, not a file. */
export const MAX_MESSAGE_CHARS = 16 * 1024;

export interface SyslogReceiverOptions {
  patterns: readonly SyslogPattern[];
  log: FeedLogger;
  /** A flush runs this long after the first buffered message... */
  flushMs?: number;
  /** ...or as soon as this many are buffered. */
  maxBatch?: number;
  /** Past this many waiting (the database is slow or down), new messages are dropped and counted. */
  maxPending?: number;
  /** Unknown sources are logged at most once per this period (with the count since). */
  unknownLogMs?: number;
}

export interface Arrival {
  raw: string;
  address: string;
  transport: 'udp' | 'tcp';
  at: number;
}

/**
 * What the sockets hand over goes here: parsed at once, buffered, and written in batches (one
 * INSERT per flush, not one transaction per line), so a flood costs a statement per 500 lines.
 * Messages of known devices are stored and matched against the alert patterns; unknown sources
 * are counted in feed_counters ('syslog', 'unknown_source') and logged, rate-limited.
 */
export class SyslogReceiver {
  private pending: Arrival[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private readonly devices: DeviceResolver;
  private dropped = 0;
  private unknownSinceLog = 0;
  private lastUnknownLog = 0;
  private readonly flushMs: number;
  private readonly maxBatch: number;
  private readonly maxPending: number;
  private readonly unknownLogMs: number;
  private closed = false;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly fleet: FleetService,
    private readonly opts: SyslogReceiverOptions,
  ) {
    this.devices = new DeviceResolver(fleet);
    this.flushMs = opts.flushMs ?? 200;
    this.maxBatch = opts.maxBatch ?? 500;
    this.maxPending = opts.maxPending ?? 50_000;
    this.unknownLogMs = opts.unknownLogMs ?? 60_000;
  }

  /** One message off the wire (a datagram, or one TCP frame). */
  accept(arrival: Arrival): void {
    if (this.closed) return;
    if (this.pending.length >= this.maxPending) {
      this.dropped++;
      return;
    }
    // PostgreSQL text cannot hold NUL: one such byte would fail the whole batch's INSERT.
    this.pending.push(arrival.raw.includes('\0') ? { ...arrival, raw: arrival.raw.replaceAll('\0', '') } : arrival);
    if (this.pending.length >= this.maxBatch) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), this.flushMs);
  }

  /** Writes what is buffered; flushes run one after another. Resolves when this one is done. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending.splice(0, this.pending.length);
    const dropped = this.dropped;
    this.dropped = 0;
    this.flushing = this.flushing.then(() => this.write(batch, dropped)).catch((err: unknown) => {
      this.opts.log.error({ err, feed: FEED, messages: batch.length }, 'syslog batch not stored');
    });
    return this.flushing;
  }

  /** Stops taking messages and writes what is buffered. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private async write(batch: Arrival[], dropped: number): Promise<void> {
    const now = Date.now();
    if (dropped > 0) {
      await addToCounter(this.db, FEED, 'dropped', dropped, now);
      this.opts.log.warn({ feed: FEED, dropped }, 'syslog messages dropped: the database is not keeping up');
    }
    if (batch.length === 0) return;
    const rows: SyslogRecord[] = [];
    let unknown = 0;
    let lastUnknown: { address: string; hostname: string } | undefined;
    for (const a of batch) {
      const p = parseSyslog(a.raw, a.at);
      const device = await this.devices.resolve(a.address, p.hostname, now);
      if (!device) {
        unknown++;
        lastUnknown = { address: a.address, hostname: p.hostname };
        continue;
      }
      rows.push({
        deviceName: device, receivedAt: a.at, sentAt: p.sentAt, sourceIp: a.address, transport: a.transport, format: p.format,
        facility: p.facility, severity: p.severity, hostname: p.hostname, appName: p.appName, procId: p.procId, msgId: p.msgId,
        structuredData: p.structuredData.slice(0, MAX_MESSAGE_CHARS), message: p.message.slice(0, MAX_MESSAGE_CHARS),
      });
    }
    await insertMessages(this.db, rows);
    if (unknown > 0) {
      await addToCounter(this.db, FEED, 'unknown_source', unknown, now);
      this.logUnknown(unknown, lastUnknown!, now);
    }
    await this.alert(rows);
  }

  private logUnknown(n: number, last: { address: string; hostname: string }, now: number): void {
    this.unknownSinceLog += n;
    if (now - this.lastUnknownLog < this.unknownLogMs) return;
    this.opts.log.warn({ feed: FEED, count: this.unknownSinceLog, ...last }, 'syslog from unknown sources not stored (no device has that address or name)');
    this.unknownSinceLog = 0;
    this.lastUnknownLog = now;
  }

  /**
   * Pattern alerts, in arrival order. Repeats of the same action on the same alert within a batch
   * are one call (a flood of one error line is one re-notification per flush), a flap still shows.
   */
  private async alert(rows: readonly SyslogRecord[]): Promise<void> {
    if (this.opts.patterns.length === 0) return;
    const last = new Map<string, { action: 'raise' | 'clear'; index: number }>();
    const calls: Array<() => Promise<unknown>> = [];
    for (const r of rows) {
      for (const m of matchPatterns(this.opts.patterns, r.message)) {
        const key = `${r.deviceName}\0${m.eventName}\0${m.instance ?? ''}`;
        const before = last.get(key);
        const at = r.receivedAt;
        if (m.action === 'raise') {
          const raise = { device: r.deviceName, eventName: m.eventName, severity: m.severity, text: r.message.slice(0, 1000), instance: m.instance, source: 'SYSLOG', at };
          // A repeat raise takes the place of the one before it: the alert shows the latest line.
          const index = before?.action === 'raise' ? before.index : calls.length;
          calls[index] = () => this.fleet.raiseFeedAlert(raise);
          last.set(key, { action: 'raise', index });
        } else if (before?.action !== 'clear') {
          last.set(key, { action: 'clear', index: calls.length });
          calls.push(() => this.fleet.clearFeedAlert({ device: r.deviceName, eventName: m.eventName, instance: m.instance, at }));
        }
      }
    }
    for (const call of calls) await call();
  }
}
