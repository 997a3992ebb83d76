import type { Recorder } from './recorder';
import type { Screen } from './screens';

const TIMEOUT_MS = 10_000;

export interface Target {
  url: string;
  headers: Record<string, string>;
}

/** One GET, timed from send to the last byte; a non-2xx answer or a timeout is an error. */
export async function timedGet(target: Target, name: string, path: string, rec: Recorder) {
  const t = performance.now();
  try {
    const res = await fetch(`${target.url}${path}`, { headers: target.headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    await res.arrayBuffer();
    rec.record(name, performance.now() - t, res.ok ? undefined : `HTTP ${res.status} ${path}`);
  } catch (err) {
    rec.record(name, performance.now() - t, `${(err as Error).name}: ${(err as Error).message} ${path}`);
  }
}

/**
 * Operators, each with one screen open and its timer on. Operator i keeps screen i mod n and
 * first refreshes at a random point of its interval, then every interval after that: staggered,
 * never in lock-step, as people who opened their screens at different times. A refresh that
 * takes longer than the interval delays the next one (the browser's timer waits for the data).
 */
export class OperatorPool {
  private stopped = false;
  private running: Promise<void>[] = [];
  count = 0;

  constructor(
    private readonly target: Target,
    private readonly screens: Screen[],
    private readonly rec: Recorder,
  ) {}

  /** Adds operators until there are `total`. */
  grow(total: number) {
    for (; this.count < total; this.count++) this.running.push(this.operator(this.count));
  }

  private async operator(i: number) {
    const screen = this.screens[i % this.screens.length];
    let next = performance.now() + Math.random() * screen.everyMs;
    let k = i;
    while (!this.stopped) {
      const wait = next - performance.now();
      if (wait > 0) await sleep(wait);
      if (this.stopped) return;
      next += screen.everyMs;
      await Promise.all(screen.refresh(k++).map((c) => timedGet(this.target, c.name, c.path, this.rec)));
      if (next < performance.now()) next = performance.now();
    }
  }

  async stop() {
    this.stopped = true;
    wake.forEach((w) => w());
    await Promise.all(this.running);
  }
}

// Sleeping operators wake at once on stop, so a run ends on time instead of up to 30 s late.
const wake = new Set<() => void>();
const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      wake.delete(done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    wake.add(done);
  });
