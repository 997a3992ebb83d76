import { LIVE_WINDOW_MS } from '@nms/contract';

export interface GateClock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: GateClock = {
  now: () => performance.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface GateOptions {
  /** At most one flush that writes per window, ms. */
  windowMs?: number;
  /**
   * After a quiet spell the first change is held this long, so the notifications one statement
   * sends (one per ~7,900 bytes of keys) leave as one event rather than as several.
   */
  gatherMs?: number;
  clock?: GateClock;
}

/**
 * When a stream writes its `changes` event: soon after the first change of a quiet spell (low
 * latency at low rates), then at most once per window (a storm of any size costs a browser two
 * events a second). `flush` reports whether it wrote; only a write starts a window. One flush runs
 * at a time; changes that come during one are flushed after it.
 */
export class FlushGate {
  private timer: unknown;
  private running = false;
  private again = false;
  private lastWrite = Number.NEGATIVE_INFINITY;
  private stopped = false;
  private readonly windowMs: number;
  private readonly gatherMs: number;
  private readonly clock: GateClock;

  constructor(
    private readonly flush: () => Promise<boolean>,
    opts: GateOptions = {},
  ) {
    this.windowMs = opts.windowMs ?? LIVE_WINDOW_MS;
    this.gatherMs = opts.gatherMs ?? 20;
    this.clock = opts.clock ?? systemClock;
  }

  /** Something is pending. */
  poke(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer !== undefined) return;
    const wait = Math.max(this.gatherMs, this.lastWrite + this.windowMs - this.clock.now());
    this.timer = this.clock.setTimeout(() => void this.fire(), wait);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async fire(): Promise<void> {
    this.timer = undefined;
    this.running = true;
    // flush reports its own failures (the stream logs and closes); the gate only keeps time.
    if (await this.flush().catch(() => false)) this.lastWrite = this.clock.now();
    this.running = false;
    if (this.again) {
      this.again = false;
      this.poke();
    }
  }
}
