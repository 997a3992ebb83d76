import type { Lsn } from './wal-lsn';

interface Sample {
  atMs: number;
  lsn: Lsn;
}

export interface Lag {
  /** How long ago the primary had WAL the replica has not replayed yet (0: caught up with the last sample). */
  ms: number;
  /** WAL bytes between the primary's last known position and the replica's replay position. */
  bytes: bigint;
}

/**
 * The primary's WAL position over the last seconds, so a replica's lag is a time without
 * comparing two machines' clocks (pg_last_xact_replay_timestamp() would) and without reading an
 * idle primary's quiet as lag: the replica is as far behind as the oldest sample it has not
 * reached. The resolution is the sampling interval (the health check's).
 */
export class PrimaryPositions {
  private readonly samples: Sample[] = [];

  /** Samples are kept this long: past it a replica is at least this far behind, which is enough to say it lags. */
  constructor(private readonly keepMs: number) {}

  add(atMs: number, lsn: Lsn): void {
    this.samples.push({ atMs, lsn });
    while (this.samples.length > 1 && atMs - this.samples[0].atMs > this.keepMs) this.samples.shift();
  }

  get latest(): Lsn | undefined {
    return this.samples.at(-1)?.lsn;
  }

  /** Undefined until the primary has been sampled once. */
  lagOf(replay: Lsn, nowMs: number): Lag | undefined {
    const last = this.samples.at(-1);
    if (!last) return undefined;
    if (replay >= last.lsn) return { ms: 0, bytes: 0n };
    const missed = this.samples.find((s) => s.lsn > replay)!;
    return { ms: Math.max(0, nowMs - missed.atMs), bytes: last.lsn - replay };
  }
}
