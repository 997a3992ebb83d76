import { powerOutageSnapshot } from './power-outage';
import type { FleetSink } from './sink';

const MINUTE = 60_000;

/**
 * The live side of the power outage feed: once a minute it computes the snapshot and writes
 * the counties whose numbers changed (all of them the first time, which also fills a store
 * that was created before the feed existed). Ticks within the same minute write nothing.
 */
export class PowerOutageFeed {
  private minute: number | null = null;
  private last: Map<string, number> | null = null;

  constructor(private readonly seed: number) {}

  /** Rows written this call (0 when the minute has not changed). */
  async step(sink: Pick<FleetSink, 'writePowerOutages'>, now: number): Promise<number> {
    const minute = Math.floor(now / MINUTE);
    if (minute === this.minute) return 0;
    const rows = powerOutageSnapshot(this.seed, now);
    const changed = this.last ? rows.filter((r) => this.last!.get(r.geoid) !== r.outages) : rows;
    if (changed.length > 0) await sink.writePowerOutages(changed, now);
    // Only after a successful write: a failed one is retried at the next tick.
    this.minute = minute;
    this.last = new Map(rows.map((r) => [r.geoid, r.outages]));
    return changed.length;
  }
}
