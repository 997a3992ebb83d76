import { describe, expect, it } from 'vitest';
import { scrapeMetrics } from './telemetry/registry';
import { DASHBOARD_CACHE_MS, TtlCache } from './ttl-cache';

/** A load the test settles by hand, counting how often the cache asked for it. */
function deferredLoads() {
  const pending: Array<{ resolve: (v: number) => void; reject: (e: Error) => void }> = [];
  const load = () => new Promise<number>((resolve, reject) => pending.push({ resolve, reject }));
  return { pending, load };
}

describe('TtlCache', () => {
  it('shares one load between concurrent callers (single flight)', async () => {
    const cache = new TtlCache<number>({ now: () => 0 });
    const { pending, load } = deferredLoads();
    const a = cache.get('k', load);
    const b = cache.get('k', load);
    expect(pending).toHaveLength(1);
    pending[0].resolve(7);
    expect(await a).toBe(7);
    expect(await b).toBe(7);
  });

  it('serves a value until it is DASHBOARD_CACHE_MS old, then loads again', async () => {
    let t = 1000;
    const cache = new TtlCache<number>({ now: () => t });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    t += DASHBOARD_CACHE_MS - 1;
    expect(await cache.get('k', load)).toBe(1);
    t += 1;
    expect(await cache.get('k', load)).toBe(2);
    expect(await cache.get('other', load)).toBe(3);
  });

  it('forgets a failed load at once, whether it rejects or throws', async () => {
    const cache = new TtlCache<number>({ now: () => 0 });
    const { pending, load } = deferredLoads();
    const failed = cache.get('k', load);
    pending[0].reject(new Error('database down'));
    await expect(failed).rejects.toThrow('database down');
    await expect(
      cache.get('t', () => {
        throw new Error('sync');
      }),
    ).rejects.toThrow('sync');
    expect(cache.size).toBe(0);
    expect(await cache.get('k', async () => 5)).toBe(5);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = new TtlCache<string>({ maxEntries: 2, now: () => 0 });
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('c', async () => 'c1');
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a2')).toBe('a2');
    expect(await cache.get('c', async () => 'c2')).toBe('c1');
    cache.clear();
    expect(cache.size).toBe(0);
  });
});

describe('TtlCache lookups on /metrics', () => {
  const count = async (cache: string, result: string) => {
    const { body } = await scrapeMetrics();
    const line = body.split('\n').find((l) => l.startsWith(`nms_cache_lookups_total{cache="${cache}",result="${result}"}`));
    return Number(line?.split(' ').at(-1) ?? 0);
  };

  it('counts a load as a miss and a served or shared value as a hit, under the cache name', async () => {
    let t = 0;
    const cache = new TtlCache<number>({ name: 'test-hits', now: () => t });
    await cache.get('a', async () => 1); // miss
    await Promise.all([cache.get('a', async () => 2), cache.get('a', async () => 3)]); // two hits
    t += DASHBOARD_CACHE_MS; // expired: a miss
    await cache.get('a', async () => 4);
    expect(await count('test-hits', 'hit')).toBe(2);
    expect(await count('test-hits', 'miss')).toBe(2);
  });

  it("counts a cache built without a name as 'unnamed'", async () => {
    const before = await count('unnamed', 'miss');
    await new TtlCache<number>().get('k', async () => 1);
    expect(await count('unnamed', 'miss')).toBe(before + 1);
  });
});
