import { describe, expect, it } from 'vitest';
import { FlushGate, type GateClock } from './coalesce-gate';
import { PendingChanges } from './coalesce-pending';

/** A clock whose time moves only when the test says; timers run in time order. */
class ManualClock implements GateClock {
  private t = 0;
  private timers: Array<{ at: number; fn: () => void; id: number }> = [];
  private ids = 0;
  now = () => this.t;
  setTimeout = (fn: () => void, ms: number) => {
    const id = ++this.ids;
    this.timers.push({ at: this.t + ms, fn, id });
    return id;
  };
  clearTimeout = (id: unknown) => {
    this.timers = this.timers.filter((x) => x.id !== id);
  };
  /** Moves to `to`, running each timer due on the way (and what its flush awaits). */
  async advance(to: number) {
    for (;;) {
      this.timers.sort((a, b) => a.at - b.at);
      const next = this.timers[0];
      if (!next || next.at > to) break;
      this.timers.shift();
      this.t = next.at;
      next.fn();
      for (let i = 0; i < 5; i++) await Promise.resolve();
    }
    this.t = to;
  }
}

describe('PendingChanges', () => {
  it('gathers keys per view, without repeats, and empties on take', () => {
    const p = new PendingChanges(3);
    expect(p.take()).toBeUndefined();
    p.add('a', ['x', 'y']);
    p.add('a', ['x']);
    p.add('b', ['z']);
    p.add('c', []);
    expect(p.take()).toEqual({ a: { keys: ['x', 'y'] }, b: { keys: ['z'] } });
    expect(p.empty).toBe(true);
    expect(p.offered).toBe(4);
  });

  it('turns a view past the key limit into many, and stays many for the rest of the window', () => {
    const p = new PendingChanges(3);
    p.add('a', ['1', '2', '3']);
    expect(p.take()).toEqual({ a: { keys: ['1', '2', '3'] } });
    p.add('a', ['1', '2', '3', '4']);
    p.add('a', ['5']);
    p.add('b', ['k']);
    expect(p.isMany('a')).toBe(true);
    expect(p.take()).toEqual({ a: { many: true }, b: { keys: ['k'] } });
  });

  it('drops the detail of every pending view under backpressure', () => {
    const p = new PendingChanges();
    p.add('a', ['x']);
    p.many('b');
    p.dropDetail();
    expect(p.take()).toEqual({ a: { many: true }, b: { many: true } });
  });
});

describe('FlushGate', () => {
  const gate = (clock: ManualClock, wrote: number[], writes = () => true) =>
    new FlushGate(
      async () => {
        const w = writes();
        if (w) wrote.push(clock.now());
        return w;
      },
      { windowMs: 500, gatherMs: 20, clock },
    );

  it('flushes the first change of a quiet spell after the gather delay', async () => {
    const clock = new ManualClock();
    const wrote: number[] = [];
    const g = gate(clock, wrote);
    g.poke();
    g.poke();
    await clock.advance(19);
    expect(wrote).toEqual([]);
    await clock.advance(20);
    expect(wrote).toEqual([20]);
    await clock.advance(5_000);
    g.poke();
    await clock.advance(6_000);
    expect(wrote).toEqual([20, 5_020]);
  });

  it('writes at most once per window under a storm: 5,000 changes in a second make 3 events', async () => {
    const clock = new ManualClock();
    const wrote: number[] = [];
    const g = gate(clock, wrote);
    for (let i = 0; i < 5_000; i++) {
      await clock.advance(i / 5);
      g.poke();
    }
    await clock.advance(3_000);
    expect(wrote).toEqual([20, 520, 1_020]);
  });

  it('starts no window after a flush that wrote nothing', async () => {
    const clock = new ManualClock();
    const wrote: number[] = [];
    let write = false;
    const g = gate(clock, wrote, () => write);
    g.poke();
    await clock.advance(100);
    write = true;
    g.poke();
    await clock.advance(200);
    expect(wrote).toEqual([120]);
  });

  it('flushes again after a flush that changes arrived during, a window later', async () => {
    const clock = new ManualClock();
    const wrote: number[] = [];
    let release: (() => void) | undefined;
    const g = new FlushGate(
      async () => {
        if (wrote.length === 0) await new Promise<void>((r) => (release = r));
        wrote.push(clock.now());
        return true;
      },
      { windowMs: 500, gatherMs: 20, clock },
    );
    g.poke();
    await clock.advance(20);
    g.poke();
    await clock.advance(120);
    release!();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(wrote).toEqual([120]);
    await clock.advance(2_000);
    expect(wrote).toEqual([120, 620]);
  });

  it('runs nothing once stopped', async () => {
    const clock = new ManualClock();
    const wrote: number[] = [];
    const g = gate(clock, wrote);
    g.poke();
    g.stop();
    g.poke();
    await clock.advance(1_000);
    expect(wrote).toEqual([]);
  });
});
