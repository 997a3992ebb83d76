import { DEVICE_FIELDS } from '@nms/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../lib/http-error';
import { COMPILED_PER_TABLE, compileLucene } from './compile-lucene';
import { compileOnly, DEVICE_OPTS } from './lucene-test-fixture';
import { LruCache } from './lru-cache';

const sqlOf = (c: ReturnType<typeof compileLucene>) => c.compile(compileOnly);

describe('compileLucene cache', () => {
  it('answers the same query text with the same compiled condition', () => {
    const a = compileLucene('name:abc* AND state:1', DEVICE_OPTS);
    const b = compileLucene('name:abc* AND state:1', { ...DEVICE_OPTS });
    expect(b).toBe(a);
    expect(sqlOf(b)).toEqual(sqlOf(a));
  });

  it('keys by default fields and by field table', () => {
    const byName = compileLucene('abc', { fields: DEVICE_FIELDS, defaultFields: ['name'] });
    const byNmd = compileLucene('abc', { fields: DEVICE_FIELDS, defaultFields: ['nmd'] });
    expect(byNmd).not.toBe(byName);
    expect(sqlOf(byName).sql).toBe('"name" = $1');
    expect(sqlOf(byNmd).sql).toBe('"nmd" = $1');
    const otherTable = compileLucene('abc', { fields: [...DEVICE_FIELDS], defaultFields: ['name'] });
    expect(otherTable).not.toBe(byName);
  });

  it('does not confuse default fields joined differently', () => {
    const one = compileLucene('x', { fields: DEVICE_FIELDS, defaultFields: ['name', 'nmd'] });
    const two = compileLucene('x', { fields: DEVICE_FIELDS, defaultFields: ['name'] });
    expect(sqlOf(one).sql).toBe('("name" = $1 OR "nmd" = $2)');
    expect(sqlOf(two).sql).toBe('"name" = $1');
  });

  it('throws the 400 on every call, never caching a failure', () => {
    for (let i = 0; i < 3; i++) {
      expect(() => compileLucene('nosuchfield:1', DEVICE_OPTS)).toThrow(HttpError);
      expect(() => compileLucene('state:abc', DEVICE_OPTS)).toThrow(/state/);
    }
  });

  it('keeps at most COMPILED_PER_TABLE queries per table, dropping the least recently used', () => {
    const opts = { fields: [...DEVICE_FIELDS], defaultFields: ['name'] };
    const first = compileLucene('name:first', opts);
    const kept = compileLucene('name:kept', opts);
    for (let i = 0; i < COMPILED_PER_TABLE - 2; i++) compileLucene(`name:n${i}`, opts);
    expect(compileLucene('name:kept', opts)).toBe(kept); // a hit makes it the most recent
    compileLucene('name:overflow', opts);
    expect(compileLucene('name:kept', opts)).toBe(kept);
    const again = compileLucene('name:first', opts);
    expect(again).not.toBe(first);
    expect(sqlOf(again)).toEqual(sqlOf(first));
  });
});

describe('LruCache', () => {
  it('evicts the least recently used entry past its capacity', () => {
    const lru = new LruCache<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
    expect(lru.size).toBe(2);
  });

  it('refuses a capacity that is not positive', () => {
    expect(() => new LruCache(0)).toThrow();
  });
});
