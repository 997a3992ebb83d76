import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { FeedLogger } from '../../feeds/feed-host';
import type { FleetService } from '../fleet';
import { DeviceResolver } from './device-resolver';
import { parseSyslog } from './syslog-parser';
import { applyPatternAlerts } from './pattern-alerts';
import type { SyslogPattern } from './syslog-patterns';
import { databaseAnswersEventually, insertMessages, type SyslogRecord } from './syslog-repository';
import { addFeedCounters, noteUnknownSources, type UnknownSeen } from '../feed-health';

/** Unknown senders of one batch remembered with what they sent (their count is kept whole). */
const MAX_UNKNOWN_LISTED = 100;

export const FEED = 'syslog';
/** Stored text is cut here: a syslog line is a line, not a file. */
export const MAX_MESSAGE_CHARS = 16 * 1024;
/** A batch the database refused is tried again after this long. */
export const RETRY_MS = 1_000;

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
  private lastRetryLog = 0;
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

  /** Writes what is buffered, in batches of maxBatch; flushes run one after another. Resolves when this one is done. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batches: Arrival[][] = [];
    while (this.pending.length > 0) batches.push(this.pending.splice(0, this.maxBatch));
    const dropped = this.dropped;
    this.dropped = 0;
    this.flushing = this.flushing
      .then(async () => {
        await this.countDropped(dropped);
        for (const batch of batches) await this.write(batch);
      })
      .catch((err: unknown) => this.opts.log.error({ err, feed: FEED }, 'syslog pattern alerts failed'));
    return this.flushing;
  }

  /** Stops taking messages and writes what is buffered. */
  async close(): Promise<void> {
    this.closed = true;
    await this.flush();
  }

  private async countDropped(dropped: number): Promise<void> {
    if (dropped === 0) return;
    try {
      await addFeedCounters(this.db, FEED, [['dropped', dropped]], Date.now());
      this.opts.log.warn({ feed: FEED, dropped }, 'syslog messages dropped: the database is not keeping up');
    } catch {
      this.dropped += dropped;
    }
  }

  private async write(batch: Arrival[]): Promise<void> {
    let rows: SyslogRecord[];
    try {
      rows = await this.store(batch);
    } catch (err) {
      // The database answers, so the batch holds a line it refuses: store line by line, never retry it whole.
      if (await databaseAnswersEventually(this.db)) rows = await this.storeEach(batch, err);
      else return this.retryLater(batch, err);
    }
    await applyPatternAlerts(this.fleet, this.opts.patterns, rows);
  }

  private async storeEach(batch: Arrival[], cause: unknown): Promise<SyslogRecord[]> {
    const rows: SyslogRecord[] = [];
    let rejected = 0;
    for (const a of batch) {
      try {
        rows.push(...(await this.store([a])));
      } catch {
        rejected++;
      }
    }
    this.opts.log.warn({ err: cause, feed: FEED, rejected }, 'syslog lines the database refused were not stored');
    await addFeedCounters(this.db, FEED, [['rejected', rejected]], Date.now()).catch(() => {});
    return rows;
  }

  /** Places and stores a batch; throws (nothing stored) when the database fails. */
  private async store(batch: Arrival[]): Promise<SyslogRecord[]> {
    const now = Date.now();
    const rows: SyslogRecord[] = [];
    let unknown = 0;
    let lastUnknown = { address: '', hostname: '' };
    const senders: UnknownSeen[] = [];
    for (const a of batch) {
      const p = parseSyslog(a.raw, a.at);
      const device = await this.devices.resolve(a.address, p.hostname, now);
      if (!device) {
        unknown++;
        lastUnknown = { address: a.address, hostname: p.hostname };
        if (senders.length < MAX_UNKNOWN_LISTED)
          senders.push({ address: a.address, count: 1, sample: `${p.hostname} ${p.appName}: ${p.message}`.trim(), at: a.at });
        continue;
      }
      rows.push({
        deviceName: device,
        receivedAt: a.at,
        sentAt: p.sentAt,
        sourceIp: a.address,
        transport: a.transport,
        format: p.format,
        facility: p.facility,
        severity: p.severity,
        hostname: p.hostname,
        appName: p.appName,
        procId: p.procId,
        msgId: p.msgId,
        structuredData: p.structuredData.slice(0, MAX_MESSAGE_CHARS),
        message: p.message.slice(0, MAX_MESSAGE_CHARS),
      });
    }
    await insertMessages(this.db, rows);
    if (unknown > 0) {
      this.logUnknown(unknown, lastUnknown, now);
      await addFeedCounters(this.db, FEED, [['unknown_source', unknown]], now)
        .then(() => noteUnknownSources(this.db, FEED, senders))
        .catch((err: unknown) => this.opts.log.error({ err, feed: FEED, unknown }, 'syslog unknown-source count not stored'));
    }
    return rows;
  }

  /**
   * The database failed (down, restarting): the batch goes back to the front of the queue and is
   * tried again in RETRY_MS, as far as maxPending allows; what does not fit is counted as dropped.
   */
  private retryLater(batch: Arrival[], err: unknown): void {
    const now = Date.now();
    if (now - this.lastRetryLog >= this.unknownLogMs) {
      this.opts.log.warn({ err, feed: FEED, messages: batch.length, waiting: this.pending.length }, 'syslog batch not stored; retrying');
      this.lastRetryLog = now;
    }
    if (this.closed) {
      this.opts.log.error({ feed: FEED, messages: batch.length }, 'syslog messages lost at shutdown: the database failed');
      return;
    }
    const keep = batch.slice(0, Math.max(0, this.maxPending - this.pending.length));
    this.dropped += batch.length - keep.length;
    this.pending = keep.concat(this.pending);
    this.timer ??= setTimeout(() => void this.flush(), RETRY_MS);
  }

  private logUnknown(n: number, last: { address: string; hostname: string }, now: number): void {
    this.unknownSinceLog += n;
    if (now - this.lastUnknownLog < this.unknownLogMs) return;
    this.opts.log.warn(
      { feed: FEED, count: this.unknownSinceLog, ...last },
      'syslog from unknown sources not stored (no device has that address or name)',
    );
    this.unknownSinceLog = 0;
    this.lastUnknownLog = now;
  }
}
