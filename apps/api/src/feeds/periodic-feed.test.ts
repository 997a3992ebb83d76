import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPeriodicFeed } from './periodic-feed';

/** A tick that counts its runs and stays in flight until released. */
function heldTick() {
  let release = () => {};
  const tick = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
  return { tick, release: async () => (release(), await vi.advanceTimersByTimeAsync(0)) };
}

describe('startPeriodicFeed', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks at once, then the interval after each tick ends', async () => {
    const { tick, release } = heldTick();
    const feed = startPeriodicFeed(10_000, tick);
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(tick).toHaveBeenCalledTimes(1);
    await release();
    await vi.advanceTimersByTimeAsync(9_999);
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tick).toHaveBeenCalledTimes(2);
    await release();
    await feed.stop();
  });

  it('soon() brings the next tick forward when idle, and many calls make one tick', async () => {
    const { tick, release } = heldTick();
    const feed = startPeriodicFeed(10_000, tick);
    await release();
    feed.soon(1_000);
    feed.soon(1_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(tick).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tick).toHaveBeenCalledTimes(2);
    await release();
    // Back to the interval afterwards.
    await vi.advanceTimersByTimeAsync(9_999);
    expect(tick).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(tick).toHaveBeenCalledTimes(3);
    await release();
    await feed.stop();
  });

  it('soon() never postpones a tick already due sooner', async () => {
    const { tick, release } = heldTick();
    const feed = startPeriodicFeed(2_000, tick);
    await release();
    feed.soon(5_000);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(tick).toHaveBeenCalledTimes(2);
    await release();
    await feed.stop();
  });

  it('soon() during a tick runs another one that long after it ends, without overlapping', async () => {
    const { tick, release } = heldTick();
    const feed = startPeriodicFeed(10_000, tick);
    feed.soon(1_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(tick).toHaveBeenCalledTimes(1);
    await release();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(tick).toHaveBeenCalledTimes(2);
    await release();
    await feed.stop();
  });

  it('stop() waits for the tick in flight and no tick follows', async () => {
    const { tick, release } = heldTick();
    const feed = startPeriodicFeed(1_000, tick);
    let stopped = false;
    const stopping = feed.stop().then(() => (stopped = true));
    feed.soon(10);
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    await release();
    await stopping;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(tick).toHaveBeenCalledTimes(1);
  });
});
