import { describe, expect, it } from 'vitest';
import { VersionMemo } from './version-memo';

describe('VersionMemo', () => {
  const store = {};
  const counter = () => {
    let calls = 0;
    return { compute: () => ++calls, calls: () => calls };
  };

  it('computes a key once per version and owner', () => {
    const memo = new VersionMemo<number>(8);
    const c = counter();
    expect(memo.get(store, 1, 'a', c.compute)).toBe(1);
    expect(memo.get(store, 1, 'a', c.compute)).toBe(1);
    expect(memo.get(store, 1, 'b', c.compute)).toBe(2);
    expect(memo.get(store, 2, 'a', c.compute)).toBe(3);
    expect(memo.get({}, 2, 'a', c.compute)).toBe(4);
    expect(c.calls()).toBe(4);
  });

  it('drops every answer of an older version at the first read of a newer one', () => {
    const memo = new VersionMemo<string>(8);
    memo.get(store, 1, 'a', () => 'a1');
    memo.get(store, 1, 'b', () => 'b1');
    expect(memo.size).toBe(2);
    expect(memo.get(store, 2, 'a', () => 'a2')).toBe('a2');
    expect(memo.size).toBe(1);
    expect(memo.get(store, 2, 'b', () => 'b2')).toBe('b2');
  });

  it('never keeps an answer computed at a version older than one already seen', () => {
    const memo = new VersionMemo<string>(8);
    memo.get(store, 5, 'a', () => 'a5');
    expect(memo.get(store, 4, 'b', () => 'b4')).toBe('b4');
    expect(memo.get(store, 5, 'b', () => 'b5')).toBe('b5');
    expect(memo.get(store, 5, 'a', () => 'again')).toBe('a5');
  });

  it('keeps at most `limit` keys, the oldest out first', () => {
    const memo = new VersionMemo<string>(2);
    memo.get(store, 1, 'a', () => 'a');
    memo.get(store, 1, 'b', () => 'b');
    memo.get(store, 1, 'c', () => 'c');
    expect(memo.size).toBe(2);
    expect(memo.get(store, 1, 'c', () => 'c again')).toBe('c');
    expect(memo.get(store, 1, 'a', () => 'a again')).toBe('a again');
  });

  it('keeps an undefined answer too (a query SQL must answer is not compiled again)', () => {
    const memo = new VersionMemo<undefined>(2);
    const c = counter();
    memo.get(store, 1, 'q', () => void c.compute());
    memo.get(store, 1, 'q', () => void c.compute());
    expect(c.calls()).toBe(1);
  });
});
