import { describe, expect, it } from 'vitest';
import { coalesce } from './coalesce';

/** A clock the test moves: waits resolve when it passes their end. */
function fakeClock() {
  let t = 0;
  const waits: { until: number; done: () => void }[] = [];
  return {
    now: () => t,
    wait: (ms: number) => new Promise<void>((done) => waits.push({ until: t + ms, done })),
    async advance(ms: number) {
      t += ms;
      for (const w of waits.filter((x) => x.until <= t)) {
        waits.splice(waits.indexOf(w), 1);
        w.done();
      }
      // Lets the runs the waits released start.
      for (let i = 0; i < 5; i++) await Promise.resolve();
    },
  };
}

describe('coalesce with a window (issue 30 item 10)', () => {
  it('a storm of calls costs one run a window, and the last call is always read', async () => {
    const clock = fakeClock();
    const starts: number[] = [];
    const run = coalesce(async () => void starts.push(clock.now()), { gapMs: 500, now: clock.now, wait: clock.wait });
    // 100 calls a second for 2 s.
    for (let ms = 0; ms < 2_000; ms += 10) {
      void run();
      await clock.advance(10);
    }
    await clock.advance(1_000);
    expect(starts).toEqual([0, 500, 1000, 1500, 2000]);
  });

  it('a call after a quiet spell runs at once', async () => {
    const clock = fakeClock();
    const starts: number[] = [];
    const run = coalesce(async () => void starts.push(clock.now()), { gapMs: 500, now: clock.now, wait: clock.wait });
    await run();
    await clock.advance(2_000);
    await run();
    expect(starts).toEqual([0, 2000]);
  });
});
