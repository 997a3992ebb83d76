import { describe, expect, it } from 'vitest';
import { parseLucene } from './lucene-parser';

const term = (field: string | null, value: unknown) => expect.objectContaining({ kind: 'term', field, value });
const match = (parts: unknown[], quoted = false) => ({ kind: 'match', parts, quoted });

describe('parseLucene', () => {
  it('keeps raw value text (007 stays a string) and marks wildcards', () => {
    expect(parseLucene('nmd:007')).toEqual(term('nmd', match([{ text: '007' }])));
    expect(parseLucene('name:a*b?')).toEqual(term('name', match([{ text: 'a' }, { wildcard: '*' }, { text: 'b' }, { wildcard: '?' }])));
    expect(parseLucene('name:a\\*b')).toEqual(term('name', match([{ text: 'a*b' }])));
  });

  it('reads phrases with both quote styles and escapes; no wildcards inside', () => {
    expect(parseLucene('name:"a *b"')).toEqual(term('name', match([{ text: 'a *b' }], true)));
    expect(parseLucene("name:'it\\'s'")).toEqual(term('name', match([{ text: "it's" }], true)));
    expect(parseLucene("nmd:''")).toEqual(term('nmd', match([{ text: '' }], true)));
  });

  it('reads inclusive, exclusive, mixed, open ranges and comparisons', () => {
    expect(parseLucene('state:[1 TO *}')).toEqual(term('state', { kind: 'range', lower: { text: '1', inclusive: true }, upper: null }));
    expect(parseLucene('name:{"a b" TO z]')).toEqual(
      term('name', { kind: 'range', lower: { text: 'a b', inclusive: false }, upper: { text: 'z', inclusive: true } }),
    );
    expect(parseLucene('state:>=3')).toEqual(term('state', { kind: 'range', lower: { text: '3', inclusive: true }, upper: null }));
    expect(parseLucene('state:<3')).toEqual(term('state', { kind: 'range', lower: null, upper: { text: '3', inclusive: false } }));
  });

  it('binds NOT tighter than AND, AND tighter than OR; adjacent terms are AND', () => {
    const a = term(null, match([{ text: 'a' }]));
    const b = term(null, match([{ text: 'b' }]));
    const c = term(null, match([{ text: 'c' }]));
    expect(parseLucene('a OR b AND c')).toEqual({ kind: 'or', children: [a, { kind: 'and', children: [b, c] }] });
    expect(parseLucene('a OR NOT b c')).toEqual({ kind: 'or', children: [a, { kind: 'and', children: [{ kind: 'not', child: b }, c] }] });
    expect(parseLucene('(a OR b) c')).toEqual({ kind: 'and', children: [{ kind: 'or', children: [a, b] }, c] });
  });

  it('treats lower-case and/or/not and TO outside ranges as terms', () => {
    const words = ['x', 'and', 'or', 'not', 'TO'];
    expect(parseLucene(words.join(' '))).toEqual({ kind: 'and', children: words.map((w) => term(null, match([{ text: w }]))) });
  });

  it('applies field groups to their terms and allows colons in values', () => {
    expect(parseLucene('name:(a OR b)')).toEqual({
      kind: 'or',
      children: [term('name', match([{ text: 'a' }])), term('name', match([{ text: 'b' }]))],
    });
    expect(parseLucene('rsUpdatedAt:2026-01-31T10:00:00Z')).toEqual(term('rsUpdatedAt', match([{ text: '2026-01-31T10:00:00Z' }])));
  });

  it('reads an unfielded * (and an empty query) as everything, a fielded * as a wildcard', () => {
    expect(parseLucene('')).toEqual({ kind: 'all' });
    expect(parseLucene('*')).toEqual({ kind: 'all' });
    expect(parseLucene('name:*')).toEqual(term('name', match([{ wildcard: '*' }])));
  });

  it('records the position of each term', () => {
    expect(parseLucene('a  name:b')).toEqual({
      kind: 'and',
      children: [expect.objectContaining({ pos: 0 }), expect.objectContaining({ pos: 3 })],
    });
  });
});
