import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

export const TRAP_FEED = 'traps';

/** Distinct per-source counters one process keeps (`unknown_source:<ip>`); past it only the total counts. */
const MAX_SOURCES = 1000;

/**
 * The receiver's counters in feed_counters (feed 'traps'), added up in memory and written as one
 * upsert per flush: a trap storm costs one row write a second, not one per trap.
 */
export class TrapCounters {
  private pending = new Map<string, number>();
  private readonly sources = new Set<string>();

  constructor(private readonly db: Kysely<DB>) {}

  add(counter: string, by = 1): void {
    this.pending.set(counter, (this.pending.get(counter) ?? 0) + by);
  }

  /** An unknown source: the total, and the address itself while the table of addresses is small. */
  unknownSource(ip: string): void {
    this.add('unknown_source');
    if (this.sources.has(ip) || this.sources.size < MAX_SOURCES) {
      this.sources.add(ip);
      this.add(`unknown_source:${ip}`);
    }
  }

  async flush(at = Date.now()): Promise<void> {
    if (this.pending.size === 0) return;
    const rows = [...this.pending];
    this.pending = new Map();
    try {
      await sql`
        INSERT INTO feed_counters (feed, counter, value, updated_at)
        VALUES ${sql.join(rows.map(([c, n]) => sql`(${TRAP_FEED}, ${c}, ${n}, ${at})`))}
        ON CONFLICT (feed, counter) DO UPDATE SET value = feed_counters.value + excluded.value, updated_at = excluded.updated_at`.execute(this.db);
    } catch (err) {
      // Keep the counts for the next flush rather than lose them to a passing database error.
      for (const [c, n] of rows) this.add(c, n);
      throw err;
    }
  }
}

export async function trapCounters(db: Kysely<DB>): Promise<Record<string, number>> {
  const { rows } = await sql<{ counter: string; value: string | number }>`
    SELECT counter, value FROM feed_counters WHERE feed = ${TRAP_FEED} ORDER BY counter`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.counter, Number(r.value)]));
}
