import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { addFeedCounters, noteUnknownSources, type UnknownSeen } from '../feed-health';

export const TRAP_FEED = 'traps';
/** Senders whose community TRAP_COMMUNITIES refused, listed beside the unknown sources. */
export const REFUSED_FEED = 'traps-refused-community';

/** Distinct per-source counters one process keeps (`unknown_source:<ip>`); past it only the total counts. */
const MAX_SOURCES = 1000;

/**
 * The receiver's counters in feed_counters (feed 'traps') and its unknown sources with what they
 * sent (feed_unknown_sources), added up in memory and written once per flush: a trap storm costs
 * two statements a second, not one per trap.
 */
export class TrapCounters {
  private pending = new Map<string, number>();
  private unknown: UnknownSeen[] = [];
  private refused: UnknownSeen[] = [];
  private readonly sources = new Set<string>();

  constructor(private readonly db: Kysely<DB>) {}

  add(counter: string, by = 1): void {
    this.pending.set(counter, (this.pending.get(counter) ?? 0) + by);
  }

  /** An unknown source: the total, and the address itself (with what it sent) while the table of addresses is small. */
  unknownSource(ip: string, sample = '', at = Date.now()): void {
    this.add('unknown_source');
    if (this.sources.has(ip) || this.sources.size < MAX_SOURCES) {
      this.sources.add(ip);
      this.add(`unknown_source:${ip}`);
      if (this.unknown.length < MAX_SOURCES) this.unknown.push({ address: ip, count: 1, sample, at });
    }
  }

  /** A trap refused for its community: who sent it and with which, listed apart from unknown sources. */
  refusedCommunity(from: string, community: string, at = Date.now()): void {
    if (this.refused.length < MAX_SOURCES)
      this.refused.push({ address: from, count: 1, sample: `community '${community}' is not in TRAP_COMMUNITIES`, at });
  }

  async flush(at = Date.now()): Promise<void> {
    if (this.pending.size === 0 && this.unknown.length === 0 && this.refused.length === 0) return;
    const rows = [...this.pending];
    const { unknown, refused } = this;
    this.pending = new Map();
    this.unknown = [];
    this.refused = [];
    try {
      await addFeedCounters(this.db, TRAP_FEED, rows, at);
      await noteUnknownSources(this.db, TRAP_FEED, unknown);
      await noteUnknownSources(this.db, REFUSED_FEED, refused);
    } catch (err) {
      // Keep the counts for the next flush rather than lose them to a passing database error.
      for (const [c, n] of rows) this.add(c, n);
      this.unknown.push(...unknown);
      this.refused.push(...refused);
      throw err;
    }
  }
}
