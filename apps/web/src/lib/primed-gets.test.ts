import { describe, expect, it, vi } from 'vitest';
import { holdPrimed, takePrimed } from './primed-gets';

describe('primed GETs', () => {
  it('gives a held answer once, to the same URL only', async () => {
    holdPrimed('/a?x=1', Promise.resolve({ n: 1 }));
    expect(takePrimed('/a?x=2')).toBeUndefined();
    await expect(takePrimed('/a?x=1')).resolves.toEqual({ n: 1 });
    expect(takePrimed('/a?x=1')).toBeUndefined();
  });

  it('drops an answer held too long after it arrived, and keeps one still on its way', async () => {
    vi.useFakeTimers();
    try {
      holdPrimed('/old', Promise.resolve(1));
      await Promise.resolve();
      vi.advanceTimersByTime(15_001);
      expect(takePrimed('/old')).toBeUndefined();
      let arrive = (_: number) => {};
      holdPrimed('/slow-server', new Promise<number>((resolve) => (arrive = resolve)));
      vi.advanceTimersByTime(60_000);
      const taken = takePrimed('/slow-server');
      expect(taken).toBeDefined();
      arrive(7);
      await expect(taken).resolves.toBe(7);
    } finally {
      vi.useRealTimers();
    }
  });

  it("rejects as the taker's abort when its signal aborts first", async () => {
    holdPrimed('/slow', new Promise(() => undefined));
    const controller = new AbortController();
    const taken = takePrimed('/slow', controller.signal)!;
    controller.abort();
    await expect(taken).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('passes a failure on to the taker', async () => {
    holdPrimed('/bad', Promise.reject(new Error('boom')));
    await expect(takePrimed('/bad')).rejects.toThrow('boom');
  });
});
