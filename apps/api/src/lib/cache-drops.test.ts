import { describe, expect, it } from 'vitest';
import { dropCaches, followChanges } from './cache-drops';
import { TtlCache } from './ttl-cache';

const load = (value: number) => () => Promise.resolve(value);

describe('caches following the change feed', () => {
  it('empties a TtlCache on a record of one of its topics, not of another', async () => {
    const cache = new TtlCache<number>({ dropOn: ['device', 'alert'] });
    await cache.get('k', load(1));
    dropCaches({ topic: 'pam', keys: ['r1'] });
    expect(await cache.get('k', load(2))).toBe(1);
    dropCaches({ topic: 'alert', keys: ['r1'] });
    expect(await cache.get('k', load(3))).toBe(3);
  });

  it('empties every cache on a resync', async () => {
    const cache = new TtlCache<number>({ dropOn: ['cmdb'] });
    await cache.get('k', load(1));
    dropCaches(undefined);
    expect(await cache.get('k', load(2))).toBe(2);
  });

  it('hands the owner and the record to the drop, so it can choose (a bulk record only)', () => {
    const owner = { drops: [] as Array<string | undefined> };
    followChanges(owner, ['alert'], (o, change) => {
      if (!change || change.keys.length === 0) o.drops.push(change?.topic);
    });
    dropCaches({ topic: 'alert', keys: ['r1'] });
    dropCaches({ topic: 'alert', keys: [] });
    dropCaches({ topic: 'device', keys: [] });
    dropCaches(undefined);
    expect(owner.drops).toEqual(['alert', undefined]);
  });

  it('leaves a cache without topics alone', async () => {
    const cache = new TtlCache<number>();
    await cache.get('k', load(1));
    dropCaches(undefined);
    expect(await cache.get('k', load(2))).toBe(1);
  });
});
