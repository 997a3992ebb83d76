import { describe, expect, it } from 'vitest';
import { compileMatcher } from '../device-index/matcher';
import { DeviceStore } from '../device-index/store';
import { DeviceQueries, DeviceQueryTracker, type MatcherSource } from './view-device-query';

/** A real device store and the index's real matcher over it; `store` may be swapped as a reload does. */
function fleet(rows: Array<[string, number]>) {
  const box = { store: new DeviceStore(), calls: 0 };
  for (const [name, state] of rows) box.store.upsert({ name, state });
  const source: MatcherSource = async (query) => {
    box.calls++;
    const match = compileMatcher(box.store, query);
    return match && { store: box.store, match };
  };
  return { box, source };
}

describe('DeviceQueryTracker', () => {
  it('tells of the devices that match now, that entered, and that left the query', async () => {
    const { box, source } = fleet([
      ['a', 5],
      ['b', 1],
      ['c', 5],
    ]);
    const t = new DeviceQueryTracker('state:5', source);
    expect(await t.relevant(['a', 'b'])).toEqual(new Set(['a']));
    box.store.upsert({ name: 'b', state: 5 });
    expect(await t.relevant(['b'])).toEqual(new Set(['b']));
    box.store.upsert({ name: 'a', state: 1 });
    expect(await t.relevant(['a', 'c'])).toEqual(new Set(['a', 'c']));
    // A second stream asking after the first moved the bitset still hears that 'a' left.
    expect(await t.relevant(['a'])).toEqual(new Set(['a']));
    box.store.upsert({ name: 'd', state: 1 });
    expect(await t.relevant(['d'])).toEqual(new Set());
  });

  it('forgets a departure after a while', async () => {
    const { box, source } = fleet([['a', 5]]);
    let now = 0;
    const t = new DeviceQueryTracker('state:5', source, () => now);
    await t.relevant([]);
    box.store.upsert({ name: 'a', state: 2 });
    expect(await t.relevant(['a'])).toEqual(new Set(['a']));
    now = 60_000;
    expect(await t.relevant(['a'])).toEqual(new Set());
  });

  it('counts a device the index no longer has (deleted), and new devices in grown slots', async () => {
    const { box, source } = fleet([['a', 5]]);
    const t = new DeviceQueryTracker('state:5', source);
    await t.relevant([]);
    box.store.remove('a');
    expect(await t.relevant(['a'])).toEqual(new Set(['a']));
    for (let i = 0; i < 3_000; i++) box.store.upsert({ name: `n${i}`, state: i === 2_999 ? 5 : 1 });
    expect(await t.relevant(['n2999', 'n5'])).toEqual(new Set(['n2999']));
    box.store.upsert({ name: 'n2999', state: 1 });
    expect(await t.relevant(['n2999'])).toEqual(new Set(['n2999']));
  });

  it('counts every device when the index reloads, cannot evaluate the query, or refuses a value', async () => {
    const { box, source } = fleet([['a', 5]]);
    const t = new DeviceQueryTracker('state:5', source);
    expect(await t.relevant(['x'])).toEqual(new Set(['x']));
    box.store = new DeviceStore();
    box.store.upsert({ name: 'a', state: 5 });
    expect(await t.relevant(['b'])).toBeUndefined();
    expect(await t.relevant(['b'])).toEqual(new Set(['b']));
    // The index keeps no managementIp (unique per device): SQL would answer, so everything counts.
    expect(await new DeviceQueryTracker('managementIp:10.0.0.1', source).relevant(['a'])).toBeUndefined();
    expect(await new DeviceQueryTracker('state:abc', source).relevant(['a'])).toBeUndefined();
    expect(await new DeviceQueryTracker('state:5', async () => undefined).relevant(['a'])).toBeUndefined();
  });
});

describe('DeviceQueries', () => {
  it('shares one tracker per query text while a stream holds it', () => {
    const { source } = fleet([]);
    const queries = new DeviceQueries(source);
    const one = queries.acquire('state:5');
    const two = queries.acquire(' state:5 ');
    expect(two).toBe(one);
    expect(queries.acquire('state:4')).not.toBe(one);
    queries.release(one);
    expect(queries.size).toBe(2);
    queries.release(two);
    expect(queries.size).toBe(1);
    expect(queries.acquire('state:5')).not.toBe(one);
  });
});
