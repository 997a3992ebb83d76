import { describe, expect, it } from 'vitest';
import type { LiveChange } from './live-change';
import { LiveBus } from './live-bus';
import { ReplayBuffer } from './replay-buffer';

const rec = (id: number | string): LiveChange => ({ id: String(id), topic: 'device', keys: [`d${id}`] });
const ids = (changes: LiveChange[] | undefined) => changes?.map((c) => c.id);

describe('ReplayBuffer', () => {
  it('gives what arrived after an id, in arrival order (ids of later commits may be smaller)', () => {
    const buffer = new ReplayBuffer();
    for (const id of [5, 7, 6, 9, 8]) buffer.push(rec(id));
    expect(ids(buffer.recent('7'))).toEqual(['6', '9', '8']);
    expect(ids(buffer.recent('8'))).toEqual([]);
    expect(buffer.recent('4')).toBeUndefined();
    expect(buffer.recent('10')).toBeUndefined();
  });

  it('keeps the last maxRecords records', () => {
    const buffer = new ReplayBuffer({ maxRecords: 100 });
    for (let id = 1; id <= 1_000; id++) buffer.push(rec(id));
    expect(buffer.size).toBe(100);
    expect(buffer.recent('900')).toBeUndefined();
    expect(ids(buffer.recent('901'))?.length).toBe(99);
    expect(ids(buffer.recent('998'))).toEqual(['999', '1000']);
  });

  it('drops records older than maxAgeMs', () => {
    let now = 0;
    const buffer = new ReplayBuffer({ maxAgeMs: 120_000, now: () => now });
    buffer.push(rec(1));
    now = 60_000;
    buffer.push(rec(2));
    buffer.push(rec(3));
    expect(ids(buffer.recent('1'))).toEqual(['2', '3']);
    now = 120_001;
    expect(buffer.recent('1')).toBeUndefined();
    expect(ids(buffer.recent('2'))).toEqual(['3']);
    now = 180_001;
    expect(buffer.recent('3')).toBeUndefined();
    expect(buffer.size).toBe(0);
  });

  it('knows no id after clear, and counts on from there', () => {
    const buffer = new ReplayBuffer();
    buffer.push(rec(1));
    buffer.push(rec(2));
    buffer.clear();
    expect(buffer.recent('1')).toBeUndefined();
    buffer.push(rec(3));
    buffer.push(rec(4));
    expect(ids(buffer.recent('3'))).toEqual(['4']);
  });
});

describe('LiveBus', () => {
  it('hands each record to every subscriber, even when one throws, until it unsubscribes', () => {
    const warnings: string[] = [];
    const bus = new LiveBus({ warn: (_o, msg) => warnings.push(msg) });
    const seen: string[] = [];
    bus.subscribe(() => {
      throw new Error('boom');
    });
    const off = bus.subscribe((c) => seen.push(c.id));
    bus.publish(rec(1));
    off();
    bus.publish(rec(2));
    expect(seen).toEqual(['1']);
    expect(warnings).toEqual(['live: a subscriber failed', 'live: a subscriber failed']);
    expect(ids(bus.recent('1'))).toEqual(['2']);
  });

  it('on resync tells its resync subscribers and forgets the replay buffer', () => {
    const bus = new LiveBus();
    let resyncs = 0;
    bus.onResync(() => resyncs++);
    bus.publish(rec(1));
    bus.resync();
    expect(resyncs).toBe(1);
    expect(bus.recent('1')).toBeUndefined();
  });
});
